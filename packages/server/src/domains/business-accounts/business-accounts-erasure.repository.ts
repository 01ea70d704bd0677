import type { DbHandle } from '../../db/connect'
import { ERASED_TEXT, mentions, redacted } from '../../db/redact'

/**
 * The person's business account keeps its invoices and payments (the books need them) and loses
 * its billing address and e-mail; invitations sent to the person lose the address. Answers the
 * count of accounts.
 */
export async function anonymiseBusinessAccounts(
  db: DbHandle,
  userId: number,
  email: string,
  values: string[],
): Promise<number> {
  const result = await db
    .updateTable('business_accounts')
    .set({
      practice_name: redacted('practice_name', values),
      billing_email: ERASED_TEXT,
      billing_address: ERASED_TEXT,
      staff_note: redacted('staff_note', values),
    })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('billing_email', '=', email)]))
    .executeTakeFirst()
  await db
    .updateTable('business_account_invitations')
    .set({ email: ERASED_TEXT })
    .where((eb) => eb.or([eb('email', '=', email), eb('accepted_by', '=', userId)]))
    .execute()
  await db
    .updateTable('business_accounts')
    .set({ staff_note: redacted('staff_note', values), practice_name: redacted('practice_name', values) })
    .where(mentions(['staff_note', 'practice_name'], values))
    .execute()
  // Orders waiting for approval keep their lines and totals; notes and reasons lose the person.
  await db
    .updateTable('account_order_approvals')
    .set({ note: redacted('note', values), reasons: redacted('reasons', values) })
    .where(mentions(['note', 'reasons'], values))
    .execute()
  return Number(result.numUpdatedRows)
}
