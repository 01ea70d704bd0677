import { sql } from 'kysely'
import type { DbHandle } from '../../db/connect'

/**
 * Takes `qty` units if that many are left, in one guarded statement (docs/decisions/0003-stock-is-taken-with-the-order.md): two buyers of the
 * last unit cannot both pass, and stock never goes below zero. False when not enough is left.
 */
export async function reserveStock(trx: DbHandle, productId: number, qty: number): Promise<boolean> {
  const result = await trx
    .updateTable('products')
    .set({ quantity_used: sql`quantity_used + ${qty}` })
    .where('id', '=', productId)
    .where(sql<boolean>`quantity - quantity_used >= ${qty}`)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Gives reserved units back. */
export async function releaseStock(trx: DbHandle, productId: number, qty: number) {
  await trx
    .updateTable('products')
    .set({ quantity_used: sql`quantity_used - ${qty}` })
    .where('id', '=', productId)
    .execute()
}

export async function findAvailableStock(trx: DbHandle, productId: number) {
  return trx
    .selectFrom('products')
    .select(['product_name', sql<number>`quantity - quantity_used`.as('available')])
    .where('id', '=', productId)
    .executeTakeFirst()
}
