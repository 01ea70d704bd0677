import { isoDateIn } from '@shop/shared/format'
import {
  accountHasStatement,
  buildStatement,
  creditAvailable,
  isOverdue,
  outstandingCents,
  termsText,
  type BusinessAccountStatus,
  type InvoiceStatus,
} from '@shop/shared/business-account'
import { roleMay } from '@shop/shared/business-account-roles'
import { formatDate, formatMoney } from '@shop/shared/format'
import { decimalText, type Cents } from '@shop/shared/money'
import {
  BusinessAccountApplicationSchema,
  type AccountInvoice,
  type AdminBusinessAccount,
  type ApproveBusinessAccount,
  type BusinessAccount,
  type CustomerBusinessAccount,
} from '@shop/shared/schemas/business-accounts'
import type { Selectable } from 'kysely'
import type { Readable } from 'node:stream'
import { recordAudit, type StaffActor } from '../../audit/audit'
import type { BusinessAccountsTable } from '../../db/schema'
import { writeTransaction } from '../../db/transaction'
import { badRequest, conflict, fieldErrors, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { csvStream } from '../../lib/csv'
import type { ServiceContext } from '../../lib/service-context'
// Orders lies below the other domains: its signed invoice link is the one way to an invoice's PDF.
import { invoiceLink } from '../orders/invoice-links'
import { accountAccess, requireAccountRole } from './account-access'
import { mailAccount } from './account-mail'
import { accountTeam } from './business-account-team.service'
import { approvalsForStaff } from './account-approvals.service'
import * as repo from './business-accounts.repository'

// Business accounts (docs/decisions/0112-business-accounts-and-pay-on-account.md): a customer
// applies for their practice; staff approve with terms, a credit limit and whether a purchase-order
// number is required, or reject, or suspend. Every step is audited and mailed.

type AccountRow = Selectable<BusinessAccountsTable>

export function toInvoice(r: repo.InvoiceRow, today: string): AccountInvoice {
  const figures = {
    status: r.status as InvoiceStatus,
    amount_cents: r.amount_cents,
    paid_cents: r.paid_cents,
    due_on: r.due_on,
  }
  return {
    id: r.id,
    invoice_no: r.invoice_no,
    order_no: r.order_no,
    amount_cents: r.amount_cents,
    paid_cents: r.paid_cents,
    outstanding_cents: outstandingCents(figures),
    po_number: r.po_number,
    terms_days: r.terms_days,
    issued_on: r.issued_on,
    due_on: r.due_on,
    status: figures.status,
    overdue: isOverdue(figures, today),
    ordered_by: `${r.ordered_by_first_name} ${r.ordered_by_last_name}`.trim(),
  }
}

function toAccount(r: AccountRow, invoices: readonly AccountInvoice[]): BusinessAccount {
  const owed = invoices.reduce((s, i) => s + i.outstanding_cents, 0)
  return {
    id: r.id,
    status: r.status as BusinessAccountStatus,
    practice_name: r.practice_name,
    billing_email: r.billing_email,
    billing_address: r.billing_address,
    terms_days: r.terms_days,
    credit_limit_cents: r.credit_limit_cents,
    po_required: r.po_required === 1,
    staff_note: r.staff_note,
    owed_cents: owed,
    credit_available_cents: r.status === 'approved' ? creditAvailable(r.credit_limit_cents, invoices) : 0,
    overdue: invoices.some((i) => i.overdue),
    created_at: r.created_at,
    reviewed_at: r.reviewed_at,
  }
}

const today = (ctx: Pick<ServiceContext, 'config'>, now = new Date()) =>
  isoDateIn(now, ctx.config.shop.timeZone)

/** The first day of the month, three months back: the statement's default start. */
function defaultStatementFrom(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 - 2, 1))
  return d.toISOString().slice(0, 10)
}

/**
 * The signed-in person's business account (the one they own or are a member of) and their role in
 * it; its invoices and statement (from..to, by default the last three months) for a role that may
 * read them (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md).
 */
export async function customerAccount(
  ctx: ServiceContext,
  userId: number,
  range: { from?: string; to?: string } = {},
): Promise<CustomerBusinessAccount> {
  const k = ctx.db.kysely
  const access = await accountAccess(k, userId)
  if (!access) return { account: null, role: null, invoices: [], statement: null }
  const { account, role } = access
  if (!accountHasStatement(account.status as BusinessAccountStatus) || !roleMay(role, 'read_invoices')) {
    // A Buyer sees the account's terms and the credit left (what ordering on it needs), not its books.
    const owed = roleMay(role, 'read_invoices')
      ? []
      : (await repo.findAccountInvoices(k, account.id)).map((r) => toInvoice(r, today(ctx)))
    return { account: toAccount(account, owed), role, invoices: [], statement: null }
  }
  const day = today(ctx)
  const [rows, payments] = await Promise.all([
    repo.findAccountInvoices(k, account.id),
    repo.findAccountPayments(k, account.id),
  ])
  const invoices = rows.map((r) => ({
    ...toInvoice(r, day),
    invoice_pdf: invoiceLink(ctx.config, {
      id: r.order_id,
      user_id: r.order_user_id,
      invoice_pdf: r.invoice_pdf,
    }),
  }))
  const to = range.to ?? day
  const from = range.from ?? defaultStatementFrom(to)
  if (from > to)
    throw badRequest('from: The statement must start before it ends.', { from: ['must not be after to'] })
  const statement = buildStatement(
    rows.map((r) => ({
      invoice_no: r.invoice_no,
      issued_on: r.issued_on,
      amount_cents: r.amount_cents,
      status: r.status as InvoiceStatus,
      voided_on: r.voided_on,
    })),
    payments,
    from,
    to,
  )
  return { account: toAccount(account, invoices), role, invoices, statement }
}

const STATEMENT_CSV_HEADER = ['date', 'description', 'amount', 'balance'] as const

/**
 * The customer's statement for a period as a CSV file for their bookkeeping: the opening balance,
 * each line with its running balance, the closing balance. 404 without a business account.
 */
export async function statementCsv(
  ctx: ServiceContext,
  userId: number,
  range: { from?: string; to?: string } = {},
): Promise<{ file: Readable; name: string }> {
  await requireAccountRole(ctx.db.kysely, userId, 'read_invoices')
  const { statement: s } = await customerAccount(ctx, userId, range)
  if (!s) throw notFound('Your business account has no statement until it is approved.')
  async function* rows() {
    yield [formatDate(s!.from), 'Opening balance', null, decimalText(s!.opening_balance_cents)]
    for (const l of s!.lines)
      yield [formatDate(l.date), l.description, decimalText(l.amount_cents), decimalText(l.balance_cents)]
    yield [formatDate(s!.to), 'Closing balance', null, decimalText(s!.closing_balance_cents)]
  }
  return { file: csvStream(STATEMENT_CSV_HEADER, rows()), name: `statement-${s.from}-to-${s.to}.csv` }
}

/**
 * A customer applies to pay on account for their practice. One account per customer: an application
 * under review or an approved account cannot be sent again; a rejected one may be sent again.
 */
export async function applyForAccount(
  ctx: ServiceContext,
  user: { id: number; email: string },
  body: unknown,
): Promise<CustomerBusinessAccount> {
  const parsed = BusinessAccountApplicationSchema.safeParse(body)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues)
    const [field, messages] = Object.entries(errors)[0]!
    throw badRequest(`${field}: ${messages[0]}`, errors)
  }
  const k = ctx.db.kysely
  const existing = await repo.findAccountByUser(k, user.id)
  if (!existing && (await accountAccess(k, user.id))) {
    throw conflict('You are on the team of a business account: one login belongs to one account.')
  }
  if (existing && existing.status !== 'rejected') {
    const why: Record<string, string> = {
      pending: 'Your application is already under review.',
      approved: 'Your business account is already approved.',
      suspended: 'Your business account is suspended; please contact us.',
    }
    throw conflict(why[existing.status] ?? 'You already have a business account.')
  }
  const at = nowIso()
  await writeTransaction(ctx.db, async (trx) => {
    let id: number
    if (existing) {
      const moved = await repo.updateAccountIf(trx, existing.id, ['rejected'], {
        ...parsed.data,
        status: 'pending',
        staff_note: null,
        updated_at: at,
      })
      if (!moved) throw conflict('Your application changed meanwhile; look at it again.')
      id = existing.id
    } else {
      id = await repo.insertAccount(trx, {
        ...parsed.data,
        user_id: user.id,
        status: 'pending',
        created_at: at,
        updated_at: at,
      })
    }
    // Customer steps go in the audit log too (no staff member: staff_email stays empty).
    await recordAudit(trx, null, {
      action: 'business_account.apply',
      entity: 'business_account',
      entityId: id,
      before: existing ? { status: existing.status } : null,
      after: { status: 'pending', user_id: user.id, practice_name: parsed.data.practice_name },
    })
  })
  await mailAccount(ctx, user.email, 'We received your business account application', [
    `Thank you: we have received the application of ${parsed.data.practice_name} to pay on account.`,
    'Our team reviews every application; we will e-mail you when it has been decided.',
  ])
  return customerAccount(ctx, user.id)
}

// Back office

function toAdminAccount(
  r: Awaited<ReturnType<typeof repo.findAdminAccounts>>[number],
  invoices: readonly AccountInvoice[],
): AdminBusinessAccount {
  return {
    ...toAccount(r as unknown as AccountRow, invoices),
    user_id: r.user_id,
    customer_name: `${r.first_name} ${r.last_name}`.trim(),
    customer_email: r.email,
    reviewed_by: r.reviewed_by,
  }
}

async function accountInvoices(ctx: ServiceContext, accountId: number) {
  const day = today(ctx)
  return (await repo.findAccountInvoices(ctx.db.kysely, accountId)).map((r) => toInvoice(r, day))
}

export async function listAccounts(ctx: ServiceContext, status?: BusinessAccountStatus) {
  const rows = await repo.findAdminAccounts(ctx.db.kysely, status)
  const items = await Promise.all(rows.map(async (r) => toAdminAccount(r, await accountInvoices(ctx, r.id))))
  return { items }
}

/** One account for staff, with its team (owner, members, waiting invitations). */
export async function getAccount(ctx: ServiceContext, id: number): Promise<AdminBusinessAccount> {
  const row = await repo.findAdminAccount(ctx.db.kysely, id)
  if (!row) throw notFound('No such business account.')
  return {
    ...toAdminAccount(row, await accountInvoices(ctx, id)),
    members: await accountTeam(ctx.db.kysely, id),
    ...(await approvalsForStaff(ctx.db.kysely, id)),
  }
}

type Decision =
  | ({ kind: 'approve' } & ApproveBusinessAccount)
  | { kind: 'reject'; reason: string }
  | { kind: 'suspend'; reason: string }

const DECIDABLE_FROM: Record<Decision['kind'], readonly BusinessAccountStatus[]> = {
  // Approving a suspended account lifts the suspension; approving an approved one changes its terms.
  approve: ['pending', 'approved', 'suspended'],
  reject: ['pending'],
  suspend: ['approved'],
}

/**
 * A staff decision: approve (or change the terms of) an account with terms, credit limit and the
 * purchase-order rule; reject an application with a reason; suspend an approved account. Audited
 * with before and after, and mailed.
 */
export async function decideAccount(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
  decision: Decision,
): Promise<AdminBusinessAccount> {
  const before = await getAccount(ctx, id)
  const from = DECIDABLE_FROM[decision.kind]
  if (!from.includes(before.status)) {
    const verb = { approve: 'approved', reject: 'rejected', suspend: 'suspended' }[decision.kind]
    throw conflict(`This account is ${before.status}: it cannot be ${verb}.`)
  }
  const at = nowIso()
  const status: BusinessAccountStatus =
    decision.kind === 'approve' ? 'approved' : decision.kind === 'reject' ? 'rejected' : 'suspended'
  const values =
    decision.kind === 'approve'
      ? {
          status,
          terms_days: decision.terms_days,
          credit_limit_cents: decision.credit_limit_cents,
          po_required: decision.po_required ? 1 : 0,
          staff_note: null,
        }
      : { status, staff_note: decision.reason }
  await writeTransaction(ctx.db, async (trx) => {
    const moved = await repo.updateAccountIf(trx, id, [before.status], {
      ...values,
      reviewed_by: actor.email,
      reviewed_at: at,
      updated_at: at,
    })
    if (!moved) throw conflict('This account changed meanwhile; look at it again.')
    await recordAudit(trx, actor, {
      action: `business_account.${decision.kind}`,
      entity: 'business_account',
      entityId: id,
      before: {
        status: before.status,
        terms_days: before.terms_days,
        credit_limit_cents: before.credit_limit_cents,
        po_required: before.po_required,
      },
      after: { ...values, user_id: before.user_id },
    })
  })
  const to = before.billing_email
  if (decision.kind === 'approve') {
    const limit = formatMoney(decision.credit_limit_cents as Cents)
    await mailAccount(ctx, to, `Pay on account is open for ${before.practice_name}`, [
      before.status === 'approved'
        ? `The terms of your business account have changed: ${termsText(decision.terms_days)}, credit limit ${limit}.`
        : `Your business account is approved: ${termsText(decision.terms_days)}, credit limit ${limit}.`,
      decision.po_required
        ? 'Choose "Pay on account" at checkout and give your purchase-order number with each order.'
        : 'Choose "Pay on account" at checkout; a purchase-order number is optional.',
    ])
  } else if (decision.kind === 'reject') {
    await mailAccount(ctx, to, 'Your business account application', [
      `We could not open a business account for ${before.practice_name}.`,
      `Reason: ${decision.reason}`,
    ])
  } else {
    await mailAccount(ctx, to, 'Your business account is suspended', [
      `Pay on account is suspended for ${before.practice_name}: orders can be paid by card meanwhile.`,
      `Reason: ${decision.reason}`,
    ])
  }
  return getAccount(ctx, id)
}
