import { formatDollars } from '@shop/shared/format'
import { useForm } from 'react-hook-form'
import { ActionDialog } from '../action-dialog'
import type { SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

export function SendNowDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  // Nothing to fill in: the form only confirms.
  const { handleSubmit } = useForm()
  return (
    <ActionDialog
      show={show}
      title="Send the next delivery now?"
      confirmLabel="Send now"
      busy={busy}
      onHide={onHide}
      onSubmit={handleSubmit(() => run({ kind: 'send-now' }))}
    >
      <p className="mb-0">
        An order is placed today and your saved card is charged today's Subscribe & Save price (now{' '}
        {formatDollars(subscription.grand_total)}). The delivery after follows on the usual schedule.
      </p>
    </ActionDialog>
  )
}
