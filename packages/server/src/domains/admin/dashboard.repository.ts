import { sql } from 'kysely'
import type { DbHandle } from '../../db/connect'

// The dashboard's figures, each one query.

const stock = sql<number>`quantity - quantity_used`

/** Published products at or below the low-stock threshold, fewest first. */
export async function findLowStock(k: DbHandle, threshold: number, limit: number) {
  return k
    .selectFrom('products')
    .select(['id', 'product_name', 'sku', stock.as('stock')])
    .where('published', '=', 1)
    .where(stock, '<=', threshold)
    .orderBy(stock)
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Lots on the shelf with units left expiring on or before `day`, soonest first. */
export async function findLotsExpiringBy(k: DbHandle, day: string, limit: number) {
  return k
    .selectFrom('stock_lots as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.product_id', 'p.product_name', 'l.lot_number', 'l.expiry_date', 'l.quantity'])
    .where('l.status', '=', 'available')
    .where('l.quantity', '>', 0)
    .where('l.expiry_date', 'is not', null)
    .where('l.expiry_date', '<=', day)
    .orderBy('l.expiry_date')
    .orderBy('l.id')
    .limit(limit)
    .execute()
}

export async function countSubscriptionsDueBy(k: DbHandle, day: string) {
  return k
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active')
    .where('next_date', '<=', day)
    .executeTakeFirstOrThrow()
}

export async function countFailedRenewals(k: DbHandle) {
  return k
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active')
    .where('failed_attempts', '>', 0)
    .executeTakeFirstOrThrow()
}

export async function countUnansweredContactMessages(k: DbHandle) {
  return k
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('answered_at', 'is', null)
    .executeTakeFirstOrThrow()
}

/** Pre-orders whose stock was taken and that have not shipped yet. */
export async function countPreOrdersReady(k: DbHandle) {
  return k
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('back_order', '=', 1)
    .where('stock_taken_at', 'is not', null)
    .where('order_status', 'in', ['Pending', 'Processing'])
    .executeTakeFirstOrThrow()
}

/** Returns waiting for staff, by the step they wait at (a decision, a refund). */
export async function countReturnsByStatus(k: DbHandle, statuses: readonly string[]) {
  return k
    .selectFrom('returns')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', statuses)
    .groupBy('status')
    .execute()
}

export async function countPendingLicenceApplications(k: DbHandle) {
  return k
    .selectFrom('professional_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
}

export async function countPendingBusinessAccounts(k: DbHandle) {
  return k
    .selectFrom('business_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
}

/** Open recalls with at least one customer who has not answered yet. */
export async function countRecallsAwaitingAnswers(k: DbHandle) {
  return k
    .selectFrom('recalls')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recalls.status', '=', 'open')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('recall_notices')
          .select('recall_notices.id')
          .whereRef('recall_notices.recall_id', '=', 'recalls.id')
          .where('recall_notices.acknowledged_at', 'is', null),
      ),
    )
    .executeTakeFirstOrThrow()
}

/** Customers' requests that the shop collect and replace recalled units, not yet collected. */
export async function countRecallCollectionsWaiting(k: DbHandle) {
  return k
    .selectFrom('recall_notices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('collection_requested_at', 'is not', null)
    .where('collected_at', 'is', null)
    .executeTakeFirstOrThrow()
}
