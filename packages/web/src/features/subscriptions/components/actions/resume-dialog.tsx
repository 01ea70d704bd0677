import { useForm } from 'react-hook-form'
import { ActionDialog } from '../action-dialog'
import type { SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

export function ResumeDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  // Nothing to fill in: the form only confirms.
  const { handleSubmit } = useForm()
  return (
    <ActionDialog
      show={show}
      title="Resume this subscription?"
      confirmLabel="Resume"
      busy={busy}
      onHide={onHide}
      onSubmit={handleSubmit(() => run({ kind: 'resume' }))}
    >
      <p className="mb-0">Deliveries start again on the usual schedule.</p>
    </ActionDialog>
  )
}
