import { formatDollars } from '@shop/shared/money'
import type { CheckoutAmounts } from '@shop/shared/schemas/checkout'

interface OrderSummaryProps {
  figures: CheckoutAmounts
  itemCount: number
  pickup: boolean
  /** Shown instead of the shipping figure while it cannot be known (no address yet, loading, refused). */
  shippingNote?: string | null
  /** What Subscribe & Save already took off the prices above (information, not a second discount). */
  subscriptionSavings?: number
}

/** Subtotal, coupon, shipping, tax and total (total = subtotal - coupon + shipping + tax). */
export function OrderSummary({
  figures,
  itemCount,
  pickup,
  shippingNote,
  subscriptionSavings,
}: OrderSummaryProps) {
  return (
    <dl className="mb-0 order-summary">
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd className="mb-1">{formatDollars(figures.subTotal)}</dd>
      </div>
      {subscriptionSavings && subscriptionSavings > 0 ? (
        <div className="d-flex justify-content-between small text-body-secondary">
          <dt className="fw-normal">Subscribe &amp; Save savings (in the prices)</dt>
          <dd className="mb-1">{formatDollars(subscriptionSavings)}</dd>
        </div>
      ) : null}
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">Coupon discount</dt>
        <dd className="mb-1">
          {figures.couponDiscount > 0 ? '- ' : ''}
          {formatDollars(figures.couponDiscount)}
        </dd>
      </div>
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">{pickup ? 'Shipping (store pickup)' : 'Shipping'}</dt>
        <dd className="mb-1 text-end">{shippingNote ?? formatDollars(figures.shippingCharge)}</dd>
      </div>
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">Tax</dt>
        <dd className="mb-1">{formatDollars(figures.taxAmount)}</dd>
      </div>
      <div className="d-flex justify-content-between border-top pt-2 mt-1 fs-5 fw-semibold">
        <dt>Total</dt>
        <dd className="mb-0" data-testid="order-total">
          {formatDollars(figures.total)}
        </dd>
      </div>
    </dl>
  )
}
