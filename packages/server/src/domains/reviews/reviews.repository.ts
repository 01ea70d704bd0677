import type { ReviewStatus } from '@shop/shared/schemas/reviews'
import { sql } from 'kysely'
import type { DbHandle } from '../../db/connect'

/**
 * True when the review's author has a paid order containing the reviewed product: by account for
 * a signed-in author, by e-mail for a guest. Written against the alias `r` of the reviews table.
 */
export const verifiedBuyerSql = sql<number | boolean>`exists (
  select 1 from orders vo
  inner join order_items voi on voi.order_id = vo.id
  where vo.payment_status = 'paid'
    and voi.product_id = r.product_id
    and ((r.user_id is not null and vo.user_id = r.user_id)
      or (r.user_id is null and lower(vo.email) = lower(r.email)))
)`

function reviewQuery(db: DbHandle) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.product_id',
      'r.user_id',
      'r.name',
      'r.email',
      'r.star',
      'r.headline',
      'r.review',
      'r.status',
      'r.created_at',
      'r.updated_at',
      'p.product_name',
      'p.slug',
      'p.sku',
      'p.thumbnail',
      'p.thumbnail_compress',
    ])
    .select(verifiedBuyerSql.as('verified_buyer'))
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['executeTakeFirstOrThrow']>>

export async function productExists(db: DbHandle, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()
  return row !== undefined
}

export async function findReview(db: DbHandle, reviewId: number): Promise<ReviewRow | undefined> {
  return reviewQuery(db).where('r.id', '=', reviewId).executeTakeFirst()
}

/** The review only when `userId` wrote it: another customer's review reads as missing. */
export async function findOwnReview(
  db: DbHandle,
  userId: number,
  reviewId: number,
): Promise<ReviewRow | undefined> {
  return reviewQuery(db).where('r.id', '=', reviewId).where('r.user_id', '=', userId).executeTakeFirst()
}

export async function findUserReviewOfProduct(db: DbHandle, userId: number, productId: number) {
  return db
    .selectFrom('reviews')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst()
}

export async function findUserReviews(db: DbHandle, userId: number): Promise<ReviewRow[]> {
  return reviewQuery(db)
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute()
}

export async function findReviewsByStatus(db: DbHandle, status: ReviewStatus | undefined, limit: number) {
  return reviewQuery(db)
    .$if(status !== undefined, (q) => q.where('r.status', '=', status!))
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute()
}

export interface NewReviewValues {
  product_id: number
  user_id: number | null
  name: string
  email: string
  star: number
  headline: string
  review: string
  status: ReviewStatus
}

export async function insertReview(db: DbHandle, values: NewReviewValues, now: string): Promise<number> {
  const row = await db
    .insertInto('reviews')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateReview(
  trx: DbHandle,
  reviewId: number,
  changes: { star?: number; headline?: string; review?: string; status?: ReviewStatus },
  now: string,
): Promise<void> {
  await trx
    .updateTable('reviews')
    .set({ ...changes, updated_at: now })
    .where('id', '=', reviewId)
    .execute()
}

/** The published reviews' average in tenths of a star (0 without reviews), for the row `products`. */
export const ratingTenthsSql = sql<number>`coalesce((
  select cast(round(avg(r.star) * 10) as integer) from reviews r
  where r.product_id = products.id and r.status = 'published' and r.star > 0), 0)`

/**
 * Keeps the product's rating for the listings' rating filter (products.rating_tenths); called in
 * the same transaction as every review change (the catalogue version's triggers see both writes).
 */
export async function refreshProductRating(trx: DbHandle, productId: number): Promise<void> {
  await trx
    .updateTable('products')
    .set({ rating_tenths: ratingTenthsSql })
    .where('id', '=', productId)
    .execute()
}

/** Sets every product's rating at once, after reviews were written straight into the table (the demo seed). */
export async function refreshAllProductRatings(k: DbHandle): Promise<void> {
  await k.updateTable('products').set({ rating_tenths: ratingTenthsSql }).execute()
}

/** Deletes a product's reviews, as the product itself is deleted. */
export async function deleteProductReviews(trx: DbHandle, productId: number) {
  await trx.deleteFrom('reviews').where('product_id', '=', productId).execute()
}
