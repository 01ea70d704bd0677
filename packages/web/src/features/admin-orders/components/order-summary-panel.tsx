import { formatDateTime } from '@shop/shared/format'
import { staffOrderState } from '@shop/shared/order-status'
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import { Link } from 'react-router'
import { StatusBadge } from '../../../components/admin/status-badge'
import { TitledSection } from '../../../components/admin/titled-section'
import { adminPaths } from '../../../config/admin-paths'
import { useShopTimeZone } from '../../../lib/shop-time-zone'

/** When the order was placed, by whom, its state, how it is delivered and what it belongs to. */
export function OrderSummaryPanel({ order }: { order: AdminOrderDetail }) {
  const timeZone = useShopTimeZone()
  return (
    <TitledSection title="Summary">
      <dl className="admin-dl">
        <dt>Placed</dt>
        <dd>{formatDateTime(order.created_at, timeZone)}</dd>
        <dt>Customer</dt>
        <dd>
          <Link to={adminPaths.customer(order.customer_id)}>{order.customer_name}</Link>
          <div className="small">{order.email}</div>
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={staffOrderState(order)} />
        </dd>
        <dt>Delivery</dt>
        <dd>{order.pickup ? 'Store pickup' : 'Shipping'}</dd>
        {order.back_order && (
          <>
            <dt>Kind</dt>
            <dd>Pre-order</dd>
          </>
        )}
        {order.ships_with_order && (
          <>
            <dt>Travels with</dt>
            <dd>
              <Link to={adminPaths.order(order.ships_with_order.id)}>{order.ships_with_order.order_no}</Link>
              <div className="small text-muted">Same parcel, no second shipping charge.</div>
            </dd>
          </>
        )}
        {order.subscription_id !== null && (
          <>
            <dt>Subscription</dt>
            <dd>
              <Link to={`${adminPaths.subscriptions}?customer_id=${order.customer_id}`}>Renewal order</Link>
            </dd>
          </>
        )}
      </dl>
    </TitledSection>
  )
}
