import type { z } from 'zod'
import type { AdminReviewsQuerySchema } from '@shop/shared/schemas/admin/operations'
import type { ReviewStatus } from '@shop/shared/schemas/reviews'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { pageOf } from '../../lib/paging'
import { recordAudit, type StaffActor } from '../../audit/audit'
import * as repo from './reviews.admin.repository'
import { setReviewStatus } from './reviews.service'

type AdminReviewsQuery = z.output<typeof AdminReviewsQuerySchema>

// Review moderation in the back office (docs/requirements/back-office.md §8): the staff command's
// publish and hide, and the shop's public reply.

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

export async function listAdminReviews(k: DbHandle, q: AdminReviewsQuery) {
  return pageOf(
    q,
    () => repo.countAdminReviews(k, q),
    (limit, offset) => repo.findAdminReviewsPage(k, q, limit, offset),
    toAdminReview,
  )
}

async function getAdminReview(k: DbHandle, id: number) {
  const row = await repo.findAdminReview(k, id)
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
    await repo.setReviewReply(trx, id, reply, reply ? nowIso() : null)
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
