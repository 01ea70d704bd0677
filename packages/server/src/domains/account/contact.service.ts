import { ACCOUNT_MESSAGES } from '@shop/shared/schemas/account'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import { nowIso } from '../../lib/clock'
import type { Mailer } from '../../plugins/mailer'
import { insertContactMessage } from './contact.repository'

export interface ContactMessage {
  name: string
  email: string
  phone: string
  message?: string | null
}

/** One line for a mail header: a visitor's text must not add header lines. */
function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim()
}

/**
 * POST contacts: stores the message, then mails it to the shop with reply-to the visitor. The
 * message is kept even if the mail fails (staff can read contact_messages), so the visitor is not
 * asked to send it twice.
 */
export async function sendContactMessage(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  shop: Config['shop'],
  input: ContactMessage,
): Promise<{ message: string }> {
  const row = await insertContactMessage(db.kysely, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message ?? null,
    created_at: nowIso(),
  })
  try {
    await mailer.send({
      to: shop.email,
      replyTo: input.email,
      subject: `Contact message from ${oneLine(input.name)}`,
      text: [
        `Name: ${input.name}`,
        `E-mail: ${input.email}`,
        `Phone: ${input.phone}`,
        '',
        input.message ?? '(no message)',
      ].join('\n'),
    })
  } catch (error) {
    log.error({ err: error, contactMessageId: row.id }, 'contact mail failed; the message is stored')
  }
  return { message: ACCOUNT_MESSAGES.contactSent }
}
