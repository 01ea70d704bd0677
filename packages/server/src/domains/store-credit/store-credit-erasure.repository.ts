import type { DbHandle } from '../../db/connect'
import { mentions, redacted } from '../../db/redact'

/** Store-credit movements keep their amounts; their notes lose the person. */
export async function redactCreditNotes(db: DbHandle, userId: number, values: string[]): Promise<void> {
  await db
    .updateTable('store_credit_entries')
    .set({ note: redacted('note', values) })
    .where('user_id', '=', userId)
    .where(mentions(['note'], values))
    .execute()
}
