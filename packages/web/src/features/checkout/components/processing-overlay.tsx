import '../checkout.css'
/** docs/requirements/carts-and-checkout.md §5: the 'Processing' loader shown while the payment is on its way. */
export function ProcessingOverlay({ show }: { show: boolean }) {
  if (!show) return null
  return (
    <div className="processing-overlay" role="status" aria-live="assertive">
      <div className="bg-white rounded shadow p-4 text-center">
        <div className="spinner-border text-primary mb-3" aria-hidden="true" />
        <p className="h5 mb-1">Processing</p>
        <p className="small text-body-secondary mb-0">Please do not close or reload this page.</p>
      </div>
    </div>
  )
}
