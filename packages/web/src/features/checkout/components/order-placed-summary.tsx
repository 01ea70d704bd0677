import '../checkout.css'
import { deliveryPromise } from '@shop/shared/delivery-promise'
import { formatDate, formatMoney } from '@shop/shared/format'
import { openingHoursText } from '@shop/shared/order-status'
import { addressLines } from '@shop/shared/postal-address'
import type { OrderSummaryState } from '../checkout.api'

/** When the shopper can expect the order (the FAQ's and store page's own promises). */
function expectedTime(summary: OrderSummaryState, preorder: boolean, dispatchCutoff: string): string {
  if (preorder) return 'A pre-order ships when the stock arrives; we e-mail you when it is on its way.'
  if (summary.pickup)
    return `Usually ready within two business hours; we e-mail you when it is. Opening hours: ${openingHoursText()}. Bring your order number and a photo ID.`
  return deliveryPromise(dispatchCutoff)
}

/**
 * The total as it was paid: on account it is 'Total', to be invoiced, with the PO number and due
 * date; with store credit, the credit's line and what the card paid; otherwise 'Total paid'.
 */
function PlacedTotal({ summary }: { summary: OrderSummaryState }) {
  const payment = summary.payment
  const row = (label: string, cents: number, testId: string, bold = false) => (
    <p className={`d-flex justify-content-between mb-0${bold ? ' fw-bold' : ' small'}`} data-testid={testId}>
      <span>{label}</span>
      <span>{formatMoney(cents)}</span>
    </p>
  )
  if (payment?.kind === 'account') {
    return (
      <>
        {row('Total', summary.totalCents, 'placed-total', true)}
        <p className="small mb-0" data-testid="placed-invoice">
          To be invoiced to your business account
          {payment.poNumber ? `, purchase order ${payment.poNumber}` : ''}; payment due by{' '}
          {formatDate(payment.dueOn)}.
        </p>
      </>
    )
  }
  if (payment?.kind === 'card' && payment.storeCreditCents > 0) {
    return (
      <>
        {row('Total', summary.totalCents, 'placed-total', true)}
        {row('Paid with store credit', payment.storeCreditCents, 'placed-store-credit')}
        {row('Paid by card', payment.cardCents, 'placed-card')}
      </>
    )
  }
  return row('Total paid', summary.totalCents, 'placed-total', true)
}

/**
 * What the success page says beyond the numbers (docs/requirements/carts-and-checkout.md §12): the
 * items, the total, where the order goes (or where to collect it) and when to expect it.
 */
export function OrderPlacedSummary({
  summary,
  preorder,
  shipsWithOrder,
  dispatchCutoff,
}: {
  summary: OrderSummaryState
  preorder: boolean
  /** The shop's dispatch cut-off ('HH:MM'), which the delivery promise is said from. */
  dispatchCutoff: string
  /** The earlier paid order a pre-order ships with, at no second shipping charge. */
  shipsWithOrder?: string | null
}) {
  const address = addressLines(summary.address)
  return (
    <div className="order-placed-summary text-start">
      <section aria-labelledby="placed-items-title" className="mb-3">
        <h2 id="placed-items-title" className="h6">
          Items
        </h2>
        <ul className="list-unstyled mb-2">
          {summary.lines.map((l) => (
            <li key={l.rowId} className="d-flex justify-content-between gap-3 border-bottom py-1">
              <span className="order-placed-name">
                {l.name}
                {/* A product named after its pack ('..., Box of 100') does not say it twice. */}
                {l.pack && !l.name.endsWith(l.pack) ? (
                  <span className="fw-semibold">, {l.pack}</span>
                ) : null}{' '}
                × {l.qty}
              </span>
              <span className="text-nowrap">{formatMoney(l.totalCents)}</span>
            </li>
          ))}
        </ul>
        {summary.couponCents ? (
          <p className="d-flex justify-content-between mb-0 small" data-testid="placed-coupon">
            <span>Coupon{summary.couponCode ? ` ${summary.couponCode}` : ''}</span>
            <span>−{formatMoney(summary.couponCents)}</span>
          </p>
        ) : null}
        <p className="d-flex justify-content-between mb-0 small">
          <span>Shipping</span>
          <span>{summary.shippingCents === 0 ? 'Free' : formatMoney(summary.shippingCents)}</span>
        </p>
        {summary.taxCents ? (
          <p className="d-flex justify-content-between mb-0 small">
            <span>Tax</span>
            <span>{formatMoney(summary.taxCents)}</span>
          </p>
        ) : null}
        <PlacedTotal summary={summary} />
      </section>
      <section aria-labelledby="placed-delivery-title" className="mb-3">
        <h2 id="placed-delivery-title" className="h6">
          {summary.pickup ? 'Pickup at our store' : 'Delivery to'}
        </h2>
        {address.length > 0 ? (
          <address className="small mb-2">
            {address.map((line) => (
              <span key={line} className="d-block">
                {line}
              </span>
            ))}
          </address>
        ) : null}
        {shipsWithOrder ? (
          <p className="small mb-2">Ships with your order {shipsWithOrder}, at no second shipping charge.</p>
        ) : null}
        <p className="small mb-0" data-testid="expected-time">
          {expectedTime(summary, preorder, dispatchCutoff)}
        </p>
      </section>
    </div>
  )
}
