import { api } from '../../app/api'

/** A review as the server answers it. */
export interface Review {
  id: number
  product_id: number
  user_id: number | null
  name: string
  email: string
  star: number
  headline: string
  review: string
  created_at: string
}

/** One line of the customer's own reviews ('Customer Reviews'). */
export interface CustomerReviewLine {
  id: number
  product_id: number
  product_name: string
  thumbnail: string
  thumbnail_compress?: string
  star: number
  headline: string
  created_at: string
}

/** What the product page's forms send: anyone may review, so name and e-mail are typed. */
export interface ProductReviewInput {
  product_id: number
  name: string
  email: string
  star: number
  headline: string
  review: string
}

/** What the dashboard's forms send; the server takes the author from the token. */
export interface CustomerReviewInput {
  product_id: number
  user_id: number
  star: number
  headline: string
  review: string
}

/**
 * The review calls. A new or changed review invalidates 'Review', which the product page also
 * provides: its rating and list are fetched again without a page reload.
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    postProductReview: build.mutation<unknown, ProductReviewInput>({
      query: (body) => ({ url: 'reviews', method: 'POST', body }),
      invalidatesTags: (_r, _e, { product_id }) => [{ type: 'Product', id: product_id }, 'Review'],
    }),
    createCustomerReview: build.mutation<Review, CustomerReviewInput>({
      query: (body) => ({ url: 'customer/reviews', method: 'POST', body }),
      transformResponse: (body: { Review: Review }) => body.Review,
      invalidatesTags: (_r, _e, { product_id }) => [{ type: 'Product', id: product_id }, 'Review'],
    }),
    getReviewById: build.query<Review, number>({
      query: (reviewId) => `customer/get-review-by-id/${reviewId}`,
      transformResponse: (body: { data: { Review: Review } }) => body.data.Review,
      providesTags: (_r, _e, reviewId) => [{ type: 'Review', id: reviewId }],
    }),
    updateCustomerReview: build.mutation<unknown, { reviewId: number; body: CustomerReviewInput }>({
      query: ({ reviewId, body }) => ({
        url: `customer/update-review-by-id/${reviewId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { body }) => [{ type: 'Product', id: body.product_id }, 'Review'],
    }),
    getCustomerReviews: build.query<CustomerReviewLine[], void>({
      query: () => 'customer/get-user-review',
      transformResponse: (body: { 'Customer Reviews': CustomerReviewLine[] }) => body['Customer Reviews'],
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
