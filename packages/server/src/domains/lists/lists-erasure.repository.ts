import type { DbHandle } from '../../db/connect'

/** Deletes the person's reorder lists and their items. Answers the count of lists. */
export async function deleteReorderLists(db: DbHandle, userId: number): Promise<number> {
  const lists = db.selectFrom('reorder_lists').select('id').where('user_id', '=', userId)
  await db.deleteFrom('reorder_list_items').where('list_id', 'in', lists).execute()
  const result = await db.deleteFrom('reorder_lists').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}
