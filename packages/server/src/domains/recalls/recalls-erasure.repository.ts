import type { DbHandle } from '../../db/connect'
import { ERASED_TEXT } from '../../db/redact'

/**
 * A recall's notices to the person stay (who was reached, how many units, when they were collected
 * is what a recall must show); the address units were collected from goes.
 */
export async function anonymiseRecallNotices(db: DbHandle, userId: number): Promise<number> {
  const result = await db
    .updateTable('recall_notices')
    .set({ collection_address: ERASED_TEXT })
    .where('user_id', '=', userId)
    .where('collection_address', 'is not', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
