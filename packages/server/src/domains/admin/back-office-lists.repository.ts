import type { z } from 'zod'
import type {
  ContactMessagesQuerySchema,
  MailQuerySchema,
  NewsletterQuerySchema,
} from '@shop/shared/schemas/admin/operations'
import type { DbHandle } from '../../db/connect'
import { dayStartIn, nextDay } from '../../lib/clock'
import { containsText } from '../../lib/paging'

// The back office's lists of contact messages, newsletter sign-ups and the mail outbox.

type ContactQuery = z.output<typeof ContactMessagesQuerySchema>
type NewsletterQuery = z.output<typeof NewsletterQuerySchema>
type MailQuery = z.output<typeof MailQuerySchema>

function contactMessages(k: DbHandle, q: ContactQuery) {
  let base = k.selectFrom('contact_messages')
  if (q.answered !== undefined) base = base.where('answered_at', q.answered ? 'is not' : 'is', null)
  const text = q.q
  if (text) {
    base = base.where((eb) =>
      eb.or([containsText('name', text), containsText('email', text), containsText('message', text)]),
    )
  }
  return base
}

export async function countContactMessages(k: DbHandle, q: ContactQuery) {
  return contactMessages(k, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
}

export async function findContactMessagesPage(k: DbHandle, q: ContactQuery, limit: number, offset: number) {
  return contactMessages(k, q)
    .selectAll()
    .orderBy('created_at', q.dir)
    .orderBy('id', q.dir)
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function findContactMessage(k: DbHandle, id: number) {
  return k.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Sign-ups filtered by text and by the shop's calendar days `from`..`to`. */
function newsletterSignups(k: DbHandle, q: { q?: string; from?: string; to?: string }, timeZone: string) {
  let base = k.selectFrom('newsletter_signups')
  if (q.q) base = base.where(containsText('email', q.q))
  if (q.from) base = base.where('created_at', '>=', dayStartIn(q.from, timeZone))
  if (q.to) base = base.where('created_at', '<', dayStartIn(nextDay(q.to), timeZone))
  return base
}

export async function countNewsletterSignups(k: DbHandle, q: NewsletterQuery, timeZone: string) {
  return newsletterSignups(k, q, timeZone)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
}

export async function findNewsletterPage(
  k: DbHandle,
  q: NewsletterQuery,
  timeZone: string,
  limit: number,
  offset: number,
) {
  return newsletterSignups(k, q, timeZone)
    .selectAll()
    .orderBy(q.sort, q.dir)
    .orderBy('id', q.dir)
    .limit(limit)
    .offset(offset)
    .execute()
}

/** One page of sign-ups after id `after`, oldest first (the CSV export reads them so). */
export async function findNewsletterSignupsAfter(k: DbHandle, after: number, size: number) {
  return k
    .selectFrom('newsletter_signups')
    .select(['id', 'email', 'created_at'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(size)
    .execute()
}

function mailOutbox(k: DbHandle, q: MailQuery) {
  let base = k.selectFrom('mail_outbox')
  if (q.state === 'sent') base = base.where('sent_at', 'is not', null)
  if (q.state === 'waiting') base = base.where('sent_at', 'is', null).where('send_attempts', '=', 0)
  if (q.state === 'failed') base = base.where('sent_at', 'is', null).where('send_attempts', '>', 0)
  const text = q.q
  if (text)
    base = base.where((eb) => eb.or([containsText('to_address', text), containsText('subject', text)]))
  return base
}

export async function countMail(k: DbHandle, q: MailQuery) {
  return mailOutbox(k, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
}

export async function findMailPage(k: DbHandle, q: MailQuery, limit: number, offset: number) {
  return mailOutbox(k, q)
    .select(['id', 'to_address', 'subject', 'created_at', 'sent_at', 'send_attempts', 'last_error'])
    .orderBy('created_at', q.dir)
    .orderBy('id', q.dir)
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function findMail(k: DbHandle, id: number) {
  return k.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The newest outbox message to this address with this subject (a resend's copy). */
export async function findLatestMailTo(k: DbHandle, to: string, subject: string) {
  return k
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('subject', '=', subject)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
}
