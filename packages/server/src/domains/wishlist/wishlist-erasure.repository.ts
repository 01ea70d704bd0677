import type { DbHandle } from '../../db/connect'

/** Deletes the person's wish list (nothing the law needs kept). Answers the count. */
export async function deleteWishlist(db: DbHandle, userId: number): Promise<number> {
  const result = await db.deleteFrom('wishlists').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}
