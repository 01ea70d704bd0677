import type { DbHandle } from '../../db/connect'
import { mentions, redacted } from '../../db/redact'

/** The person's returns keep their lines and refunds; their free text loses the person. */
export async function redactReturns(db: DbHandle, userId: number, values: string[]): Promise<number> {
  const result = await db
    .updateTable('returns')
    .set({ details: redacted('details', values), decision_note: redacted('decision_note', values) })
    .where('user_id', '=', userId)
    .where(mentions(['details', 'decision_note'], values))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
