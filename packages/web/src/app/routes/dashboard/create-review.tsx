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
import { useCreateCustomerReviewMutation } from '../../../features/reviews/reviews.api'
import { failureMessage, isClientErrorAnswer } from '../../../lib/request-outcome'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAppSelector } from '../../../store/hooks'
import { ReviewProductHeading } from '../../review-product-heading'

const FAILURE_TEXTS = { failed: REVIEW_MESSAGES.dashboardFailed, errored: REVIEW_MESSAGES.dashboardError }

/** Create Review (/dashboard/create-review/{productId}); the form starts empty again once saved. */
export default function CreateReviewPage() {
  useDocumentTitle('Create Review')
  const productId = Number(useParams().productId)
  const user = useAppSelector(selectCurrentUser)
  const [create, { isLoading }] = useCreateCustomerReviewMutation()

  const [refusal, setRefusal] = useState('')
  const save = async (values: CustomerReviewValues) => {
    setRefusal('')
    try {
      await create({ ...values, product_id: productId, user_id: user?.id ?? 0 }).unwrap()
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
      <h1 className="h3 mb-3">Create Review</h1>
      {Number.isInteger(productId) && productId > 0 ? (
        <CustomerReviewForm
          product={<ReviewProductHeading productId={productId} />}
          onSave={save}
          resetOnSuccess
          busy={isLoading}
          refusal={refusal}
        />
      ) : (
        <p>This product could not be found.</p>
      )}
    </div>
  )
}
