import { toast } from '../../../../lib/toast'
import { errorMessage } from '../../../../store/api'
import { SUBSCRIPTION_MESSAGES } from '../../subscription-messages'
import { useChangeSubscriptionMutation, type SubscriptionChange } from '../../subscriptions.api'

/** Sends one change of a subscription, toasts the answer and closes the dialog when it succeeded. */
export function useSubscriptionChange(subscriptionNo: string, onDone: () => void) {
  const [change, state] = useChangeSubscriptionMutation()
  const run = async (request: SubscriptionChange) => {
    try {
      const answer = await change({ subscriptionNo, change: request }).unwrap()
      toast.success(answer.message)
      onDone()
    } catch (error) {
      toast.error(errorMessage(error, SUBSCRIPTION_MESSAGES.changeFailed))
    }
  }
  return { run, busy: state.isLoading }
}
