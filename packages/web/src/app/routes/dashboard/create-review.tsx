import { selectCurrentUser } from '../../../features/auth/auth.slice'
import { CreateReviewScreen } from '../../../features/reviews/components/create-review-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAppSelector } from '../../../store/hooks'
import { ReviewProductHeading } from '../../review-product-heading'

/** Create Review (/dashboard/create-review/{productId}); once saved, the reviews list shows it. */
export default function CreateReviewPage() {
  useDocumentTitle('Create Review')
  const user = useAppSelector(selectCurrentUser)
  return (
    <CreateReviewScreen
      userId={user?.id ?? 0}
      productHeading={(productId) => <ReviewProductHeading productId={productId} />}
    />
  )
}
