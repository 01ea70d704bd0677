import { formatDollars } from '@shop/shared/money'
import type { CheckoutAmounts } from '@shop/shared/schemas/checkout'

/** A 409 prices_changed answer: the figures the shop charges now; nothing was charged. */
export function PricesChanged({ current }: { current: CheckoutAmounts }) {
  return (
    <div className="alert alert-warning mb-0" role="alert">
      <h3 className="h6">Prices have changed. Please review your order.</h3>
      <p className="small">Nothing was charged. The shop&apos;s current figures are:</p>
      <dl className="small mb-2">
        {(
          [
            ['Subtotal', current.subTotal],
            ['Coupon discount', current.couponDiscount],
            ['Shipping', current.shippingCharge],
            ['Tax', current.taxAmount],
            ['Total', current.total],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between">
            <dt className="fw-normal">{label}</dt>
            <dd className="mb-0">{formatDollars(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="small mb-0">Your order above now shows them. Press Pay to continue.</p>
    </div>
  )
}
