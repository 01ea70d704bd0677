import { useParams } from 'react-router'
import { selectCurrentUser } from '../../../features/auth/auth.slice'
import {
  CustomerReviewForm,
  type CustomerReviewValues,
} from '../../../features/reviews/components/customer-review-form'
import { useReviewSave } from '../../../features/reviews/hooks/use-review-save'
import { useGetReviewByIdQuery, useUpdateCustomerReviewMutation } from '../../../features/reviews/reviews.api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAppSelector } from '../../../store/hooks'
import { ReviewProductHeading } from '../../review-product-heading'

/** Edit Review (/dashboard/edit-review/{reviewId}): the customer's own review, loaded and saved. */
export default function EditReviewPage() {
  useDocumentTitle('Edit Review')
  const reviewId = Number(useParams().reviewId)
  const valid = Number.isInteger(reviewId) && reviewId > 0
  const user = useAppSelector(selectCurrentUser)
  const { data: review, isLoading, isError } = useGetReviewByIdQuery(reviewId, { skip: !valid })
  const [update, { isLoading: saving }] = useUpdateCustomerReviewMutation()
  const { save, refusal } = useReviewSave()

  // The saved review is fetched again afterwards (its cache entry is invalidated).
  const onSave = async (values: CustomerReviewValues) =>
    review
      ? save(() =>
          update({
            reviewId,
            body: { ...values, product_id: review.product_id, user_id: user?.id ?? 0 },
          }).unwrap(),
        )
      : false

  return (
    <div>
      <h1 className="h3 mb-3">Edit Review</h1>
      {!valid || isError ? (
        <p>This review could not be found.</p>
      ) : isLoading || !review ? (
        <p role="status">Loading...</p>
      ) : (
        <CustomerReviewForm
          key={review.id}
          product={<ReviewProductHeading productId={review.product_id} />}
          initial={{ star: review.star, headline: review.headline, review: review.review }}
          onSave={onSave}
          busy={saving}
          refusal={refusal}
        />
      )}
    </div>
  )
}
