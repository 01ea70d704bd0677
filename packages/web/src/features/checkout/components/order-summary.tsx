import { formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import type { OrderTotals } from '@shop/shared/order-totals'

interface OrderSummaryProps {
  figures: OrderTotals
  itemCount: number
  pickup: boolean
  /** Shown instead of the shipping figure while it cannot be known (no address yet, loading, refused). */
  shippingNote?: string | null
  /** A pre-order shipping with this paid order, at no second shipping charge. */
  shipsWithOrderNo?: string | null
  /** What Subscribe & Save already took off the prices above (information, not a second discount). */
  subscriptionSavingsCents?: Cents
  /** The store credit this order spends before the card (creditToSpend of the balance). */
  storeCreditCents?: number
}

/** Subtotal, coupon, shipping, tax and total (total = subtotal - coupon + shipping + tax). */
export function OrderSummary({
  figures,
  itemCount,
  pickup,
  shippingNote,
  shipsWithOrderNo,
  subscriptionSavingsCents,
  storeCreditCents: credit = 0,
}: OrderSummaryProps) {
  return (
    <dl className="mb-0 order-summary">
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd className="mb-1">{formatMoney(figures.subTotalCents)}</dd>
      </div>
      {subscriptionSavingsCents && subscriptionSavingsCents > 0 ? (
        <div className="d-flex justify-content-between small text-body-secondary">
          <dt className="fw-normal">Subscribe &amp; Save savings (in the prices)</dt>
          <dd className="mb-1">{formatMoney(subscriptionSavingsCents)}</dd>
        </div>
      ) : null}
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">Coupon discount</dt>
        <dd className="mb-1">
          {figures.couponDiscountCents > 0 ? '- ' : ''}
          {formatMoney(figures.couponDiscountCents)}
        </dd>
      </div>
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">{pickup ? 'Shipping (store pickup)' : 'Shipping'}</dt>
        <dd className="mb-1 text-end">{shippingNote ?? formatMoney(figures.shippingChargeCents)}</dd>
      </div>
      {shipsWithOrderNo ? (
        <div className="small text-success-emphasis">
          <dt className="visually-hidden">Shipped with</dt>
          <dd className="mb-1" data-testid="ships-with">
            Ships with your order {shipsWithOrderNo}: no second shipping charge.
          </dd>
        </div>
      ) : null}
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">Tax</dt>
        <dd className="mb-1">{formatMoney(figures.taxCents)}</dd>
      </div>
      <div className="d-flex justify-content-between border-top pt-2 mt-1 fs-5 fw-semibold">
        <dt>Total</dt>
        <dd className="mb-0" data-testid="order-total">
          {formatMoney(figures.totalCents)}
        </dd>
      </div>
      {credit > 0 ? (
        <>
          <div className="d-flex justify-content-between text-success-emphasis">
            <dt className="fw-normal">Store credit</dt>
            <dd className="mb-1" data-testid="store-credit-used">
              - {formatMoney(credit)}
            </dd>
          </div>
          <div className="d-flex justify-content-between fw-semibold">
            <dt>To pay by card</dt>
            <dd className="mb-0" data-testid="card-total">
              {formatMoney((figures.totalCents - credit) as Cents)}
            </dd>
          </div>
        </>
      ) : null}
    </dl>
  )
}
