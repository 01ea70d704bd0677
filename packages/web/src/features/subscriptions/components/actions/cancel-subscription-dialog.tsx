import { MAX_CANCEL_REASON_LENGTH } from '@shop/shared/schemas/subscriptions'
import { useState } from 'react'
import { toast } from '../../../../lib/toast'
import { SUBSCRIPTION_MESSAGES } from '../../subscription-messages'
import { useCancelSubscriptionMutation } from '../../subscriptions.api'
import { ActionDialog } from '../action-dialog'
import { fieldId, type SubscriptionActionProps } from './action-props'

export function CancelSubscriptionDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const [cancel, state] = useCancelSubscriptionMutation()
  const [reason, setReason] = useState('')
  const onCancel = async () => {
    try {
      await cancel({
        subscriptionNo: subscription.subscription_no,
        reason: reason.trim() || undefined,
      }).unwrap()
      toast.success(SUBSCRIPTION_MESSAGES.cancelled)
      onHide()
    } catch {
      toast.error(SUBSCRIPTION_MESSAGES.cancelFailed)
    }
  }
  const id = fieldId(subscription, 'reason')
  return (
    <ActionDialog
      show={show}
      title="Cancel this subscription?"
      confirmLabel="Cancel subscription"
      danger
      busy={state.isLoading}
      onHide={onHide}
      onConfirm={() => void onCancel()}
    >
      <p>No more deliveries come and nothing more is charged.</p>
      <label htmlFor={id} className="form-label">
        Reason (optional)
      </label>
      <textarea
        id={id}
        className="form-control"
        rows={3}
        maxLength={MAX_CANCEL_REASON_LENGTH}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ActionDialog>
  )
}
