import type { DbHandle } from '../../db/connect'
import { ERASED_TEXT, mentions, redacted } from '../../db/redact'

/**
 * The licence records stay (profession, licence number, issuing body, expiry, who decided): they are
 * why professional-only products were sold. The practice's address and staff's notes lose the
 * person. Answers the count of applications.
 */
export async function anonymiseApplications(db: DbHandle, userId: number, values: string[]): Promise<number> {
  const result = await db
    .updateTable('professional_applications')
    .set({
      practice_name: redacted('practice_name', values),
      practice_address: ERASED_TEXT,
      document_name: 'licence-document',
      staff_note: redacted('staff_note', values),
    })
    .where((eb) => eb.or([eb('user_id', '=', userId), mentions(['practice_name', 'staff_note'], values)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
