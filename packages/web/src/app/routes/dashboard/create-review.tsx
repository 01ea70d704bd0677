import { useNavigate, useParams } from 'react-router'
import { paths } from '../../../config/paths'
import { selectCurrentUser } from '../../../features/auth/auth.slice'
import {
  CustomerReviewForm,
  type CustomerReviewValues,
} from '../../../features/reviews/components/customer-review-form'
import { useReviewSave } from '../../../features/reviews/hooks/use-review-save'
import { useCreateCustomerReviewMutation } from '../../../features/reviews/reviews.api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAppSelector } from '../../../store/hooks'
import { ReviewProductHeading } from '../../review-product-heading'

/** Create Review (/dashboard/create-review/{productId}); once saved, the reviews list shows it. */
export default function CreateReviewPage() {
  useDocumentTitle('Create Review')
  const productId = Number(useParams().productId)
  const user = useAppSelector(selectCurrentUser)
  const [create, { isLoading }] = useCreateCustomerReviewMutation()
  const { save, refusal } = useReviewSave()

  const navigate = useNavigate()

  // Once saved, the review is shown where the customer keeps them: the reviews list.
  const onSave = async (values: CustomerReviewValues) => {
    const saved = await save(() =>
      create({ ...values, product_id: productId, user_id: user?.id ?? 0 }).unwrap(),
    )
    if (saved) void navigate(paths.dashboardReviews)
    return saved
  }

  return (
    <div>
      <h1 className="h3 mb-3">Create Review</h1>
      {Number.isInteger(productId) && productId > 0 ? (
        <CustomerReviewForm
          product={<ReviewProductHeading productId={productId} />}
          onSave={onSave}
          busy={isLoading}
          refusal={refusal}
        />
      ) : (
        <p>This product could not be found.</p>
      )}
    </div>
  )
}
