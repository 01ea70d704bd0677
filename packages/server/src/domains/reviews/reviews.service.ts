import {
  REVIEW_HONEYPOT_FIELD,
  REVIEW_MESSAGES,
  type CreateReviewResponse,
  type CustomerReviewBody,
  type CustomerReviewsResponse,
  type ProductReviewBody,
  type Review,
  type ReviewResponse,
  type ReviewStatus,
  type UpdateReviewBody,
} from '@shop/shared/schemas/reviews'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/connect'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { conflict, notFound, unprocessable } from '../../errors'
import { nowIso } from '../../lib/clock'
import * as usersRepo from '../account/users.repository'
import { admitGuestReview, type GuestReviewGuard } from './guest-review-policy'
import * as repo from './reviews.repository'

/** What the review rules need of the configuration. */
export interface ReviewSettings {
  /** New reviews wait as pending until staff publish them. */
  reviewsRequireApproval: boolean
}

export function toReview(row: repo.ReviewRow): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    star: row.star,
    headline: row.headline,
    review: row.review,
    status: row.status,
    verified_buyer: Boolean(row.verified_buyer),
    created_at: row.created_at,
    updated_at: row.updated_at,
    product_name: row.product_name,
    slug: row.slug,
    thumbnail: row.thumbnail,
    thumbnail_compress: row.thumbnail_compress,
  }
}

const productNotFound = () =>
  unprocessable(REVIEW_MESSAGES.productNotFound, { product_id: [REVIEW_MESSAGES.productNotFound] })
const duplicateReview = () => conflict(REVIEW_MESSAGES.duplicate)

function newStatus(settings: ReviewSettings): ReviewStatus {
  return settings.reviewsRequireApproval ? 'pending' : 'published'
}

async function loadReview(db: Db, reviewId: number): Promise<Review> {
  const row = await repo.findReview(db.kysely, reviewId)
  if (!row) throw notFound(REVIEW_MESSAGES.notFound)
  return toReview(row)
}

/**
 * Stores a new review and its product's rating in one transaction (the catalogue version follows by
 * trigger, so the product page shows it at once). A customer has one review per product: a second is refused with 409 (the unique index settles a race).
 */
async function insert(db: Db, values: repo.NewReviewValues): Promise<Review> {
  if (!(await repo.productExists(db.kysely, values.product_id))) throw productNotFound()
  if (values.user_id !== null) {
    const existing = await repo.findUserReviewOfProduct(db.kysely, values.user_id, values.product_id)
    if (existing) throw duplicateReview()
  }
  let id: number
  try {
    id = await writeTransaction(db, async (trx) => {
      const newId = await repo.insertReview(trx, values, nowIso())
      await repo.refreshProductRating(trx, values.product_id)
      return newId
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateReview()
    throw error
  }
  return loadReview(db, id)
}

/**
 * POST reviews, from the product page: a guest, or a signed-in customer (then the review is also
 * theirs, one per product). Name and e-mail are the ones typed on the form. A filled honeypot
 * field answers success and stores nothing. A guest's review is limited and held for moderation
 * (guest-review-policy.ts); a customer's follows the shop's approval setting.
 */
export async function createProductReview(
  db: Db,
  settings: ReviewSettings,
  userId: number | null,
  body: ProductReviewBody,
  log: FastifyBaseLogger,
  guest: GuestReviewGuard,
): Promise<CreateReviewResponse> {
  if (body[REVIEW_HONEYPOT_FIELD]) {
    // Only bots fill the hidden field: answer as usual so they learn nothing, and store nothing.
    log.info({ product_id: body.product_id }, 'review honeypot filled; review dropped')
    return { message: REVIEW_MESSAGES.added }
  }
  if (userId === null) await admitGuestReview(db, guest, body.email)
  const review = await insert(db, {
    product_id: body.product_id,
    user_id: userId,
    name: body.name,
    email: body.email,
    star: body.star,
    headline: body.headline,
    review: body.review,
    status: userId === null ? 'pending' : newStatus(settings),
  })
  return { message: REVIEW_MESSAGES.added, Review: review }
}

/** POST customer/reviews, from the dashboard: the author's name and e-mail come from the account. */
export async function createCustomerReview(
  db: Db,
  settings: ReviewSettings,
  userId: number,
  body: CustomerReviewBody,
): Promise<CreateReviewResponse> {
  const user = await usersRepo.findUserById(db.kysely, userId)
  if (!user) throw notFound()
  const review = await insert(db, {
    product_id: body.product_id,
    user_id: userId,
    name: [user.first_name, user.last_name].filter(Boolean).join(' '),
    email: user.email,
    star: body.star,
    headline: body.headline,
    review: body.review,
    status: newStatus(settings),
  })
  return { message: REVIEW_MESSAGES.submitted, Review: review }
}

export async function getOwnReview(db: Db, userId: number, reviewId: number): Promise<ReviewResponse> {
  const row = await repo.findOwnReview(db.kysely, userId, reviewId)
  if (!row) throw notFound(REVIEW_MESSAGES.notFound)
  return { data: { Review: toReview(row) } }
}

/**
 * Edits one's own review. When reviews need approval, an edited published review waits for it
 * again; a review staff hid stays hidden.
 */
export async function updateOwnReview(
  db: Db,
  settings: ReviewSettings,
  userId: number,
  reviewId: number,
  body: UpdateReviewBody,
): Promise<ReviewResponse> {
  const current = await repo.findOwnReview(db.kysely, userId, reviewId)
  if (!current) throw notFound(REVIEW_MESSAGES.notFound)
  const status: ReviewStatus =
    settings.reviewsRequireApproval && current.status === 'published' ? 'pending' : current.status
  await writeTransaction(db, async (trx) => {
    await repo.updateReview(trx, reviewId, { ...body, status }, nowIso())
    await repo.refreshProductRating(trx, current.product_id)
  })
  return { message: REVIEW_MESSAGES.updated, data: { Review: await loadReview(db, reviewId) } }
}

export async function listOwnReviews(db: Db, userId: number): Promise<CustomerReviewsResponse> {
  const rows = await repo.findUserReviews(db.kysely, userId)
  return { 'Customer Reviews': rows.map(toReview) }
}

// Staff moderation (the `shop` command line).

export async function listReviewsForStaff(
  db: Db,
  options: { status?: ReviewStatus; limit?: number },
): Promise<Review[]> {
  const rows = await repo.findReviewsByStatus(db.kysely, options.status, options.limit ?? 50)
  return rows.map(toReview)
}

/** Publishes or hides a review; the product's rating and page follow at once. */
export async function setReviewStatus(db: Db, reviewId: number, status: ReviewStatus): Promise<Review> {
  const current = await repo.findReview(db.kysely, reviewId)
  if (!current) throw notFound(`Review ${reviewId} not found.`)
  await writeTransaction(db, async (trx) => {
    await repo.updateReview(trx, reviewId, { status }, nowIso())
    await repo.refreshProductRating(trx, current.product_id)
  })
  return loadReview(db, reviewId)
}
