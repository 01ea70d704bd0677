import { zodResolver } from '@hookform/resolvers/zod'
import { CancelSubscriptionFormSchema, MAX_CANCEL_REASON_LENGTH } from '@shop/shared/schemas/subscriptions'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { TextareaField } from '../../../../components/form-field'
import { toast } from '../../../../lib/toast'
import { SUBSCRIPTION_MESSAGES } from '../../subscription-messages'
import { useCancelSubscriptionMutation } from '../../subscriptions.api'
import { ActionDialog } from '../action-dialog'
import type { SubscriptionActionProps } from './action-props'

type CancelForm = z.infer<typeof CancelSubscriptionFormSchema>

export function CancelSubscriptionDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const [cancel, state] = useCancelSubscriptionMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelForm>({
    resolver: zodResolver(CancelSubscriptionFormSchema),
    defaultValues: { reason: '' },
  })
  const onCancel = async ({ reason }: CancelForm) => {
    try {
      await cancel({ subscriptionNo: subscription.subscription_no, reason: reason || undefined }).unwrap()
      toast.success(SUBSCRIPTION_MESSAGES.cancelled)
      onHide()
    } catch {
      toast.error(SUBSCRIPTION_MESSAGES.cancelFailed)
    }
  }
  return (
    <ActionDialog
      show={show}
      title="Cancel this subscription?"
      confirmLabel="Cancel subscription"
      danger
      busy={state.isLoading}
      onHide={onHide}
      onSubmit={handleSubmit(onCancel)}
    >
      <p>No more deliveries come and nothing more is charged.</p>
      <TextareaField
        label="Reason (optional)"
        className="mb-0"
        rows={3}
        maxLength={MAX_CANCEL_REASON_LENGTH}
        registration={register('reason')}
        error={errors.reason?.message}
      />
    </ActionDialog>
  )
}
