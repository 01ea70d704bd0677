import { errorMessage } from '../../../store/api'
import { LOAD_FAILED } from '../use-product-page'

/** A product that failed to load for another reason than not existing: say so, offer to try again. */
export function ProductUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <section className="text-center py-5">
      <h1 className="h4">Product unavailable</h1>
      <p>{errorMessage(error, LOAD_FAILED)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  )
}
