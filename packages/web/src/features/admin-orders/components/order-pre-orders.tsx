import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import { Link } from 'react-router'
import { StatusBadge } from '../../../components/admin/status-badge'
import { TitledSection } from '../../../components/admin/titled-section'
import { adminPaths } from '../../../config/admin-paths'

/** The pre-orders that leave in this order's parcel, and whether each still waits for stock. */
export function OrderPreOrders({ order }: { order: AdminOrderDetail }) {
  if (order.pre_orders.length === 0) return null
  return (
    <TitledSection title="Pre-orders travelling with this order">
      <p className="small">
        The customer was promised no second shipping charge: these leave in this order's parcel.
      </p>
      <ul className="list-unstyled mb-0">
        {order.pre_orders.map((p) => (
          <li key={p.id} className="mb-1">
            <Link to={adminPaths.order(p.id)} className="fw-semibold">
              {p.order_no}
            </Link>{' '}
            <StatusBadge status={p.waiting_for_stock ? 'Waiting for stock' : 'Stock in'} />{' '}
            <span className="small text-muted">
              {p.waiting_for_stock
                ? 'This order waits for it before it leaves.'
                : 'Pack it in the same parcel: it leaves with this order.'}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
