import { formatDate } from '@shop/shared/format'
import { useForm } from 'react-hook-form'
import { ActionDialog } from '../action-dialog'
import type { SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

export function SkipDeliveryDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  // Nothing to fill in: the form only confirms.
  const { handleSubmit } = useForm()
  return (
    <ActionDialog
      show={show}
      title="Skip the next delivery?"
      confirmLabel="Skip delivery"
      busy={busy}
      onHide={onHide}
      onSubmit={handleSubmit(() => run({ kind: 'skip' }))}
    >
      <p className="mb-0">
        The delivery of {formatDate(subscription.next_date)} is skipped and nothing is charged for it. The one
        after follows on the usual schedule.
      </p>
    </ActionDialog>
  )
}
