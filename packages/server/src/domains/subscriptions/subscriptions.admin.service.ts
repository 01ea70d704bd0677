import type { z } from 'zod'
import type { AdminSubscriptionsQuerySchema } from '@shop/shared/schemas/admin/operations'
import type { DbHandle } from '../../db/connect'
import { notFound } from '../../errors'
import { addDaysToDate } from '../../lib/clock'
import { pageOf } from '../../lib/paging'
import type { ServiceContext } from '../../lib/service-context'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { cancelSubscription, skipNextDelivery } from './subscriptions.service'
import * as repo from './subscriptions.admin.repository'

// Subscriptions in the back office (docs/requirements/back-office.md §8): the lists staff work from,
// and a skip or cancel made for the customer through the customer's own services (same mail).

/** A subscription whose next delivery is this many days away or less counts as due. */
export const DUE_WITHIN_DAYS = 7

function toAdminSubscription(r: repo.AdminSubscriptionRow) {
  let items: { product_id: number; name: string; qty: number }[] = []
  try {
    items = (JSON.parse(r.items) as { product_id: number; name: string; qty: number }[]).map((i) => ({
      product_id: i.product_id,
      name: i.name,
      qty: i.qty,
    }))
  } catch {
    items = []
  }
  return {
    id: r.id,
    subscription_no: r.subscription_no,
    customer_id: r.user_id,
    email: r.email,
    customer_name: `${r.first_name} ${r.last_name}`.trim(),
    status: r.status,
    month: r.month,
    next_date: r.next_date,
    grand_total_cents: r.grand_total_cents,
    failed_attempts: r.failed_attempts,
    retry_at: r.retry_at,
    card_brand: r.card_brand,
    card_last4: r.card_last4,
    items,
    created_at: r.created_at,
  }
}

export async function listAdminSubscriptions(
  k: DbHandle,
  q: z.output<typeof AdminSubscriptionsQuerySchema>,
  today: string,
) {
  const page = repo.adminSubscriptionsPage(k, {
    state: q.state,
    dueBy: addDaysToDate(today, DUE_WITHIN_DAYS),
    customerId: q.customer_id,
    text: q.q,
    sort: q.sort,
    dir: q.dir,
  })
  return pageOf(q, page.count, page.rows, toAdminSubscription)
}

async function getAdminSubscription(k: DbHandle, id: number) {
  const row = await repo.findAdminSubscription(k, id)
  if (!row) throw notFound('No such subscription.')
  return toAdminSubscription(row)
}

/** Skips the next delivery or cancels, on the customer's behalf, through the customer's own service. */
export async function changeSubscriptionForCustomer(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
  change: { kind: 'skip' } | { kind: 'cancel'; reason?: string },
  now: Date,
) {
  const before = await getAdminSubscription(ctx.db.kysely, id)
  const answer =
    change.kind === 'skip'
      ? await skipNextDelivery(ctx, before.customer_id, before.subscription_no, now)
      : await cancelSubscription(ctx, before.customer_id, before.subscription_no, change.reason, now)
  const after = await getAdminSubscription(ctx.db.kysely, id)
  await recordAudit(ctx.db.kysely, actor, {
    action: `subscription.${change.kind}`,
    entity: 'subscription',
    entityId: id,
    before: { status: before.status, next_date: before.next_date },
    after: {
      status: after.status,
      next_date: after.next_date,
      reason: change.kind === 'cancel' ? (change.reason ?? null) : null,
    },
  })
  return { message: answer.message, subscription: after }
}
