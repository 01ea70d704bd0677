import { formatDate, formatMoney } from '@shop/shared/format'
import {
  outstandingCents,
  reminderDue,
  REMINDER_DAYS_BEFORE_DUE,
  type InvoiceStatus,
} from '@shop/shared/business-account'
import type { Cents } from '@shop/shared/money'
import type { AdminInvoice, RecordPayment } from '@shop/shared/schemas/business-accounts'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { addDaysToDate, nowIso, shopDay } from '../../lib/clock'
import { writeTransaction } from '../../db/transaction'
import { conflict, notFound, unprocessable } from '../../errors'
import type { ServiceContext } from '../../lib/service-context'
import { mailAccount } from './account-mail'
import { toInvoice } from './business-accounts.service'
import * as repo from './business-accounts.repository'

// Invoices of orders paid on account: the back office's list, the payments staff record, and the
// reminders before and after the due date (docs/decisions/0112-business-accounts-and-pay-on-account.md).

/** Invoices fall due and overdue by the shop's day. */
const shopToday = (ctx: ServiceContext, now = new Date()) => shopDay(now, ctx.config.shop.timeZone)

async function withPayments(ctx: ServiceContext, rows: repo.InvoiceRow[]): Promise<AdminInvoice[]> {
  const day = shopToday(ctx)
  const payments = await repo.findInvoicePayments(
    ctx.db.kysely,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    ...toInvoice(r, day),
    account_id: r.account_id,
    practice_name: r.practice_name,
    payments: payments
      .filter((p) => p.invoice_id === r.id)
      .map((p) => ({
        id: p.id,
        amount_cents: p.amount_cents,
        reference: p.reference,
        received_on: p.received_on,
        recorded_by: p.recorded_by,
      })),
  }))
}

export async function listInvoices(ctx: ServiceContext, f: { status?: InvoiceStatus; account_id?: number }) {
  return {
    items: await withPayments(
      ctx,
      await repo.findInvoices(ctx.db.kysely, { status: f.status, accountId: f.account_id }),
    ),
  }
}

export async function getInvoice(ctx: ServiceContext, id: number): Promise<AdminInvoice> {
  const row = await repo.findInvoice(ctx.db.kysely, id)
  if (!row) throw notFound('No such invoice.')
  return (await withPayments(ctx, [row]))[0]!
}

/**
 * Staff record a payment received against an open invoice: part payments are allowed; more than
 * the invoice still owes is refused (422 naming the amount), as is a date in the future. The
 * guarded update makes two recordings at once unable to overpay it together. Audited.
 */
export async function recordPayment(
  ctx: ServiceContext,
  actor: StaffActor,
  invoiceId: number,
  p: RecordPayment,
): Promise<AdminInvoice> {
  const before = await getInvoice(ctx, invoiceId)
  if (before.status !== 'open')
    throw conflict(`Invoice ${before.invoice_no} is ${before.status}: it takes no payment.`)
  if (p.received_on > shopToday(ctx)) {
    throw unprocessable('received_on: The payment date cannot be in the future.', {
      received_on: ['must not be in the future'],
    })
  }
  if (p.received_on < before.issued_on) {
    const message = `received_on: The payment date cannot be before invoice ${before.invoice_no} was issued (${before.issued_on}).`
    throw unprocessable(message, { received_on: [`must be ${before.issued_on} or later`] })
  }
  const tooMuch = () => {
    const owed = formatMoney(outstandingCents(before) as Cents)
    const message = `amount_cents: The payment is more than invoice ${before.invoice_no} still owes (${owed}).`
    return unprocessable(message, { amount_cents: [`must be at most ${before.outstanding_cents}`] })
  }
  if (p.amount_cents > before.outstanding_cents) throw tooMuch()
  const now = nowIso()
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.addPaid(trx, invoiceId, p.amount_cents, now))) throw tooMuch()
    const paymentId = await repo.insertPayment(trx, {
      invoice_id: invoiceId,
      account_id: before.account_id,
      amount_cents: p.amount_cents,
      reference: p.reference,
      received_on: p.received_on,
      recorded_by: actor.email,
      created_at: now,
    })
    await recordAudit(trx, actor, {
      action: 'account_invoice.payment',
      entity: 'account_invoice',
      entityId: invoiceId,
      before: { paid_cents: before.paid_cents, status: before.status },
      after: {
        payment_id: paymentId,
        amount_cents: p.amount_cents,
        reference: p.reference,
        received_on: p.received_on,
      },
    })
  })
  return getInvoice(ctx, invoiceId)
}

export interface AccountRemindersReport {
  before: string[]
  after: string[]
}

/**
 * The invoice reminders job: one mail a few days before an open invoice is due, and one the day
 * after it falls due while unpaid. Each is claimed by a guarded update before it is sent, so it goes
 * at most once even when two runs overlap; each is audited.
 */
export async function sendInvoiceReminders(ctx: ServiceContext, now: Date): Promise<AccountRemindersReport> {
  const k = ctx.db.kysely
  const today = shopToday(ctx, now)
  const report: AccountRemindersReport = { before: [], after: [] }
  const at = nowIso()
  for (const inv of await repo.findOpenInvoicesDueBy(k, addDaysToDate(today, REMINDER_DAYS_BEFORE_DUE))) {
    const due = reminderDue(
      {
        status: inv.status as InvoiceStatus,
        amount_cents: inv.amount_cents,
        paid_cents: inv.paid_cents,
        due_on: inv.due_on,
        reminded_before: inv.reminded_before_at !== null,
        reminded_after: inv.reminded_after_at !== null,
      },
      today,
    )
    if (!due) continue
    const column = due === 'before' ? 'reminded_before_at' : 'reminded_after_at'
    if (!(await repo.claimReminder(k, inv.id, column, at))) continue
    await recordAudit(k, null, {
      action: `account_invoice.reminder_${due}`,
      entity: 'account_invoice',
      entityId: inv.id,
      before: null,
      after: { due_on: inv.due_on, outstanding_cents: inv.amount_cents - inv.paid_cents },
    })
    const owed = formatMoney((inv.amount_cents - inv.paid_cents) as Cents)
    const po = inv.po_number ? ` (purchase order ${inv.po_number})` : ''
    const dueText = formatDate(inv.due_on)
    if (due === 'before') {
      await mailAccount(ctx, inv.billing_email, `Invoice ${inv.invoice_no} is due on ${dueText}`, [
        `Dear ${inv.practice_name},`,
        '',
        `A friendly reminder: invoice ${inv.invoice_no}${po} for ${owed} is due on ${dueText}.`,
        'If you have already paid it, thank you, and please ignore this message.',
      ])
    } else {
      await mailAccount(ctx, inv.billing_email, `Invoice ${inv.invoice_no} is overdue`, [
        `Dear ${inv.practice_name},`,
        '',
        `Invoice ${inv.invoice_no}${po} for ${owed} was due on ${dueText} and is not yet paid.`,
        'Until it is paid, new orders cannot be paid on account. Please let us know if anything is unclear.',
      ])
    }
    report[due].push(inv.invoice_no)
  }
  return report
}
