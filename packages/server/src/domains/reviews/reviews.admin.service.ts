import type { z } from 'zod'
import type { AdminReviewsQuerySchema } from '@shop/shared/schemas/admin/operations'
import type { ReviewStatus } from '@shop/shared/schemas/reviews'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { containsText, pageOf } from '../../lib/paging'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { verifiedBuyerSql } from './reviews.repository'
import { setReviewStatus } from './reviews.service'

// Review moderation in the back office (docs/requirements/back-office.md §8): the staff command's
// publish and hide, and the shop's public reply.

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

function toAdminReview(r: {
  id: number
  product_id: number
  product_name: string
  name: string
  email: string
  star: number
  headline: string
  review: string
  status: ReviewStatus
  reply: string | null
  created_at: string
  verified_buyer: number | boolean
}) {
  return { ...r, verified_buyer: Boolean(r.verified_buyer) }
}

export async function listAdminReviews(k: DbHandle, q: z.output<typeof AdminReviewsQuerySchema>) {
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
  return pageOf(
    q,
    () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (limit, offset) =>
      base
        .select(COLUMNS)
        .select(verifiedBuyerSql.as('verified_buyer'))
        .orderBy(`r.${q.sort}`, q.dir)
        .orderBy('r.id', q.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
    toAdminReview,
  )
}

async function getAdminReview(k: DbHandle, id: number) {
  const row = await reviewsQuery(k)
    .select(COLUMNS)
    .select(verifiedBuyerSql.as('verified_buyer'))
    .where('r.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('No such review.')
  return toAdminReview(row)
}

/** Publish or hide through the review service (the product's rating and page follow at once). */
export async function moderateReview(
  db: Db,
  actor: StaffActor | null,
  id: number,
  status: 'published' | 'hidden',
) {
  const before = await getAdminReview(db.kysely, id)
  await setReviewStatus(db, id, status)
  await recordAudit(db.kysely, actor, {
    action: status === 'hidden' ? 'review.hide' : 'review.publish',
    entity: 'review',
    entityId: id,
    before: { status: before.status },
    after: { status },
  })
  return getAdminReview(db.kysely, id)
}

/** The shop's public answer under a review; null removes it. */
export async function replyToReview(db: Db, actor: StaffActor | null, id: number, reply: string | null) {
  return writeTransaction(db, async (trx) => {
    const before = await getAdminReview(trx, id)
    await trx
      .updateTable('reviews')
      .set({ reply, replied_at: reply ? nowIso() : null })
      .where('id', '=', id)
      .execute()
    await recordAudit(trx, actor, {
      action: 'review.reply',
      entity: 'review',
      entityId: id,
      before: { reply: before.reply },
      after: { reply },
    })
    return getAdminReview(trx, id)
  })
}
