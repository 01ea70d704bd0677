import { ActionDialog } from '../action-dialog'
import type { SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

export function PauseDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  return (
    <ActionDialog
      show={show}
      title="Pause this subscription?"
      confirmLabel="Pause"
      busy={busy}
      onHide={onHide}
      onConfirm={() => void run({ kind: 'pause' })}
    >
      <p className="mb-0">Nothing is delivered or charged until you resume it.</p>
    </ActionDialog>
  )
}
