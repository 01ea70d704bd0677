import type { DbHandle } from '../../db/connect'

/** The customer's professional verification, or undefined when never verified. */
export function findAccount(k: DbHandle, userId: number) {
  return k.selectFrom('professional_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** Of these products, the professional-only ones (id order). */
export function findProfessionalProducts(k: DbHandle, productIds: readonly number[]) {
  if (!productIds.length) return Promise.resolve([])
  return k
    .selectFrom('products')
    .select(['id', 'product_name'])
    .where('id', 'in', [...productIds])
    .where('professional_only', '=', 1)
    .orderBy('id')
    .execute()
}
