import {
  REVIEW_STATUSES,
  type CreateReviewResponse,
  type CustomerReviewsResponse,
  type Review,
  type ReviewResponse,
} from '@shop/shared/schemas/reviews'
import { z } from 'zod'

/** The answers' shapes, checked against the shared types; only these fields reach the client. */
const ReviewSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  user_id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  star: z.number(),
  headline: z.string(),
  review: z.string(),
  status: z.enum(REVIEW_STATUSES),
  verified_buyer: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  product_name: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
  thumbnail_compress: z.string(),
}) satisfies z.ZodType<Review>

export const CreateReviewResponseSchema = z.object({
  message: z.string(),
  Review: ReviewSchema.optional(),
}) satisfies z.ZodType<CreateReviewResponse>

export const ReviewResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ Review: ReviewSchema }),
}) satisfies z.ZodType<ReviewResponse>

export const CustomerReviewsResponseSchema = z.object({
  'Customer Reviews': z.array(ReviewSchema),
}) satisfies z.ZodType<CustomerReviewsResponse>
