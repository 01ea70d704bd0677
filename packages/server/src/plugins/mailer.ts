import fp from 'fastify-plugin'
import nodemailer, { type Transporter } from 'nodemailer'
import { nowIso } from '../lib/clock'
import { redactEmails } from '../lib/redact'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Where answers go (the contact form mails the shop with reply-to the customer). */
  replyTo?: string
  /**
   * Secrets in the text (a reset code): never written to the log, and when SMTP delivers the mail
   * the outbox keeps a copy with them blanked. Without SMTP the outbox is the delivery.
   */
  sensitive?: string[]
}

/** Marks an outbox copy whose secrets were blanked: sending it again would send the blanks. */
const REDACTED = '[redacted]'

function redact(text: string, secrets: readonly string[] = []): string {
  return secrets.filter(Boolean).reduce((acc, secret) => acc.split(secret).join(REDACTED), text)
}

export interface Mailer {
  /** Records the message in mail_outbox, then sends it by SMTP when SMTP_URL is set. */
  send(message: MailMessage): Promise<void>
  /** Offers an unsent outbox message to the SMTP server again; true once it is accepted. */
  resend(mailId: number): Promise<boolean>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/**
 * Every message is kept in the mail_outbox table (the demo reads reset codes there) and logged;
 * with SMTP_URL it is also delivered, and sent_at is set once the server accepted it.
 */
export default fp<{ smtpUrl?: string; from: string }>(
  async (app, opts) => {
    const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null
    const mailer: Mailer = {
      async send({ sensitive, ...message }) {
        const stored = transport ? (text: string) => redact(text, sensitive) : (text: string) => text
        const row = await app.db.kysely
          .insertInto('mail_outbox')
          .values({
            to_address: message.to,
            subject: message.subject,
            text_body: stored(message.text),
            html_body: message.html === undefined ? null : stored(message.html),
            created_at: nowIso(),
            sent_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        // The outbox row keeps the address, subject and text; the log line keeps none of them: logs
        // travel further than the database, and a subject or text names people (a contact message's
        // sender), whom an erasure could not take back out of a log.
        app.log.info({ mailId: row.id, to: redactEmails(message.to) }, 'mail queued')
        if (!transport) {
          // No SMTP configured: the outbox is the delivery (development and demo); read it there.
          app.log.info({ mailId: row.id }, 'mail kept in the outbox (no SMTP_URL)')
          return
        }
        await deliver(row.id, message)
      },
      async resend(mailId) {
        if (!transport) return false
        const row = await app.db.kysely
          .selectFrom('mail_outbox')
          .selectAll()
          .where('id', '=', mailId)
          .where('sent_at', 'is', null)
          .executeTakeFirst()
        if (!row || row.text_body.includes(REDACTED)) return false
        try {
          await deliver(row.id, {
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            ...(row.html_body ? { html: row.html_body } : {}),
          })
          return true
        } catch {
          return false
        }
      },
    }

    /** Sends by SMTP and records the outcome; a refusal is counted for the mail job and rethrown. */
    async function deliver(mailId: number, message: Omit<MailMessage, 'sensitive'>) {
      try {
        await transport!.sendMail({ from: opts.from, ...message })
      } catch (error) {
        await app.db.kysely
          .updateTable('mail_outbox')
          .set((eb) => ({
            send_attempts: eb('send_attempts', '+', 1),
            last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
          }))
          .where('id', '=', mailId)
          .execute()
        throw error
      }
      await app.db.kysely
        .updateTable('mail_outbox')
        .set({ sent_at: nowIso() })
        .where('id', '=', mailId)
        .execute()
    }
    app.decorate('mailer', mailer)
    if (transport) app.addHook('onClose', async () => transport.close())
  },
  { name: 'mailer', dependencies: ['db'] },
)
