import type {
  CreateReviewResponse,
  CustomerReviewInput,
  CustomerReviewsResponse,
  ProductReviewInput,
  Review,
  ReviewResponse,
  UpdateReviewInput,
} from '@shop/shared/schemas/reviews'
import { api } from '../../store/api'

export type { Review }

/**
 * The review calls. A new or changed review invalidates 'Review', which the product page also
 * provides: its rating and list are fetched again without a page reload.
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST reviews`: the product page's form, for guests and signed-in shoppers. */
    postProductReview: build.mutation<CreateReviewResponse, ProductReviewInput>({
      query: (body) => ({ url: 'reviews', method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
    /** `POST customer/reviews`: the dashboard's Create Review (201). */
    createCustomerReview: build.mutation<CreateReviewResponse, CustomerReviewInput>({
      query: (body) => ({ url: 'customer/reviews', method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
    getReviewById: build.query<Review, number>({
      query: (reviewId) => `customer/get-review-by-id/${reviewId}`,
      transformResponse: (body: ReviewResponse) => body.data.Review,
      providesTags: (_r, _e, reviewId) => [{ type: 'Review', id: reviewId }],
    }),
    updateCustomerReview: build.mutation<ReviewResponse, { reviewId: number; body: UpdateReviewInput }>({
      query: ({ reviewId, body }) => ({
        url: `customer/update-review-by-id/${reviewId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Review'],
    }),
    /** `GET customer/get-user-review`: the customer's own reviews, newest first. */
    getCustomerReviews: build.query<Review[], void>({
      query: () => 'customer/get-user-review',
      transformResponse: (body: CustomerReviewsResponse) => body['Customer Reviews'],
      providesTags: ['Review'],
    }),
  }),
})

export const {
  usePostProductReviewMutation,
  useCreateCustomerReviewMutation,
  useGetReviewByIdQuery,
  useUpdateCustomerReviewMutation,
  useGetCustomerReviewsQuery,
} = reviewsApi
