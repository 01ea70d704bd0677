import { formatDate, formatDollars } from '@shop/shared/format'
import { paymentText } from '@shop/shared/order-status'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { addressLines } from '@shop/shared/postal-address'
import type { OrderItem } from '@shop/shared/schemas/orders'
import { useGetOrderDetailQuery, type Order } from '../orders.api'
import { ProductThumbnail } from '../../../components/product-thumbnail'

function money(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? formatDollars(value) : null
}

function AddressBlock({ title, value }: { title: string; value: unknown }) {
  const lines = addressLines(value)
  if (lines.length === 0) return null
  return (
    <div className="col-sm-6">
      <h4 className="h6">{title}</h4>
      <address className="small mb-0">
        {lines.map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
      </address>
    </div>
  )
}

/** The order details panel (docs/requirements/orders-and-subscriptions.md §3): items with thumbnails, addresses and totals. */
export function OrderDetails({
  order,
  returns,
  lineNote,
}: {
  order: Order
  returns?: ReactNode
  lineNote?: (item: OrderItem) => ReactNode
}) {
  // The list row is shown at once; the detail call adds what the list leaves out (billing, coupon, tax).
  const { data, isError } = useGetOrderDetailQuery(order.id)
  const detail: Order = data ?? order
  const pickup = detail.pickup_order === 1
  const totals: Array<[string, string | null]> = [
    ['Subtotal', money(detail.sub_total)],
    ['Coupon discount', detail.coupon_discount > 0 ? `- ${money(detail.coupon_discount)}` : null],
    ['Shipping', money(detail.shipping_charge)],
    ['Tax', detail.tax_amount > 0 ? money(detail.tax_amount) : null],
  ]
  return (
    <div className="border-top pt-3 mt-3">
      {isError ? (
        <p className="small text-danger" role="alert">
          Some details of this order could not be loaded.
        </p>
      ) : null}
      <h3 className="h6">Items</h3>
      <ul className="list-unstyled mb-3">
        {detail.items.map((item) => (
          <li key={item.id} className="d-flex align-items-center gap-3 py-2 border-bottom">
            <ProductThumbnail
              compressed={item.product.thumbnail_compress}
              original={item.product.thumbnail}
              alt={item.product.product_name}
              size={56}
            />
            <div className="flex-grow-1">
              <p className="mb-0">{item.product.product_name}</p>
              {/* The code whole: a phone's narrow column broke it at its hyphens. */}
              <p className="small text-body-secondary mb-0">
                Item code <span className="text-nowrap">{item.product.sku}</span>
              </p>
              {item.lots && item.lots.length > 0 && (
                <p className="small text-body-secondary mb-0">
                  Shipped from{' '}
                  {item.lots
                    .map(
                      (l) =>
                        `lot ${l.lot_number}${l.expiry_date ? ` (expires ${formatDate(l.expiry_date)})` : ''} × ${l.quantity}`,
                    )
                    .join(', ')}
                </p>
              )}
              {lineNote?.(item)}
            </div>
            <div className="text-end">
              <p className="mb-0 text-nowrap small text-body-secondary">
                Qty {item.quantity} × {formatDollars(item.price)}
              </p>
              <p className="mb-1 text-nowrap fw-semibold">{formatDollars(item.line_total)}</p>
              <Link to={paths.createReview(item.product_id)} className="small text-nowrap">
                Write a review<span className="visually-hidden"> of {item.product.product_name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <div className="row g-3 mb-3">
        {pickup ? (
          <AddressBlock title="Pickup address" value={detail.pickup_address} />
        ) : (
          <AddressBlock title="Shipping address" value={detail.shipping_address} />
        )}
        <AddressBlock title="Billing address" value={detail.billing_address} />
      </div>
      <dl className="order-totals small mb-0">
        {totals
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="d-flex justify-content-between">
              <dt className="fw-normal">{label}</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
        <div className="d-flex justify-content-between fw-semibold border-top pt-1 mt-1">
          <dt>Total</dt>
          <dd className="mb-0">{formatDollars(detail.grand_total)}</dd>
        </div>
        {detail.store_credit > 0 ? (
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">Paid with store credit</dt>
            <dd className="mb-0">- {formatDollars(detail.store_credit)}</dd>
          </div>
        ) : null}
        {detail.payment_method ? (
          <div className="d-flex justify-content-between text-body-secondary">
            <dt className="fw-normal">Payment</dt>
            <dd className="mb-0">{paymentText(detail)}</dd>
          </div>
        ) : null}
      </dl>
      {detail.order_status === 'Delivered' ? returns : null}
    </div>
  )
}
