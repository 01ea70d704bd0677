import { useParams } from 'react-router'
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

/** Create Review (/dashboard/create-review/{productId}); the form starts empty again once saved. */
export default function CreateReviewPage() {
  useDocumentTitle('Create Review')
  const productId = Number(useParams().productId)
  const user = useAppSelector(selectCurrentUser)
  const [create, { isLoading }] = useCreateCustomerReviewMutation()
  const { save, refusal } = useReviewSave()

  const onSave = (values: CustomerReviewValues) =>
    save(() => create({ ...values, product_id: productId, user_id: user?.id ?? 0 }).unwrap())

  return (
    <div>
      <h1 className="h3 mb-3">Create Review</h1>
      {Number.isInteger(productId) && productId > 0 ? (
        <CustomerReviewForm
          product={<ReviewProductHeading productId={productId} />}
          onSave={onSave}
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
