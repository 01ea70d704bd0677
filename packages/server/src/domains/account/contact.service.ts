import { ACCOUNT_MESSAGES } from '@shop/shared/schemas/account'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/connect'
import { nowIso } from '../../lib/clock'
import type { MailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
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
  shop: MailShop,
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
      ...(await mails['contact-message']({
        shop,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message ?? null,
      })),
    })
  } catch (error) {
    log.error({ err: error, contactMessageId: row.id }, 'contact mail failed; the message is stored')
  }
  return { message: ACCOUNT_MESSAGES.contactSent }
}
