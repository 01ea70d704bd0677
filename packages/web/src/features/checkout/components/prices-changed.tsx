import { formatMoney } from '@shop/shared/format'
import type { OrderTotals } from '@shop/shared/order-totals'

/** A 409 prices_changed answer: the figures the shop charges now; nothing was charged. */
export function PricesChanged({ current }: { current: OrderTotals }) {
  return (
    <div className="alert alert-warning mb-0" role="alert">
      <h3 className="h6">Prices have changed. Please review your order.</h3>
      <p className="small">Nothing was charged. The shop&apos;s current figures are:</p>
      <dl className="small mb-2">
        {(
          [
            ['Subtotal', current.subTotalCents],
            ['Coupon discount', current.couponDiscountCents],
            ['Shipping', current.shippingChargeCents],
            ['Tax', current.taxCents],
            ['Total', current.totalCents],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between">
            <dt className="fw-normal">{label}</dt>
            <dd className="mb-0">{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="small mb-0">Your order above now shows them. Press Pay to continue.</p>
    </div>
  )
}
