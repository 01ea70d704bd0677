import { formatDate, formatDollars } from '@shop/shared/format'
import { useId, useState, type ReactNode } from 'react'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { OrderItem } from '@shop/shared/schemas/orders'
import type { Order } from '../orders.api'
import { OrderDetails } from './order-details'
import { OrderStatusBadge, PickupReadyNote, RefundNote, ShipsWithNote } from './order-status-badge'
import { ProductThumbnail } from '../../../components/product-thumbnail'
import { TrackOrderModal } from './track-order-modal'

/** How many item pictures the collapsed order row shows. */
const PREVIEW_ITEMS = 4

/**
 * One order of My Orders: number, date, status, total, Track Order, details and invoice. `extraAction`
 * is a button the page adds (Buy again), so this feature never imports the cart.
 */
export function OrderCard({
  order,
  extraAction,
  returns,
  lineNote,
}: {
  order: Order
  extraAction?: ReactNode
  /** A delivered order's returns panel, composed by the page (the returns feature). */
  returns?: ReactNode
  /** What another wing says of one line (a recall of a lot it took), composed by the page. */
  lineNote?: (item: OrderItem) => ReactNode
}) {
  const timeZone = useShopTimeZone()
  const [tracking, setTracking] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const detailsId = useId()
  const headingId = useId()
  const more = order.items.length - PREVIEW_ITEMS
  return (
    <article className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-header bg-white">
        <h3 id={headingId} className="visually-hidden">
          Order {order.order_no}
        </h3>
        <dl className="row row-cols-2 row-cols-md-4 g-2 small mb-0">
          <div className="col">
            <dt className="fw-normal text-body-secondary">Order Placed</dt>
            <dd className="mb-0">{formatDate(order.created_at, timeZone)}</dd>
          </div>
          <div className="col">
            <dt className="fw-normal text-body-secondary">Total</dt>
            <dd className="mb-0">{formatDollars(order.grand_total)}</dd>
          </div>
          <div className="col">
            <dt className="fw-normal text-body-secondary">Status</dt>
            <dd className="mb-0">
              <OrderStatusBadge order={order} />
            </dd>
          </div>
          <div className="col">
            <dt className="fw-normal text-body-secondary">Order #</dt>
            <dd className="mb-0 text-break">{order.order_no}</dd>
          </div>
        </dl>
      </div>
      <div className="card-body">
        <div className="d-flex flex-column flex-md-row gap-3 justify-content-between">
          <ul className="list-unstyled d-flex flex-wrap align-items-center gap-2 mb-0">
            {order.items.slice(0, PREVIEW_ITEMS).map((item) => (
              <li key={item.id} className="d-flex align-items-center gap-2">
                <ProductThumbnail
                  compressed={item.product.thumbnail_compress}
                  original={item.product.thumbnail}
                  alt={item.product.product_name}
                  size={48}
                />
                {order.items.length === 1 ? (
                  <span className="small">
                    {item.product.product_name} × {item.quantity}
                  </span>
                ) : null}
              </li>
            ))}
            {more > 0 ? <li className="small text-body-secondary">+{more} more</li> : null}
          </ul>
          <div className="d-flex flex-wrap gap-2 align-items-start">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setTracking(true)}>
              Track Order
            </button>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? 'Hide Details' : 'Order Details'}
            </button>
            {order.invoice_pdf ? (
              <a
                className="btn btn-outline-primary btn-sm"
                href={order.invoice_pdf}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Invoice for order ${order.order_no} (PDF, opens in a new tab)`}
              >
                Invoice
              </a>
            ) : null}
            {extraAction}
          </div>
        </div>
        <PickupReadyNote order={order} />
        <RefundNote order={order} />
        <ShipsWithNote order={order} />
        <div id={detailsId} hidden={!expanded}>
          {expanded ? <OrderDetails order={order} returns={returns} lineNote={lineNote} /> : null}
        </div>
      </div>
      <TrackOrderModal
        orderId={order.id}
        orderNo={order.order_no}
        refund={order.refund}
        show={tracking}
        onHide={() => setTracking(false)}
      />
    </article>
  )
}
