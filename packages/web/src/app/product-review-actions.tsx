import { lazy, memo, Suspense, useState } from 'react'
import { HydrateLater } from '../lib/hydration'

// The review form brings react-hook-form (its chunk is loaded after the page's) and the dialog
// react-bootstrap's (loaded on the button's press); zod loads with the first submission.
const ReviewFormSlot = lazy(async () => ({
  default: (await import('./product-review-slots')).ReviewFormSlot,
}))
const ReviewDialogSlot = lazy(async () => ({
  default: (await import('./review-dialog-slot')).ReviewDialogSlot,
}))

/**
 * The server's HTML shows the form at once; it is hydrated once its code is in. Memoised: a
 * section waiting for its code must not be re-rendered with new props (React would drop the
 * server's HTML for it).
 */
export const ReviewForm = memo(function ReviewForm({ productId }: { productId: number }) {
  return (
    <HydrateLater>
      <ReviewFormSlot productId={productId} />
    </HydrateLater>
  )
})

/** The button that opens the review dialog (its code loads on the press). */
export function ReviewAction({ productId }: { productId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn btn-outline-primary" onClick={() => setOpen(true)}>
        Write a review
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReviewDialogSlot productId={productId} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
