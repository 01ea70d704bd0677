import type { DbHandle } from '../db/connect'
import { mentions, redacted } from '../db/redact'

/** The audit log keeps what staff did and when; the person's name, address and number leave its records. */
export async function redactAuditRecords(db: DbHandle, values: string[]): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({ before_json: redacted('before_json', values), after_json: redacted('after_json', values) })
    .where(mentions(['before_json', 'after_json'], values))
    .execute()
}
