import type { z } from 'zod'
import type { AdminReviewsQuerySchema } from '@shop/shared/schemas/admin/operations'
import type { DbHandle } from '../../db/connect'
import { containsText } from '../../lib/paging'
import { verifiedBuyerSql } from './reviews.repository'

// The back office's reads and writes of reviews: the list with its filters, one review, a reply.

function reviewsQuery(k: DbHandle) {
  return k.selectFrom('reviews as r').innerJoin('products as p', 'p.id', 'r.product_id')
}

const COLUMNS = [
  'r.id',
  'r.product_id',
  'p.product_name',
  'r.name',
  'r.email',
  'r.star',
  'r.headline',
  'r.review',
  'r.status',
  'r.reply',
  'r.created_at',
] as const

type AdminReviewsFilter = Pick<z.output<typeof AdminReviewsQuerySchema>, 'status' | 'product_id' | 'q'>

function filtered(k: DbHandle, q: AdminReviewsFilter) {
  let base = reviewsQuery(k)
  if (q.status) base = base.where('r.status', '=', q.status)
  if (q.product_id) base = base.where('r.product_id', '=', q.product_id)
  const text = q.q
  if (text) {
    base = base.where((eb) =>
      eb.or([
        containsText('r.headline', text),
        containsText('r.review', text),
        containsText('r.name', text),
        containsText('p.product_name', text),
      ]),
    )
  }
  return base
}

export async function countAdminReviews(k: DbHandle, q: AdminReviewsFilter) {
  return filtered(k, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
}

export async function findAdminReviewsPage(
  k: DbHandle,
  q: z.output<typeof AdminReviewsQuerySchema>,
  limit: number,
  offset: number,
) {
  return filtered(k, q)
    .select(COLUMNS)
    .select(verifiedBuyerSql.as('verified_buyer'))
    .orderBy(`r.${q.sort}`, q.dir)
    .orderBy('r.id', q.dir)
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function findAdminReview(k: DbHandle, id: number) {
  return reviewsQuery(k)
    .select(COLUMNS)
    .select(verifiedBuyerSql.as('verified_buyer'))
    .where('r.id', '=', id)
    .executeTakeFirst()
}

/** The shop's public answer under a review, and when it was given (null: removed). */
export async function setReviewReply(trx: DbHandle, id: number, reply: string | null, at: string | null) {
  await trx.updateTable('reviews').set({ reply, replied_at: at }).where('id', '=', id).execute()
}
