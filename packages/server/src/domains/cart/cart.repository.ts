import type { DbHandle } from '../../db/connect'

/** The Subscribe & Save intervals of several products at once, shortest interval first. */
export async function findSubscriptionOptionsFor(db: DbHandle, productIds: readonly number[]) {
  if (productIds.length === 0) return []
  return db
    .selectFrom('product_subscriptions')
    .select(['product_id', 'months', 'discount'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('months')
    .execute()
}
