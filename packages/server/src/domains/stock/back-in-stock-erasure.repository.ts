import type { DbHandle } from '../../db/connect'

/** Deletes the person's back-in-stock requests, by account or by address. */
export async function deleteBackInStockRequests(
  db: DbHandle,
  userId: number,
  email: string,
): Promise<number> {
  const result = await db
    .deleteFrom('back_in_stock_requests')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
