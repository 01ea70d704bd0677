import { isPackable } from '@shop/shared/order-status'
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import { FileButton } from '../../../components/admin/file-button'
import { TitledSection } from '../../../components/admin/titled-section'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useResendConfirmationMutation } from '../admin-orders.api'
import { AdvanceStatusForm } from './advance-status-form'
import { CancelOrder } from './cancel-order'

/** What staff do with a paid order: move its status on, its packing slip and invoice, the confirmation again, cancel. */
export function OrderFulfilment({ order }: { order: AdminOrderDetail }) {
  const [resend, { isLoading: resending }] = useResendConfirmationMutation()
  // Only an order whose card was charged (and perhaps refunded since) has anything to pack or confirm.
  const placed = order.payment_status === 'paid' || order.payment_status === 'refunded'
  return (
    <TitledSection title="Fulfilment">
      {!placed ? (
        <p className="small mb-0">
          {order.payment_status === 'failed'
            ? 'The card was declined: this checkout attempt is not an order. Nothing is packed or sent, and its stock went back.'
            : 'The card payment has not answered yet: nothing is packed or sent until it is paid.'}
        </p>
      ) : (
        <>
          <AdvanceStatusForm order={order} />
          <div className="d-flex flex-wrap gap-2 mt-3 pt-3 border-top">
            {isPackable(order.payment_status) && (
              <FileButton
                path={`orders/${order.id}/packing-slip`}
                fileName={`packing-slip-${order.order_no}.pdf`}
              >
                Packing slip (PDF)
              </FileButton>
            )}
            {order.has_invoice && (
              <FileButton path={`orders/${order.id}/invoice`} fileName={`invoice-${order.order_no}.pdf`}>
                Invoice (PDF)
              </FileButton>
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={resending}
              onClick={async () => announceOutcome(await resend(order.id), 'Confirmation sent again.')}
            >
              {resending ? 'Sending…' : 'Resend confirmation'}
            </button>
            <CancelOrder order={order} />
          </div>
        </>
      )}
    </TitledSection>
  )
}
