import type { DbHandle } from '../../db/connect'

/**
 * Ends the person's live subscriptions and forgets their card's reusable token: no renewal may
 * charge someone who is gone. The rows stay beside their orders. Answers the count ended.
 */
export async function endSubscriptions(db: DbHandle, userId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'cancelled', cancelled_at: now, cancel_reason: 'erased', retry_at: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst()
  await db.updateTable('subscriptions').set({ payment_token: null }).where('user_id', '=', userId).execute()
  return Number(result.numUpdatedRows)
}
