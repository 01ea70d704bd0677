import { formatDate, formatMoney } from './format'
import type { Cents } from './money'

/*
 * Business accounts and pay on account (docs/decisions/0112-business-accounts-and-pay-on-account.md):
 * the rules the server enforces and the pages show, in one place.
 */

export const ACCOUNT_TERMS_DAYS = [15, 30, 60] as const
export type AccountTermsDays = (typeof ACCOUNT_TERMS_DAYS)[number]

export const BUSINESS_ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const
export type BusinessAccountStatus = (typeof BUSINESS_ACCOUNT_STATUSES)[number]

export const BUSINESS_ACCOUNT_STATUS_TEXT: Record<BusinessAccountStatus, string> = {
  pending: 'Under review',
  approved: 'Approved',
  rejected: 'Not approved',
  suspended: 'Suspended',
}

/**
 * Whether an account has a statement: only once it has been approved (a suspended one keeps its
 * invoices). Under review or not approved it has none, rather than an empty one.
 */
export function accountHasStatement(status: BusinessAccountStatus): boolean {
  return status === 'approved' || status === 'suspended'
}

/** What the account's page says in place of its statement before approval. */
export const NO_STATEMENT_YET_TEXT = 'Your invoices and statement appear here once your account is approved.'

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** Days before the due date that the reminder goes, and after it that the overdue notice goes. */
export const REMINDER_DAYS_BEFORE_DUE = 5
export const OVERDUE_NOTICE_DAYS_AFTER_DUE = 1

/** 'Net 30' */
export function termsText(days: number): string {
  return `Net ${days}`
}

/** The calendar day `days` after `day` (both 'yyyy-mm-dd'). */
export function addDaysToDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** An invoice issued on `issuedOn` (the shop's day) is due `termsDays` later. */
export function dueDateFor(issuedOn: string, termsDays: number): string {
  return addDaysToDay(issuedOn, termsDays)
}

export interface InvoiceFigures {
  status: InvoiceStatus
  amount_cents: number
  paid_cents: number
  due_on: string
}

/** What is still owed on an invoice: nothing on a void or paid one. */
export function outstandingCents(invoice: Omit<InvoiceFigures, 'due_on'>): Cents {
  if (invoice.status === 'void') return 0 as Cents
  return Math.max(0, invoice.amount_cents - invoice.paid_cents) as Cents
}

/** Overdue by the shop's calendar day: still open after its due date. */
export function isOverdue(invoice: InvoiceFigures, today: string): boolean {
  return invoice.status === 'open' && outstandingCents(invoice) > 0 && today > invoice.due_on
}

/** An invoice's status after a payment: paid once nothing is owed. */
export function invoiceStatusAfter(amountCents: number, paidCents: number): InvoiceStatus {
  return paidCents >= amountCents ? 'paid' : 'open'
}

/** The credit limit less every open invoice's outstanding amount (never below zero). */
export function creditAvailable(limitCents: number, invoices: readonly InvoiceFigures[]): Cents {
  const owed = invoices.reduce((sum, i) => sum + outstandingCents(i), 0)
  return Math.max(0, limitCents - owed) as Cents
}

export interface PayOnAccountFacts {
  account: { status: BusinessAccountStatus; credit_limit_cents: number; po_required: boolean } | null
  invoices: readonly (InvoiceFigures & { invoice_no: string })[]
  orderCents: number
  poNumber: string | null
  /** The shop's calendar day. */
  today: string
}

export interface PayOnAccountRefusal {
  field: 'payOnAccount' | 'payOnAccount.poNumber'
  message: string
}

export const NO_ACCOUNT_MESSAGE =
  'Pay on account is for approved business accounts. Please pay by card, or apply for an account from your dashboard.'
export const PO_REQUIRED_MESSAGE = 'Your business account asks for a purchase-order number with every order.'
export const SUBSCRIPTION_ON_ACCOUNT_MESSAGE =
  'Subscribe & Save deliveries are charged to a card: please pay by card for this order.'

/**
 * Why this order may not be paid on account, or null when it may. The checks go in this order, and
 * the first that fails is the answer: an approved account, the purchase-order number it asks for,
 * no overdue invoice, then the credit limit (open invoices plus this order).
 */
export function payOnAccountRefusal(f: PayOnAccountFacts): PayOnAccountRefusal | null {
  const a = f.account
  if (!a || a.status !== 'approved') {
    const message =
      a?.status === 'suspended'
        ? 'Your business account is suspended: please pay by card, or contact us.'
        : a?.status === 'pending'
          ? 'Your business account is still under review. Please pay by card for now.'
          : NO_ACCOUNT_MESSAGE
    return { field: 'payOnAccount', message }
  }
  if (a.po_required && !f.poNumber) return { field: 'payOnAccount.poNumber', message: PO_REQUIRED_MESSAGE }
  const overdue = f.invoices
    .filter((i) => isOverdue(i, f.today))
    .sort((x, y) => (x.due_on < y.due_on ? -1 : 1))
  if (overdue[0]) {
    const first = overdue[0]
    const more = overdue.length > 1 ? ` (and ${overdue.length - 1} more)` : ''
    return {
      field: 'payOnAccount',
      message: `Invoice ${first.invoice_no}${more} was due on ${formatDate(first.due_on)} and is unpaid. Please settle overdue invoices before ordering on account, or pay by card.`,
    }
  }
  const available = creditAvailable(a.credit_limit_cents, f.invoices)
  const over = overCreditMessage(f.orderCents, available, a.credit_limit_cents)
  return over ? { field: 'payOnAccount', message: over } : null
}

/**
 * Why an order cannot go on account for lack of credit, or null when it fits: the same words on the
 * checkout screen (before placing) and in the server's refusal. The limit is named where it is known.
 */
export function overCreditMessage(
  orderCents: number,
  availableCents: number,
  limitCents?: number,
): string | null {
  if (orderCents <= availableCents) return null
  const limit = limitCents === undefined ? '' : ` (credit limit ${formatMoney(limitCents as Cents)})`
  return `This order (${formatMoney(orderCents as Cents)}) is over your available credit of ${formatMoney(availableCents as Cents)}${limit}. Please pay by card, or settle open invoices first.`
}

/** Which reminder an open invoice is due today, if any: before its due date, or after it. */
export function reminderDue(
  invoice: InvoiceFigures & { reminded_before: boolean; reminded_after: boolean },
  today: string,
): 'before' | 'after' | null {
  if (invoice.status !== 'open' || outstandingCents(invoice) === 0) return null
  if (!invoice.reminded_after && today >= addDaysToDay(invoice.due_on, OVERDUE_NOTICE_DAYS_AFTER_DUE)) {
    return 'after'
  }
  if (
    !invoice.reminded_before &&
    !invoice.reminded_after &&
    today >= addDaysToDay(invoice.due_on, -REMINDER_DAYS_BEFORE_DUE) &&
    today <= invoice.due_on
  ) {
    return 'before'
  }
  return null
}

export interface StatementInvoice {
  invoice_no: string
  issued_on: string
  amount_cents: number
  status: InvoiceStatus
  voided_on: string | null
}
export interface StatementPayment {
  invoice_no: string
  received_on: string
  amount_cents: number
  reference: string
  /** A return's credit note (what was never paid, taken off the invoice) rather than money received. */
  kind?: string
}
export interface StatementLine {
  date: string
  description: string
  /** Owed more (an invoice) is positive; a payment or a voided invoice is negative. */
  amount_cents: number
  balance_cents: number
}
export interface Statement {
  from: string
  to: string
  opening_balance_cents: number
  lines: StatementLine[]
  closing_balance_cents: number
}

/**
 * A statement between two days (inclusive): the balance owed before `from`, every invoice, payment
 * and voiding in date order (invoices before payments on the same day) with the running balance,
 * and the balance at the end of `to`.
 */
export function buildStatement(
  invoices: readonly StatementInvoice[],
  payments: readonly StatementPayment[],
  from: string,
  to: string,
): Statement {
  type Entry = { date: string; order: number; description: string; amount_cents: number }
  const entries: Entry[] = []
  for (const i of invoices) {
    entries.push({
      date: i.issued_on,
      order: 0,
      description: `Invoice ${i.invoice_no}`,
      amount_cents: i.amount_cents,
    })
    if (i.status === 'void' && i.voided_on) {
      entries.push({
        date: i.voided_on,
        order: 2,
        description: `Invoice ${i.invoice_no} voided (order cancelled)`,
        amount_cents: -i.amount_cents,
      })
    }
  }
  for (const p of payments) {
    const ref = p.reference ? `, ${p.reference}` : ''
    entries.push({
      date: p.received_on,
      order: 1,
      description:
        p.kind === 'credit_note'
          ? `${p.reference} on invoice ${p.invoice_no}`
          : `Payment received for invoice ${p.invoice_no}${ref}`,
      amount_cents: -p.amount_cents,
    })
  }
  entries.sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1))
  const opening = entries.filter((e) => e.date < from).reduce((s, e) => s + e.amount_cents, 0)
  let balance = opening
  const lines: StatementLine[] = []
  for (const e of entries) {
    if (e.date < from || e.date > to) continue
    balance += e.amount_cents
    lines.push({
      date: e.date,
      description: e.description,
      amount_cents: e.amount_cents,
      balance_cents: balance,
    })
  }
  return { from, to, opening_balance_cents: opening, lines, closing_balance_cents: balance }
}
