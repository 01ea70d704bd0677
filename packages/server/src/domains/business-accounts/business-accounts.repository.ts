import { sql, type Insertable, type Updateable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { AccountInvoicesTable, BusinessAccountsTable } from '../../db/schema'

export function findAccountByUser(k: DbHandle, userId: number) {
  return k.selectFrom('business_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export function findAccount(k: DbHandle, id: number) {
  return k.selectFrom('business_accounts').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Locks an account row for the rest of the transaction: a no-op update takes the row lock on
 * PostgreSQL (a second checkout on the same account, by anyone of its team, waits here until the
 * first commits, then reads its invoice); SQLite's BEGIN IMMEDIATE already made this the one writer.
 */
export async function lockAccount(trx: DbHandle, accountId: number) {
  await trx
    .updateTable('business_accounts')
    .set({ updated_at: sql`updated_at` })
    .where('id', '=', accountId)
    .execute()
}

export async function insertAccount(k: DbHandle, values: Insertable<BusinessAccountsTable>) {
  const row = await k.insertInto('business_accounts').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Updates the account only while its status is `from`: false when it changed meanwhile. */
export async function updateAccountIf(
  k: DbHandle,
  id: number,
  from: readonly string[],
  values: Updateable<BusinessAccountsTable>,
) {
  const r = await k
    .updateTable('business_accounts')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

const adminColumns = [
  'a.id',
  'a.user_id',
  'a.practice_name',
  'a.billing_email',
  'a.billing_address',
  'a.status',
  'a.terms_days',
  'a.credit_limit_cents',
  'a.po_required',
  'a.staff_note',
  'a.reviewed_by',
  'a.reviewed_at',
  'a.created_at',
  'a.updated_at',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const

export function findAdminAccounts(k: DbHandle, status?: string) {
  let q = k
    .selectFrom('business_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(adminColumns)
  if (status) q = q.where('a.status', '=', status)
  // Applications waiting first, then the newest.
  return q
    .orderBy(sql`case when a.status = 'pending' then 0 else 1 end`)
    .orderBy('a.id', 'desc')
    .limit(500)
    .execute()
}

export function findAdminAccount(k: DbHandle, id: number) {
  return k
    .selectFrom('business_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(adminColumns)
    .where('a.id', '=', id)
    .executeTakeFirst()
}

const invoiceColumns = [
  'i.id',
  'i.account_id',
  'i.order_id',
  'i.invoice_no',
  'i.amount_cents',
  'i.paid_cents',
  'i.po_number',
  'i.terms_days',
  'i.issued_on',
  'i.due_on',
  'i.status',
  'i.voided_on',
  'i.reminded_before_at',
  'i.reminded_after_at',
  'o.order_no',
  'o.user_id as order_user_id',
  'o.invoice_pdf',
  'a.practice_name',
  'ou.first_name as ordered_by_first_name',
  'ou.last_name as ordered_by_last_name',
] as const

function invoices(k: DbHandle) {
  return (
    k
      .selectFrom('account_invoices as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('business_accounts as a', 'a.id', 'i.account_id')
      // Who placed the order: the owner or a member of the account's team.
      .innerJoin('users as ou', 'ou.id', 'o.user_id')
      .select(invoiceColumns)
  )
}

export type InvoiceRow = Awaited<ReturnType<typeof findInvoice>> & object

/** The account's invoices, newest first. */
export function findAccountInvoices(k: DbHandle, accountId: number) {
  return invoices(k).where('i.account_id', '=', accountId).orderBy('i.id', 'desc').execute()
}

export function findInvoice(k: DbHandle, id: number) {
  return invoices(k).where('i.id', '=', id).executeTakeFirst()
}

export function findInvoices(k: DbHandle, f: { status?: string; accountId?: number }) {
  let q = invoices(k)
  if (f.status) q = q.where('i.status', '=', f.status)
  if (f.accountId) q = q.where('i.account_id', '=', f.accountId)
  return q.orderBy('i.due_on').orderBy('i.id').limit(500).execute()
}

export function findOpenInvoicesDueBy(k: DbHandle, lastDueOn: string) {
  return k
    .selectFrom('account_invoices as i')
    .innerJoin('business_accounts as a', 'a.id', 'i.account_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'i.id',
      'i.invoice_no',
      'i.amount_cents',
      'i.paid_cents',
      'i.po_number',
      'i.due_on',
      'i.status',
      'i.reminded_before_at',
      'i.reminded_after_at',
      'a.practice_name',
      'a.billing_email',
      'u.email',
    ])
    .where('i.status', '=', 'open')
    .where('i.due_on', '<=', lastDueOn)
    .where((eb) => eb.or([eb('i.reminded_before_at', 'is', null), eb('i.reminded_after_at', 'is', null)]))
    .orderBy('i.due_on')
    .orderBy('i.id')
    .limit(500)
    .execute()
}

export function findInvoiceByOrder(k: DbHandle, orderId: number) {
  return k.selectFrom('account_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

/** The practice an order on account is invoiced to: its name, billing address and accounts e-mail. */
export function findInvoicedPractice(k: DbHandle, orderId: number) {
  return k
    .selectFrom('account_invoices as i')
    .innerJoin('business_accounts as a', 'a.id', 'i.account_id')
    .select(['a.practice_name', 'a.billing_address', 'a.billing_email'])
    .where('i.order_id', '=', orderId)
    .executeTakeFirst()
}

export async function insertInvoice(k: DbHandle, values: Insertable<AccountInvoicesTable>) {
  const row = await k.insertInto('account_invoices').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Marks one reminder sent, once: false when this or a concurrent run sent it already. */
export async function claimReminder(
  k: DbHandle,
  invoiceId: number,
  column: 'reminded_before_at' | 'reminded_after_at',
  now: string,
) {
  const r = await k
    .updateTable('account_invoices')
    .set({ [column]: now })
    .where('id', '=', invoiceId)
    .where(column, 'is', null)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/**
 * Adds a payment to an open invoice in one guarded update: only while what it owes covers the
 * amount, so two staff recording at once can never pay it beyond its amount.
 */
export async function addPaid(trx: DbHandle, invoiceId: number, cents: number, now: string) {
  const r = await trx
    .updateTable('account_invoices')
    .set({
      paid_cents: sql`paid_cents + ${cents}`,
      status: sql`case when paid_cents + ${cents} >= amount_cents then 'paid' else 'open' end`,
      updated_at: now,
    })
    .where('id', '=', invoiceId)
    .where('status', '=', 'open')
    .where(sql<boolean>`amount_cents - paid_cents >= ${cents}`)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export async function voidOpenInvoice(trx: DbHandle, orderId: number, day: string, now: string) {
  const r = await trx
    .updateTable('account_invoices')
    .set({ status: 'void', voided_on: day, updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export function findAccountPayments(k: DbHandle, accountId: number) {
  return k
    .selectFrom('account_payments as p')
    .innerJoin('account_invoices as i', 'i.id', 'p.invoice_id')
    .select([
      'p.id',
      'p.invoice_id',
      'p.amount_cents',
      'p.reference',
      'p.received_on',
      'p.recorded_by',
      'p.kind',
      'i.invoice_no',
    ])
    .where('p.account_id', '=', accountId)
    .orderBy('p.received_on')
    .orderBy('p.id')
    .execute()
}

export function findInvoicePayments(k: DbHandle, invoiceIds: readonly number[]) {
  if (!invoiceIds.length) return Promise.resolve([])
  return k
    .selectFrom('account_payments')
    .select(['id', 'invoice_id', 'amount_cents', 'reference', 'received_on', 'recorded_by', 'kind'])
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('id')
    .execute()
}

export async function insertPayment(
  trx: DbHandle,
  values: {
    invoice_id: number
    account_id: number
    amount_cents: number
    reference: string
    received_on: string
    recorded_by: string | null
    created_at: string
    /** A return's credit note rather than money received. */
    kind?: 'payment' | 'credit_note'
    return_id?: number | null
  },
) {
  const row = await trx
    .insertInto('account_payments')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
