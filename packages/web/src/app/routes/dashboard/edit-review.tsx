import { useState } from 'react'
import { useParams } from 'react-router'
import { toast } from 'react-toastify'
import { selectCurrentUser } from '../../../features/auth/auth.slice'
import {
  CustomerReviewForm,
  type CustomerReviewValues,
} from '../../../features/reviews/components/customer-review-form'
import { REVIEW_MESSAGES } from '../../../features/reviews/review-messages'
import { errorMessage } from '../../../store/api'
import { useGetReviewByIdQuery, useUpdateCustomerReviewMutation } from '../../../features/reviews/reviews.api'
import { failureMessage, isClientErrorAnswer } from '../../../lib/request-outcome'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAppSelector } from '../../../store/hooks'
import { ReviewProductHeading } from '../../review-product-heading'

const FAILURE_TEXTS = { failed: REVIEW_MESSAGES.dashboardFailed, errored: REVIEW_MESSAGES.dashboardError }

/** Edit Review (/dashboard/edit-review/{reviewId}): the customer's own review, loaded and saved. */
export default function EditReviewPage() {
  useDocumentTitle('Edit Review')
  const reviewId = Number(useParams().reviewId)
  const valid = Number.isInteger(reviewId) && reviewId > 0
  const user = useAppSelector(selectCurrentUser)
  const { data: review, isLoading, isError } = useGetReviewByIdQuery(reviewId, { skip: !valid })
  const [update, { isLoading: saving }] = useUpdateCustomerReviewMutation()

  const [refusal, setRefusal] = useState('')
  const save = async (values: CustomerReviewValues) => {
    setRefusal('')
    if (!review) return false
    try {
      // The saved review is fetched again afterwards (its cache entry is invalidated).
      await update({
        reviewId,
        body: { ...values, product_id: review.product_id, user_id: user?.id ?? 0 },
      }).unwrap()
      toast.success(REVIEW_MESSAGES.dashboardSubmitted)
      return true
    } catch (error) {
      toast.error(failureMessage(error, FAILURE_TEXTS))
      // The server's reason (a missing star, a second review of the product) stays on the page.
      if (isClientErrorAnswer(error)) setRefusal(errorMessage(error, REVIEW_MESSAGES.dashboardFailed))
      return false
    }
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
          product={<ReviewProductHeading productId={review.product_id} />}
          initial={{ star: review.star, headline: review.headline, review: review.review }}
          onSave={save}
          busy={saving}
          refusal={refusal}
        />
      )}
    </div>
  )
}
