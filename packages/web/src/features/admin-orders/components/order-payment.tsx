import { formatDateTime } from '@shop/shared/format'
import { paymentLabel } from '@shop/shared/order-status'
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import { StatusBadge } from '../../../components/admin/status-badge'
import { TitledSection } from '../../../components/admin/titled-section'
import { useShopTimeZone } from '../../../lib/shop-time-zone'

/** How the order was paid: status, method and card, the gateway's transaction, when, and what it said. */
export function OrderPayment({ order }: { order: AdminOrderDetail }) {
  const timeZone = useShopTimeZone()
  return (
    <TitledSection title="Payment">
      <dl className="admin-dl">
        <dt>Status</dt>
        <dd>
          {/* Confirmed without a card: what the customer owes is on the account's invoice. */}
          <StatusBadge
            status={
              order.payment.method === 'account' && order.payment_status === 'paid'
                ? 'Invoiced on account'
                : paymentLabel(order.payment_status)
            }
          />
        </dd>
        <dt>Method</dt>
        <dd>
          {order.payment.method === 'account' ? 'On account' : order.payment.method}
          {order.payment.card_brand &&
            ` · ${order.payment.card_brand} •••• ${order.payment.card_last4 ?? ''}`}
        </dd>
        {order.payment.transaction_id && (
          <>
            <dt>Transaction</dt>
            <dd>{order.payment.transaction_id}</dd>
          </>
        )}
        {order.payment.paid_at && (
          <>
            <dt>Paid</dt>
            <dd>{formatDateTime(order.payment.paid_at, timeZone)}</dd>
          </>
        )}
        {order.payment.error && (
          <>
            <dt>Gateway said</dt>
            <dd>{order.payment.error}</dd>
          </>
        )}
      </dl>
    </TitledSection>
  )
}
