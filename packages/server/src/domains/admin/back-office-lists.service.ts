import type { Readable } from 'node:stream'
import { csvStream, keysetRows } from '../../lib/csv'
import type { z } from 'zod'
import type {
  ContactMessagesQuerySchema,
  MailQuerySchema,
  NewsletterQuerySchema,
} from '@shop/shared/schemas/admin/operations'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { conflict, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { pageOf } from '../../lib/paging'
import type { ServiceContext } from '../../lib/service-context'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { markContactMessageAnswered } from '../account/contact.repository'
import * as repo from './back-office-lists.repository'

// Contact messages, newsletter sign-ups and the mail outbox in the back office
// (docs/requirements/back-office.md §8).

export async function listContactMessages(k: DbHandle, q: z.output<typeof ContactMessagesQuerySchema>) {
  return pageOf(
    q,
    () => repo.countContactMessages(k, q),
    (limit, offset) => repo.findContactMessagesPage(k, q, limit, offset),
    (r) => r,
  )
}

export async function markContactAnswered(db: Db, actor: StaffActor, id: number) {
  return writeTransaction(db, async (trx) => {
    const row = await repo.findContactMessage(trx, id)
    if (!row) throw notFound('No such message.')
    if (row.answered_at) throw conflict('This message is marked answered already.')
    await markContactMessageAnswered(trx, id, nowIso(), actor.email)
    await recordAudit(trx, actor, {
      action: 'contact.answered',
      entity: 'contact_message',
      entityId: id,
      before: { answered_at: null },
      after: { answered_by: actor.email },
    })
    return (await repo.findContactMessage(trx, id))!
  })
}

export async function listNewsletter(ctx: ServiceContext, q: z.output<typeof NewsletterQuerySchema>) {
  const k = ctx.db.kysely
  const timeZone = ctx.config.shop.timeZone
  return pageOf(
    q,
    () => repo.countNewsletterSignups(k, q, timeZone),
    (limit, offset) => repo.findNewsletterPage(k, q, timeZone, limit, offset),
    (r) => r,
  )
}

/** Every sign-up as CSV (e-mail, signed up), oldest first, read a page at a time. */
export function newsletterCsv(k: DbHandle): Readable {
  async function* rows() {
    const pages = keysetRows((after, size) => repo.findNewsletterSignupsAfter(k, after, size))
    for await (const r of pages) yield [r.email, r.created_at]
  }
  return csvStream(['email', 'signed_up_at'], rows())
}

/** Mails that hold a secret (a reset code) are shown and resent by nobody but their addressee. */
const SECRET_SUBJECTS = ['Your password reset code']
const HIDDEN_BODY = '[This message holds a password reset code and is not shown.]'

function mailView(r: {
  id: number
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  created_at: string
  sent_at: string | null
  send_attempts: number
  last_error: string | null
}) {
  const secret = SECRET_SUBJECTS.includes(r.subject)
  return { ...r, text_body: secret ? HIDDEN_BODY : r.text_body, html_body: secret ? null : r.html_body }
}

export async function listMail(k: DbHandle, q: z.output<typeof MailQuerySchema>) {
  return pageOf(
    q,
    () => repo.countMail(k, q),
    (limit, offset) => repo.findMailPage(k, q, limit, offset),
    (r) => r,
  )
}

export async function getMail(k: DbHandle, id: number) {
  const row = await repo.findMail(k, id)
  if (!row) throw notFound('No such mail.')
  return mailView(row)
}

/** Sends a copy of an outbox message again (a new outbox row); never a message that held a secret. */
export async function resendMail(ctx: ServiceContext, actor: StaffActor, id: number) {
  const row = await repo.findMail(ctx.db.kysely, id)
  if (!row) throw notFound('No such mail.')
  if (SECRET_SUBJECTS.includes(row.subject) || row.text_body.includes('[redacted]')) {
    throw conflict('This message held a secret and cannot be sent again; the customer can ask for a new one.')
  }
  await ctx.mailer.send({
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body ? { html: row.html_body } : {}),
  })
  const copy = await repo.findLatestMailTo(ctx.db.kysely, row.to_address, row.subject)
  await recordAudit(ctx.db.kysely, actor, {
    action: 'mail.resend',
    entity: 'mail',
    entityId: id,
    before: null,
    after: { copy_id: copy.id, to: row.to_address },
  })
  return mailView(copy)
}
