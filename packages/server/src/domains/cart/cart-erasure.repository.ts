import type { DbHandle } from '../../db/connect'

/** Deletes the person's saved carts. */
export async function deleteSavedCarts(db: DbHandle, userId: number): Promise<void> {
  await db.deleteFrom('customer_cart_lines').where('user_id', '=', userId).execute()
  await db.deleteFrom('customer_carts').where('user_id', '=', userId).execute()
}
