import { z } from 'zod'
import { STAR_MAX, STAR_MIN } from '../constants'
import {
  ignoredId,
  NAME_MAX_LENGTH,
  optionalText,
  requiredEmail,
  requiredText,
  TEXT_MAX_LENGTH,
} from './account'
import { bodyIdSchema, IdParamSchema } from './catalogue'
import { REVIEW_HONEYPOT_FIELD } from '../review-messages'

/*
 * Review schemas: the product page's inline form and dialog (guest or signed in), and the
 * dashboard's Create Review and Edit Review forms. Used by the server routes and the browser forms.
 */

export const REVIEW_TEXT_MAX_LENGTH = 5000
export const HEADLINE_MAX_LENGTH = TEXT_MAX_LENGTH
export { REVIEW_HONEYPOT_FIELD }

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const STAR_MESSAGE = `Star must be a whole number from ${STAR_MIN} to ${STAR_MAX}`

/** 1 to 5, whole; the dashboard form sends the radio's value as text, so '4' is read as 4. */
export const StarSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({
      error: (issue) => (issue.input == null || issue.input === '' ? 'Star is required' : STAR_MESSAGE),
    })
    .int(STAR_MESSAGE)
    .min(STAR_MIN, STAR_MESSAGE)
    .max(STAR_MAX, STAR_MESSAGE),
)

const productId = bodyIdSchema('product_id')

const reviewText = requiredText('Review', REVIEW_TEXT_MAX_LENGTH, { multiLine: true })
const headlineOptional = optionalText('Headline', HEADLINE_MAX_LENGTH).transform((v) => v ?? '')
const headlineRequired = requiredText('Headline', HEADLINE_MAX_LENGTH)

/** POST reviews: the product page's form (docs/requirements/wishlist-and-reviews.md §3: star, name, email and review required). */
export const ProductReviewSchema = z
  .object({
    product_id: productId,
    name: requiredText('Name', NAME_MAX_LENGTH),
    email: requiredEmail('Email'),
    star: StarSchema,
    headline: headlineOptional,
    review: reviewText,
    // Any value is accepted, so a bot filling it in learns nothing from a validation error.
    [REVIEW_HONEYPOT_FIELD]: z.unknown().optional(),
    // Accepted and ignored: a signed-in reviewer is known by the token.
    user_id: ignoredId,
  })
  .strict()
export type ProductReviewInput = z.input<typeof ProductReviewSchema>
export type ProductReviewBody = z.output<typeof ProductReviewSchema>

/** POST customer/reviews: the dashboard's Create Review (headline and review required, docs/requirements/wishlist-and-reviews.md §4). */
export const CustomerReviewSchema = z
  .object({
    product_id: productId,
    star: StarSchema,
    headline: headlineRequired,
    review: reviewText,
    user_id: ignoredId,
  })
  .strict()
export type CustomerReviewInput = z.input<typeof CustomerReviewSchema>
export type CustomerReviewBody = z.output<typeof CustomerReviewSchema>

/** PUT customer/update-review-by-id/{id}: the review keeps its product; product_id is ignored. */
export const UpdateReviewSchema = z
  .object({
    star: StarSchema,
    headline: headlineRequired,
    review: reviewText,
    product_id: ignoredId,
    user_id: ignoredId,
  })
  .strict()
  .transform(({ product_id: _p, user_id: _u, ...rest }) => rest)
export type UpdateReviewInput = z.input<typeof UpdateReviewSchema>
export type UpdateReviewBody = z.output<typeof UpdateReviewSchema>

export const ReviewIdParamsSchema = z.object({ review_id: IdParamSchema }).strict()

/** A review as its author sees it, with the product's name and pictures for the dashboard. */
export interface Review {
  id: number
  product_id: number
  user_id: number | null
  name: string
  email: string
  star: number
  headline: string
  review: string
  status: ReviewStatus
  /** The author (by account, or by e-mail for a guest) has a paid order containing the product. */
  verified_buyer: boolean
  created_at: string
  updated_at: string
  product_name: string
  slug: string
  thumbnail: string
  thumbnail_compress: string
}

/** POST reviews and POST customer/reviews (201). No `Review` when the honeypot was filled. */
export interface CreateReviewResponse {
  message: string
  Review?: Review
}

/** GET customer/get-review-by-id/{id}; PUT customer/update-review-by-id/{id}. */
export interface ReviewResponse {
  message?: string
  data: { Review: Review }
}

/** GET customer/get-user-review: the 'Customer Reviews' list, newest first. */
export interface CustomerReviewsResponse {
  'Customer Reviews': Review[]
}

export { REVIEW_MESSAGES } from '../review-messages'
