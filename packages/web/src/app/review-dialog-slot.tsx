import { ReviewDialog } from '../features/reviews/components/review-dialog'
import { useReviewer } from './product-review-slots'

/** The product page's review dialog (react-bootstrap's), loaded when its button is pressed. */
export function ReviewDialogSlot({ productId, onHide }: { productId: number; onHide: () => void }) {
  return <ReviewDialog {...useReviewer(productId)} onHide={onHide} />
}
