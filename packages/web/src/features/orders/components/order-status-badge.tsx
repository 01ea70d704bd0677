import { openingHoursText, READY_FOR_PICKUP } from '@shop/shared/order-status'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { refundText } from '../order-display'
import type { Order } from '../orders.api'

/** The status as the shopper reads it ('Paid', 'Preparing', 'Ready for pickup'...), from the server's label. */
export function OrderStatusBadge({ order }: { order: Pick<Order, 'status_label'> }) {
  return <span className="badge text-bg-light border order-status">{order.status_label}</span>
}

/**
 * A pickup order that is ready says where and when to collect it: the store's address and opening
 * hours (docs/requirements/orders-and-subscriptions.md §1). Nothing for any other order.
 */
export function PickupReadyNote({
  order,
}: {
  order: Pick<Order, 'status_label' | 'pickup_order' | 'pickup_address'>
}) {
  if (order.pickup_order !== 1 || order.status_label !== READY_FOR_PICKUP) return null
  return (
    <p className="alert alert-success small mb-0 mt-3" data-testid="pickup-ready">
      <strong>Ready for pickup</strong>
      {order.pickup_address ? ` at ${order.pickup_address}` : ''}. Opening hours: {openingHoursText()}. Bring
      your order number and a photo ID.
    </p>
  )
}

/** A cancelled order whose card was refunded says so: the amount, the card and the day. */
export function RefundNote({ order }: { order: Pick<Order, 'refund'> }) {
  const timeZone = useShopTimeZone()
  if (!order.refund) return null
  return (
    <p className="alert alert-info small mb-0 mt-3" data-testid="refund-note">
      <strong>Refunded.</strong> {refundText(order.refund, timeZone)}
    </p>
  )
}

/** A pre-order still travelling with an earlier paid order says which, and that it pays no second shipping. */
export function ShipsWithNote({ order }: { order: Pick<Order, 'ships_with_order_no' | 'order_status'> }) {
  if (!order.ships_with_order_no || order.order_status === 'Cancelled') return null
  return (
    <p className="small mb-0 mt-3">
      Ships with your order {order.ships_with_order_no}, at no second shipping charge.
    </p>
  )
}
