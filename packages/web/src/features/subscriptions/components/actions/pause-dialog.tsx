import { useForm } from 'react-hook-form'
import { ActionDialog } from '../action-dialog'
import type { SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

export function PauseDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  // Nothing to fill in: the form only confirms.
  const { handleSubmit } = useForm()
  return (
    <ActionDialog
      show={show}
      title="Pause this subscription?"
      confirmLabel="Pause"
      busy={busy}
      onHide={onHide}
      onSubmit={handleSubmit(() => run({ kind: 'pause' }))}
    >
      <p className="mb-0">Nothing is delivered or charged until you resume it.</p>
    </ActionDialog>
  )
}
