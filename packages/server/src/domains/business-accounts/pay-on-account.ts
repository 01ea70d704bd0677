import {
  dueDateFor,
  outstandingCents,
  payOnAccountRefusal,
  termsText,
  type BusinessAccountStatus,
  type InvoiceStatus,
} from '@shop/shared/business-account'
import { roleMay, roleRefusal, type AccountRole } from '@shop/shared/business-account-roles'
import { formatDate, formatMoney } from '@shop/shared/format'
import { recordAudit, type StaffActor } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import { shopDay } from '../../lib/clock'
import { AppError, conflict, unprocessable } from '../../errors'
import { accountAccess } from './account-access'
import * as repo from './business-accounts.repository'

// Checkout's calls for an order paid on account (docs/decisions/0112-business-accounts-and-pay-on-account.md),
// made inside the order's own transaction.

export interface AccountClaim {
  accountId: number
  termsDays: number
  poNumber: string | null
  /** Who placed the order: the owner or a member ordering for the account. */
  orderedBy: number
  /** Their role: a limit or an approval rule may make their order wait. */
  role: AccountRole
}

/**
 * Locks the business account the customer orders for (their own, or the one whose team they are on)
 * and checks this order may be paid on account: a role that may order (403 otherwise), an approved
 * account, the purchase-order number it asks for, no overdue invoice, and open invoices plus this
 * order within the credit limit. Throws 422 naming why. The lock is held until the order's
 * transaction ends, so two orders at once (by any of the team) are checked one after the other, the
 * second seeing the first's invoice, and can never together pass the limit.
 */
export async function claimAccountCredit(
  trx: DbHandle,
  userId: number,
  o: { totalCents: number; poNumber: string | null; today: string },
): Promise<AccountClaim> {
  const access = await accountAccess(trx, userId)
  if (access && !roleMay(access.role, 'order')) {
    const message = roleRefusal('order')
    throw new AppError(403, message, { payOnAccount: [message] })
  }
  if (access) await repo.lockAccount(trx, access.account.id)
  const account = access ? await repo.findAccount(trx, access.account.id) : undefined
  const invoices = account ? await repo.findAccountInvoices(trx, account.id) : []
  const refusal = payOnAccountRefusal({
    account: account
      ? {
          status: account.status as BusinessAccountStatus,
          credit_limit_cents: account.credit_limit_cents,
          po_required: account.po_required === 1,
        }
      : null,
    invoices: invoices.map((i) => ({ ...i, status: i.status as InvoiceStatus })),
    orderCents: o.totalCents,
    poNumber: o.poNumber,
    today: o.today,
  })
  if (refusal) throw unprocessable(refusal.message, { [refusal.field]: [refusal.message] })
  return {
    accountId: account!.id,
    termsDays: account!.terms_days,
    poNumber: o.poNumber,
    orderedBy: userId,
    role: access!.role,
  }
}

/**
 * Invoices the new order to the account, in the order's transaction: issued today (the shop's day),
 * due after the account's terms, with its purchase-order number.
 */
export async function invoiceOrder(
  trx: DbHandle,
  claim: AccountClaim,
  order: { id: number; orderNo: string; totalCents: number },
  today: string,
  now: string,
) {
  const id = await repo.insertInvoice(trx, {
    account_id: claim.accountId,
    order_id: order.id,
    invoice_no: order.orderNo,
    amount_cents: order.totalCents,
    po_number: claim.poNumber,
    terms_days: claim.termsDays,
    issued_on: today,
    due_on: dueDateFor(today, claim.termsDays),
    status: 'open',
    voided_on: null,
    reminded_before_at: null,
    reminded_after_at: null,
    created_at: now,
    updated_at: now,
  })
  // The customer's step: no staff member.
  await recordAudit(trx, null, {
    action: 'account_invoice.issue',
    entity: 'account_invoice',
    entityId: id,
    before: null,
    after: {
      order_no: order.orderNo,
      amount_cents: order.totalCents,
      po_number: claim.poNumber,
      due_on: dueDateFor(today, claim.termsDays),
      ordered_by_user_id: claim.orderedBy,
    },
  })
  return id
}

/** A cancelled order's open invoice is voided (in the cancellation's transaction): it owes nothing. */
export async function voidOrderInvoice(trx: DbHandle, orderId: number, now: string, timeZone: string) {
  // Voided on the shop's day, as invoices fall due and overdue by it.
  const invoice = await repo.findInvoiceByOrder(trx, orderId)
  if (!invoice || !(await repo.voidOpenInvoice(trx, orderId, shopDay(now, timeZone), now))) return false
  await recordAudit(trx, null, {
    action: 'account_invoice.void',
    entity: 'account_invoice',
    entityId: invoice.id,
    before: { status: invoice.status, paid_cents: invoice.paid_cents },
    after: { status: 'void', reason: 'order cancelled' },
  })
  return true
}

/** What is still owed on an order's open invoice: 0 for a card order or a settled invoice. */
export async function unpaidOnOrder(k: DbHandle, orderId: number): Promise<number> {
  const invoice = await repo.findInvoiceByOrder(k, orderId)
  if (!invoice || invoice.status !== 'open') return 0
  return outstandingCents({ ...invoice, status: invoice.status as InvoiceStatus })
}

/**
 * Takes a return's unpaid part off its order's open invoice as a credit note, in the refund's
 * transaction: one guarded update (never more than is owed; settled once nothing is) and one entry
 * of the invoice's payments naming the return, shown on the statement and the invoice's PDF.
 */
export async function creditNoteForReturn(
  trx: DbHandle,
  actor: StaffActor,
  c: { orderId: number; returnId: number; returnNo: string; cents: number; day: string; now: string },
) {
  const invoice = await repo.findInvoiceByOrder(trx, c.orderId)
  if (!invoice || !(await repo.addPaid(trx, invoice.id, c.cents, c.now))) {
    throw conflict(`The invoice of this order no longer owes ${formatMoney(c.cents)}; look at it again.`)
  }
  await repo.insertPayment(trx, {
    invoice_id: invoice.id,
    account_id: invoice.account_id,
    amount_cents: c.cents,
    reference: `Credit note for return ${c.returnNo}`,
    received_on: c.day,
    recorded_by: actor.email,
    created_at: c.now,
    kind: 'credit_note',
    return_id: c.returnId,
  })
  await recordAudit(trx, actor, {
    action: 'account_invoice.credit_note',
    entity: 'account_invoice',
    entityId: invoice.id,
    before: { status: invoice.status, paid_cents: invoice.paid_cents },
    after: { return_no: c.returnNo, credit_cents: c.cents },
  })
}

/**
 * Who an invoice on account is billed to: the approved practice, its billing address and accounts
 * e-mail (not the person who placed the order); undefined for an order not bought on account.
 */
export async function accountBillTo(k: DbHandle, orderId: number): Promise<string[] | undefined> {
  const practice = await repo.findInvoicedPractice(k, orderId)
  if (!practice) return undefined
  return [
    practice.practice_name,
    ...practice.billing_address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    practice.billing_email,
  ]
}

/** What an order's invoice says of its payment on account (terms, due date, PO number); none for a card order. */
export async function accountInvoiceLines(k: DbHandle, orderId: number): Promise<string[] | undefined> {
  const inv = await repo.findInvoiceByOrder(k, orderId)
  if (!inv) return undefined
  const notes = (await repo.findInvoicePayments(k, [inv.id])).filter((p) => p.kind === 'credit_note')
  return [
    `Pay on account: ${termsText(inv.terms_days)}`,
    `Payment due by: ${formatDate(inv.due_on)}`,
    ...(inv.po_number ? [`Purchase order: ${inv.po_number}`] : []),
    ...notes.map((n) => `${n.reference}: -${formatMoney(n.amount_cents)}`),
    ...(notes.length
      ? [`Still owed: ${formatMoney(outstandingCents({ ...inv, status: inv.status as InvoiceStatus }))}`]
      : []),
    'Please quote the order number with your payment.',
  ]
}
