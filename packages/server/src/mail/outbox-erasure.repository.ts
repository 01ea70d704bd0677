import type { DbHandle } from '../db/connect'
import { mentions, redacted } from '../db/redact'

/**
 * Deletes the mail kept for the person's address (sent or waiting: a waiting one would go to
 * someone who asked to be forgotten), and takes the person out of any other mail that names them
 * (staff notices of a contact message or a return). Answers the count deleted.
 */
export async function eraseMailOf(db: DbHandle, email: string, values: string[]): Promise<number> {
  const result = await db.deleteFrom('mail_outbox').where('to_address', '=', email).executeTakeFirst()
  await db
    .updateTable('mail_outbox')
    .set({
      subject: redacted('subject', values),
      text_body: redacted('text_body', values),
      html_body: redacted('html_body', values),
    })
    .where(mentions(['subject', 'text_body', 'html_body'], values))
    .execute()
  return Number(result.numDeletedRows)
}
