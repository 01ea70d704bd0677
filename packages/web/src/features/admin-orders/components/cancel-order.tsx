import { formatMoney } from '@shop/shared/format'
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { ConfirmDialog, ConfirmNote } from '../../../components/admin/confirm-dialog'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useCancelOrderMutation } from '../admin-orders.api'

/** Cancels an order: its stock goes back to its lots and a paid card is refunded through the gateway. */
export function CancelOrder({ order }: { order: AdminOrderDetail }) {
  const [cancel, { isLoading }] = useCancelOrderMutation()
  const [asking, setAsking] = useState(false)
  const [notes, setNotes] = useState('')
  if (!order.next_statuses.includes('Cancelled')) return null
  const paid = order.payment_status === 'paid'

  const confirm = async () => {
    const result = await cancel({ id: order.id, body: { notes } })
    if (announceOutcome(result, 'Order cancelled.')) {
      if (result.data?.refund === 'failed')
        toast.warning('The card refund failed: give the money back by hand.', { autoClose: false })
      setAsking(false)
      setNotes('')
    }
  }

  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setAsking(true)}>
        {paid ? 'Cancel and refund' : 'Cancel order'}
      </button>
      <ConfirmDialog
        show={asking}
        title={`Cancel order ${order.order_no}?`}
        confirmLabel={paid ? 'Cancel and refund' : 'Cancel order'}
        danger
        busy={isLoading}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          Its items go back into stock
          {paid ? `, and ${formatMoney(order.grand_total_cents)} is refunded to the customer's card` : ''}.
          The customer is e-mailed.
        </p>
        <ConfirmNote
          label="Note to the customer (optional)"
          value={notes}
          onChange={setNotes}
          maxLength={1000}
        />
      </ConfirmDialog>
    </>
  )
}
