import { Link, useLocation } from 'react-router'
import { paths } from '../../config/paths'
import type { CheckoutFailedState } from '../../features/checkout/checkout.api'
import { useDocumentTitle } from '../../lib/use-document-title'

function isFailedState(value: unknown): value is CheckoutFailedState {
  const failure = (value as { failure?: { message?: unknown } } | null)?.failure
  return typeof failure?.message === 'string'
}

/** /checkout/failed and /checkout/error (docs/requirements/carts-and-checkout.md §12): 'Disapproved' with the error. */
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
          <p className="text-center text-body-secondary small">
            Please check your card and address details, then try again.
          </p>
          <h2 className="h6">Error details</h2>
          <pre className="bg-light border rounded p-3 small" tabIndex={0} aria-label="Error details">
            {JSON.stringify(
              failure
                ? {
                    status: failure.status,
                    ...(typeof failure.error === 'object' ? failure.error : { error: failure.error }),
                  }
                : { message: 'No details are available.' },
              null,
              2,
            )}
          </pre>
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
