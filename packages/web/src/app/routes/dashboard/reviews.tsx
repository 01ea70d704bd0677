import { CustomerReviewList } from '../../../features/reviews/components/customer-review-list'
import { REVIEW_MESSAGES } from '../../../features/reviews/review-messages'
import { useGetCustomerReviewsQuery } from '../../../features/reviews/reviews.api'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** My Review & Ratings: the reviews the customer wrote, each with a way to edit it. */
export default function ReviewsPage() {
  useDocumentTitle('My Review & Ratings')
  const { data: reviews, isLoading, isError } = useGetCustomerReviewsQuery()
  return (
    <div>
      <h1 className="h3 mb-3">My Review &amp; Ratings</h1>
      {isLoading ? (
        <p role="status">Loading...</p>
      ) : isError ? (
        <p className="text-danger" role="alert">
          Your reviews could not be loaded.
        </p>
      ) : !reviews || reviews.length === 0 ? (
        <p className="py-4 text-center">{REVIEW_MESSAGES.noReviews}</p>
      ) : (
        <CustomerReviewList reviews={reviews} />
      )}
    </div>
  )
}
