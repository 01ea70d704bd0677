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
import { dayStartIn, nextDay, nowIso } from '../../lib/clock'
import { containsText, pageOf } from '../../lib/paging'
import type { ServiceContext } from '../../lib/service-context'
import { recordAudit, type StaffActor } from '../../audit/audit'

// Contact messages, newsletter sign-ups and the mail outbox in the back office
// (docs/requirements/back-office.md §8).

export async function listContactMessages(k: DbHandle, q: z.output<typeof ContactMessagesQuerySchema>) {
  let base = k.selectFrom('contact_messages')
  if (q.answered !== undefined) base = base.where('answered_at', q.answered ? 'is not' : 'is', null)
  const text = q.q
  if (text) {
    base = base.where((eb) =>
      eb.or([containsText('name', text), containsText('email', text), containsText('message', text)]),
    )
  }
  return pageOf(
    q,
    () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (limit, offset) =>
      base
        .selectAll()
        .orderBy('created_at', q.dir)
        .orderBy('id', q.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
    (r) => r,
  )
}

export async function markContactAnswered(db: Db, actor: StaffActor, id: number) {
  return writeTransaction(db, async (trx) => {
    const row = await trx.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound('No such message.')
    if (row.answered_at) throw conflict('This message is marked answered already.')
    await trx
      .updateTable('contact_messages')
      .set({ answered_at: nowIso(), answered_by: actor.email })
      .where('id', '=', id)
      .execute()
    await recordAudit(trx, actor, {
      action: 'contact.answered',
      entity: 'contact_message',
      entityId: id,
      before: { answered_at: null },
      after: { answered_by: actor.email },
    })
    return trx.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  })
}

function newsletterQuery(k: DbHandle, q: { q?: string; from?: string; to?: string }, timeZone: string) {
  let base = k.selectFrom('newsletter_signups')
  if (q.q) base = base.where(containsText('email', q.q))
  if (q.from) base = base.where('created_at', '>=', dayStartIn(q.from, timeZone))
  if (q.to) base = base.where('created_at', '<', dayStartIn(nextDay(q.to), timeZone))
  return base
}

export async function listNewsletter(ctx: ServiceContext, q: z.output<typeof NewsletterQuerySchema>) {
  const base = newsletterQuery(ctx.db.kysely, q, ctx.config.shop.timeZone)
  return pageOf(
    q,
    () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (limit, offset) =>
      base.selectAll().orderBy(q.sort, q.dir).orderBy('id', q.dir).limit(limit).offset(offset).execute(),
    (r) => r,
  )
}

/** Every sign-up as CSV (e-mail, signed up), oldest first, read a page at a time. */
export function newsletterCsv(k: DbHandle): Readable {
  async function* rows() {
    const pages = keysetRows((after, size) =>
      k
        .selectFrom('newsletter_signups')
        .select(['id', 'email', 'created_at'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(size)
        .execute(),
    )
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
  let base = k.selectFrom('mail_outbox')
  if (q.state === 'sent') base = base.where('sent_at', 'is not', null)
  if (q.state === 'waiting') base = base.where('sent_at', 'is', null).where('send_attempts', '=', 0)
  if (q.state === 'failed') base = base.where('sent_at', 'is', null).where('send_attempts', '>', 0)
  const text = q.q
  if (text)
    base = base.where((eb) => eb.or([containsText('to_address', text), containsText('subject', text)]))
  return pageOf(
    q,
    () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (limit, offset) =>
      base
        .select(['id', 'to_address', 'subject', 'created_at', 'sent_at', 'send_attempts', 'last_error'])
        .orderBy('created_at', q.dir)
        .orderBy('id', q.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
    (r) => r,
  )
}

export async function getMail(k: DbHandle, id: number) {
  const row = await k.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('No such mail.')
  return mailView(row)
}

/** Sends a copy of an outbox message again (a new outbox row); never a message that held a secret. */
export async function resendMail(ctx: ServiceContext, actor: StaffActor, id: number) {
  const row = await ctx.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
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
  const copy = await ctx.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', row.to_address)
    .where('subject', '=', row.subject)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  await recordAudit(ctx.db.kysely, actor, {
    action: 'mail.resend',
    entity: 'mail',
    entityId: id,
    before: null,
    after: { copy_id: copy.id, to: row.to_address },
  })
  return mailView(copy)
}
