import { describe, expect, it } from 'vitest'
import {
  accountHasStatement,
  buildStatement,
  creditAvailable,
  dueDateFor,
  invoiceStatusAfter,
  isOverdue,
  NO_ACCOUNT_MESSAGE,
  overCreditMessage,
  payOnAccountRefusal,
  PO_REQUIRED_MESSAGE,
  reminderDue,
  type PayOnAccountFacts,
} from './business-account'

const open = (due_on: string, amount = 10_000, paid = 0) => ({
  invoice_no: `BMU-${due_on}`,
  status: 'open' as const,
  amount_cents: amount,
  paid_cents: paid,
  due_on,
})

const facts = (over: Partial<PayOnAccountFacts> = {}): PayOnAccountFacts => ({
  account: { status: 'approved', credit_limit_cents: 50_000, po_required: false },
  invoices: [],
  orderCents: 10_000,
  poNumber: null,
  today: '2026-11-28',
  ...over,
})

describe('due dates and overdue by the shop day', () => {
  it('adds the terms to the issue day, across months and years', () => {
    expect(dueDateFor('2026-11-28', 30)).toBe('2026-12-28')
    expect(dueDateFor('2026-12-20', 15)).toBe('2027-01-04')
    expect(dueDateFor('2027-01-31', 60)).toBe('2027-04-01')
  })
  it('is overdue only after the due day, and only while something is owed', () => {
    expect(isOverdue(open('2026-11-28'), '2026-11-28')).toBe(false)
    expect(isOverdue(open('2026-11-27'), '2026-11-28')).toBe(true)
    expect(isOverdue({ ...open('2026-11-27'), status: 'paid' }, '2026-11-28')).toBe(false)
    expect(isOverdue({ ...open('2026-11-27'), status: 'void' }, '2026-11-28')).toBe(false)
  })
  it('an invoice is paid once the payments reach its amount', () => {
    expect(invoiceStatusAfter(10_000, 9_999)).toBe('open')
    expect(invoiceStatusAfter(10_000, 10_000)).toBe('paid')
  })
})

describe('credit available', () => {
  it('is the limit less what open invoices still owe; paid and void ones owe nothing', () => {
    const invoices = [
      open('2026-12-01', 20_000, 5_000),
      { ...open('2026-12-02', 30_000), status: 'void' as const },
      { ...open('2026-12-03', 30_000, 30_000), status: 'paid' as const },
    ]
    expect(creditAvailable(50_000, invoices)).toBe(35_000)
    expect(creditAvailable(10_000, invoices)).toBe(0)
  })
})

describe('payOnAccountRefusal', () => {
  it('allows an approved account within its limit', () => {
    expect(payOnAccountRefusal(facts())).toBeNull()
    expect(payOnAccountRefusal(facts({ orderCents: 50_000 }))).toBeNull()
  })
  it('refuses without an approved account, saying why', () => {
    expect(payOnAccountRefusal(facts({ account: null }))?.message).toBe(NO_ACCOUNT_MESSAGE)
    const pending = facts({ account: { status: 'pending', credit_limit_cents: 0, po_required: false } })
    expect(payOnAccountRefusal(pending)?.message).toMatch(/still under review/)
    const suspended = facts({ account: { status: 'suspended', credit_limit_cents: 1e6, po_required: false } })
    expect(payOnAccountRefusal(suspended)?.message).toMatch(/suspended/)
  })
  it('asks for the purchase-order number when the account requires one', () => {
    const account = { status: 'approved' as const, credit_limit_cents: 50_000, po_required: true }
    expect(payOnAccountRefusal(facts({ account }))).toEqual({
      field: 'payOnAccount.poNumber',
      message: PO_REQUIRED_MESSAGE,
    })
    expect(payOnAccountRefusal(facts({ account, poNumber: 'PO-1' }))).toBeNull()
  })
  it('refuses with an overdue invoice before looking at the limit, naming the oldest', () => {
    const r = payOnAccountRefusal(
      facts({ invoices: [open('2026-11-20', 100), open('2026-11-10', 100)], orderCents: 1e9 }),
    )
    expect(r?.message).toBe(
      'Invoice BMU-2026-11-10 (and 1 more) was due on 10-11-2026 and is unpaid. Please settle overdue invoices before ordering on account, or pay by card.',
    )
  })
  it('refuses beyond the limit: open invoices plus this order', () => {
    const r = payOnAccountRefusal(facts({ invoices: [open('2026-12-20', 45_000)], orderCents: 5_001 }))
    expect(r?.message).toBe(
      'This order (US $50.01) is over your available credit of US $50.00 (credit limit US $500.00). Please pay by card, or settle open invoices first.',
    )
    expect(
      payOnAccountRefusal(facts({ invoices: [open('2026-12-20', 45_000)], orderCents: 5_000 })),
    ).toBeNull()
  })
})

describe('reminders', () => {
  const inv = (due_on: string, before = false, after = false) => ({
    ...open(due_on),
    reminded_before: before,
    reminded_after: after,
  })
  it('reminds from five days before the due date, then once a day after it', () => {
    expect(reminderDue(inv('2026-12-10'), '2026-12-04')).toBeNull()
    expect(reminderDue(inv('2026-12-10'), '2026-12-05')).toBe('before')
    expect(reminderDue(inv('2026-12-10', true), '2026-12-10')).toBeNull()
    expect(reminderDue(inv('2026-12-10', true), '2026-12-11')).toBe('after')
    expect(reminderDue(inv('2026-12-10', true, true), '2026-12-20')).toBeNull()
  })
  it('sends only the overdue notice when the invoice was already late, and nothing once paid', () => {
    expect(reminderDue(inv('2026-12-10'), '2026-12-15')).toBe('after')
    expect(reminderDue({ ...inv('2026-12-10'), status: 'paid' }, '2026-12-15')).toBeNull()
  })
})

describe('statement', () => {
  it('exists once the account was approved, never under review or refused', () => {
    expect(accountHasStatement('approved')).toBe(true)
    expect(accountHasStatement('suspended')).toBe(true)
    expect(accountHasStatement('pending')).toBe(false)
    expect(accountHasStatement('rejected')).toBe(false)
  })

  it('carries the opening balance and lists invoices, payments and voidings in date order', () => {
    const s = buildStatement(
      [
        { invoice_no: 'A', issued_on: '2026-10-01', amount_cents: 10_000, status: 'open', voided_on: null },
        {
          invoice_no: 'B',
          issued_on: '2026-11-05',
          amount_cents: 20_000,
          status: 'void',
          voided_on: '2026-11-06',
        },
        { invoice_no: 'C', issued_on: '2026-11-10', amount_cents: 5_000, status: 'open', voided_on: null },
      ],
      [
        { invoice_no: 'A', received_on: '2026-11-10', amount_cents: 4_000, reference: 'Cheque 12' },
        { invoice_no: 'A', received_on: '2026-09-01', amount_cents: 0, reference: '' },
      ],
      '2026-11-01',
      '2026-11-30',
    )
    expect(s.opening_balance_cents).toBe(10_000)
    expect(s.lines.map((l) => [l.date, l.description, l.amount_cents, l.balance_cents])).toEqual([
      ['2026-11-05', 'Invoice B', 20_000, 30_000],
      ['2026-11-06', 'Invoice B voided (order cancelled)', -20_000, 10_000],
      ['2026-11-10', 'Invoice C', 5_000, 15_000],
      ['2026-11-10', 'Payment received for invoice A, Cheque 12', -4_000, 11_000],
    ])
    expect(s.closing_balance_cents).toBe(11_000)
  })
  it('says an order over the available credit before it is placed, the same words without the limit', () => {
    expect(overCreditMessage(27_990, 11_839)).toBe(
      'This order (US $279.90) is over your available credit of US $118.39. Please pay by card, or settle open invoices first.',
    )
    expect(overCreditMessage(11_839, 11_839)).toBeNull()
  })
})
