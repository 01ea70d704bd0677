import type { ReactNode } from 'react'
import { useNavigate, useParams } from 'react-router'
import { paths } from '../../../config/paths'
import { CustomerReviewForm, type CustomerReviewValues } from './customer-review-form'
import { useReviewSave } from '../hooks/use-review-save'
import { useGetReviewByIdQuery, useUpdateCustomerReviewMutation } from '../reviews.api'

/** Edit Review (/dashboard/edit-review/{reviewId}): the customer's own review, loaded and saved. */
export function EditReviewScreen({
  userId,
  productHeading,
}: {
  /** The signed-in customer, whose review it is. */
  userId: number
  /** The reviewed product's name and picture. */
  productHeading: (productId: number) => ReactNode
}) {
  const reviewId = Number(useParams().reviewId)
  const valid = Number.isInteger(reviewId) && reviewId > 0
  const { data: review, isLoading, isError } = useGetReviewByIdQuery(reviewId, { skip: !valid })
  const [update, { isLoading: saving }] = useUpdateCustomerReviewMutation()
  const { save, refusal } = useReviewSave()

  const navigate = useNavigate()

  // Once saved, the reviews list shows the change (its cache entry is invalidated).
  const onSave = async (values: CustomerReviewValues) => {
    if (!review) return false
    const saved = await save(() =>
      update({
        reviewId,
        body: { ...values, product_id: review.product_id, user_id: userId },
      }).unwrap(),
    )
    if (saved) void navigate(paths.dashboardReviews)
    return saved
  }

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
          product={productHeading(review.product_id)}
          initial={{ star: review.star, headline: review.headline, review: review.review }}
          onSave={onSave}
          busy={saving}
          refusal={refusal}
        />
      )}
    </div>
  )
}
