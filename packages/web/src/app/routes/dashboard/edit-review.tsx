import { selectCurrentUser } from '../../../features/auth/auth.slice'
import { EditReviewScreen } from '../../../features/reviews/components/edit-review-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAppSelector } from '../../../store/hooks'
import { ReviewProductHeading } from '../../review-product-heading'

/** Edit Review (/dashboard/edit-review/{reviewId}): the customer's own review, loaded and saved. */
export default function EditReviewPage() {
  useDocumentTitle('Edit Review')
  const user = useAppSelector(selectCurrentUser)
  return (
    <EditReviewScreen
      userId={user?.id ?? 0}
      productHeading={(productId) => <ReviewProductHeading productId={productId} />}
    />
  )
}
