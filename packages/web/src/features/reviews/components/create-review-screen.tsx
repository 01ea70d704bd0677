import type { ReactNode } from 'react'
import { useNavigate, useParams } from 'react-router'
import { paths } from '../../../config/paths'
import { CustomerReviewForm, type CustomerReviewValues } from './customer-review-form'
import { useReviewSave } from '../hooks/use-review-save'
import { useCreateCustomerReviewMutation } from '../reviews.api'

/** Create Review (/dashboard/create-review/{productId}); once saved, the reviews list shows it. */
export function CreateReviewScreen({
  userId,
  productHeading,
}: {
  /** The signed-in customer, whose review it is. */
  userId: number
  /** The reviewed product's name and picture. */
  productHeading: (productId: number) => ReactNode
}) {
  const productId = Number(useParams().productId)
  const [create, { isLoading }] = useCreateCustomerReviewMutation()
  const { save, refusal } = useReviewSave()

  const navigate = useNavigate()

  // Once saved, the review is shown where the customer keeps them: the reviews list.
  const onSave = async (values: CustomerReviewValues) => {
    const saved = await save(() => create({ ...values, product_id: productId, user_id: userId }).unwrap())
    if (saved) void navigate(paths.dashboardReviews)
    return saved
  }

  return (
    <div>
      <h1 className="h3 mb-3">Create Review</h1>
      {Number.isInteger(productId) && productId > 0 ? (
        <CustomerReviewForm
          product={productHeading(productId)}
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
