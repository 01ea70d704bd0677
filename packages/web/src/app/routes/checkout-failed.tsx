import { Link, useLocation } from 'react-router'
import { paths } from '../../config/paths'
import type { CheckoutFailedState } from '../../features/checkout/checkout.api'
import { useDocumentTitle } from '../../lib/use-document-title'

function isFailedState(value: unknown): value is CheckoutFailedState {
  const failure = (value as { failure?: { message?: unknown } } | null)?.failure
  return typeof failure?.message === 'string'
}

/**
 * What a shopper can do after a refusal, by its kind (the shop's own words, never the raw answer):
 * a declined card was not charged; a changed price or stock is checked again; a lost connection
 * may have gone through, so the orders list is where to look first.
 */
function advice(failure: CheckoutFailedState['failure'] | null): string[] {
  if (failure?.status === 'FETCH_ERROR')
    return [
      'We could not reach the shop, so we cannot tell whether the payment went through.',
      'Check My Orders before you pay again: a paid order shows there within a minute.',
    ]
  if (failure?.status === 409)
    return [
      'A price or the stock changed while you were paying. Nothing was charged.',
      'Try again to see the new figures.',
    ]
  if (failure?.status === 429)
    return ['Too many attempts in a short time. Nothing was charged.', 'Wait a few minutes, then try again.']
  return [
    'Your card was not charged.',
    'Check the card number, the expiry date and the CVC, then try again.',
    'If it is refused again, use another card or ask your bank why it was declined.',
  ]
}

/** /checkout/failed and /checkout/error (docs/requirements/carts-and-checkout.md §12): 'Disapproved', what happened and what to do. */
export default function CheckoutFailedPage() {
  useDocumentTitle('Payment failed')
  const state: unknown = useLocation().state
  const failure = isFailedState(state) ? state.failure : null
  // Only the two checkout pages are places to try again from.
  const retryTo =
    isFailedState(state) && state.retryTo === paths.confirmPreorder
      ? paths.confirmPreorder
      : paths.confirmOrder
  return (
    <section className="py-4">
      <div className="card shadow-sm mx-auto" style={{ maxWidth: 720 }}>
        <div className="card-body p-4">
          <h1 className="h3 text-danger text-center">Disapproved</h1>
          <p className="text-center" role="alert">
            {failure ? failure.message : 'The payment was not completed.'}
          </p>
          <h2 className="h6">What you can do</h2>
          <ul className="mb-3">
            {advice(failure).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {failure && failure.status !== 'FETCH_ERROR' && (
            <p className="small text-body-secondary">
              If you call us about it, mention error {failure.status}.
            </p>
          )}
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link className="btn btn-primary" to={retryTo}>
              Try Again
            </Link>
            <Link className="btn btn-outline-primary" to={paths.cart}>
              Back to Cart
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
