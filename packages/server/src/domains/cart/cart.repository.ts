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

/** The shown products whose code (SKU) is one of these, as typed or in capitals (codes are kept in capitals). */
export async function findProductIdsByCode(db: DbHandle, codes: readonly string[]) {
  if (codes.length === 0) return []
  return db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('sku', 'in', [...new Set(codes.flatMap((c) => [c, c.toUpperCase()]))])
    .where('published', '=', 1)
    .execute()
}

/**
 * The packs of shown products whose own code is one of these, as typed or in capitals
 * (docs/decisions/0114-pack-sizes.md: a pack's code is unique across the shop).
 */
export async function findPacksByCode(db: DbHandle, codes: readonly string[]) {
  if (codes.length === 0) return []
  return db
    .selectFrom('product_packs as k')
    .innerJoin('products as p', 'p.id', 'k.product_id')
    .select(['k.product_id', 'k.code'])
    .where('k.code', 'in', [...new Set(codes.flatMap((c) => [c, c.toUpperCase()]))])
    .where('p.published', '=', 1)
    .execute()
}
