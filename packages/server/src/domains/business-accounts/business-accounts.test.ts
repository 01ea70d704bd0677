import fs from 'node:fs'
import { formatDate, isoDateIn } from '@shop/shared/format'
import { addDaysToDay, PO_REQUIRED_MESSAGE } from '@shop/shared/business-account'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { sendInvoiceReminders } from './account-invoices.service'
import { serviceContext } from '../../lib/service-context'
import { pdfText } from '../../../test/pdf-text'
import { invoiceFile } from '../orders/invoice-links'

let t: TestApp
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let productId: number

/** A pickup order of `qty` units at US $10.00 (no shipping, no tax), paid on account. */
const onAccountBody = (qty: number, poNumber?: string) => ({
  items: [{ id: productId, qty, price: 10 }],
  subTotal: 10 * qty,
  couponDiscount: 0,
  shippingCharge: 0,
  taxAmount: 0,
  total: 10 * qty,
  pickupOrder: true,
  payOnAccount: poNumber === undefined ? {} : { poNumber },
})

const checkout = (token: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  })

const apply = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/business-account',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      practice_name: 'Harbour Clinic',
      billing_email: 'Accounts@Harbour.example',
      billing_address: '1 Reid St, Hamilton',
    },
  })

const accountOf = async (userId: number) =>
  t.db.kysely
    .selectFrom('business_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()

/** A customer with an approved account: net 30, the given limit, PO numbers required or not. */
async function approvedClinic(limitCents: number, poRequired = false) {
  const c = await insertCustomer(t.db)
  expect((await apply(c.token)).statusCode).toBe(201)
  const { id } = await accountOf(c.id)
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/business-accounts/${id}/approve`,
    headers: staff.headers,
    payload: { terms_days: 30, credit_limit_cents: limitCents, po_required: poRequired },
  })
  expect(res.statusCode).toBe(200)
  return { ...c, accountId: id }
}

const orderCount = async (userId: number) =>
  Number(
    (
      await t.db.kysely
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  )

const today = () => isoDateIn(new Date(), t.app.config.shop.timeZone)

beforeAll(async () => {
  t = await buildTestApp()
  staff = await insertStaffMember(t.db)
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  const p = await insertProduct(t.db, {
    name: 'Nitrile Gloves (box of 100)',
    categoryId: category.id,
    brandId: brand.id,
    sellingPriceCents: 1000,
    quantity: 10_000,
  })
  productId = p.id
})

describe('applying and staff review', () => {
  it('an application waits for staff, is refused at checkout meanwhile, and every step is audited', async () => {
    const c = await insertCustomer(t.db)
    const res = await apply(c.token)
    expect(res.statusCode).toBe(201)
    expect(res.json().account).toMatchObject({ status: 'pending', billing_email: 'accounts@harbour.example' })
    expect((await apply(c.token)).json().message).toBe('Your application is already under review.')

    const refused = await checkout(c.token, onAccountBody(1))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(
      'Your business account is still under review. Please pay by card for now.',
    )
    expect(await orderCount(c.id)).toBe(0)

    // Under review the account has no statement yet, neither on the page nor as CSV.
    const read = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${c.token}` } })
    expect((await read('/api/customer/business-account')).json()).toMatchObject({
      account: { status: 'pending' },
      invoices: [],
      statement: null,
    })
    const csv = await read('/api/customer/business-account/statement.csv')
    expect(csv.statusCode).toBe(404)
    expect(csv.json().message).toBe('Your business account has no statement until it is approved.')

    const { id } = await accountOf(c.id)
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/business-accounts/${id}/approve`,
      headers: staff.headers,
      payload: { terms_days: 45, credit_limit_cents: 100_00, po_required: false },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('terms_days')
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/admin/business-accounts/${id}/approve`,
      headers: staff.headers,
      payload: { terms_days: 30, credit_limit_cents: 1_000_000_00, po_required: false },
    })
    expect(huge.statusCode).toBe(400)
    expect(huge.json().errors).toEqual({ credit_limit_cents: ['Credit limit must be at most US $50,000.00'] })
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/business-accounts/${id}/reject`,
      headers: staff.headers,
      payload: { reason: 'We could not confirm the practice.' },
    })
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      staff_note: 'We could not confirm the practice.',
    })
    // A rejected application may be sent again.
    expect((await apply(c.token)).json().account.status).toBe('pending')

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'staff_email'])
      .where('entity', '=', 'business_account')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual([
      'business_account.apply',
      'business_account.reject',
      'business_account.apply',
    ])
    expect(audit[1]!.staff_email).toBe(staff.email)
  })

  it('a customer with no account is refused pay on account', async () => {
    const c = await insertCustomer(t.db)
    const res = await checkout(c.token, onAccountBody(1))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.payOnAccount[0]).toMatch(/^Pay on account is for approved business accounts\./)
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/customer/business-account',
          headers: { authorization: `Bearer ${c.token}` },
        })
      ).json(),
    ).toEqual({ account: null, role: null, invoices: [], statement: null })
  })

  it('a card payment still needs the card', async () => {
    const c = await insertCustomer(t.db)
    const { payOnAccount: _, ...noPayment } = onAccountBody(1)
    const res = await checkout(c.token, noPayment)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toHaveProperty('paymentToken')
  })
})

describe('paying on account', () => {
  it('an approved clinic pays with its PO number; the invoice has its terms and due date; cancelling voids it', async () => {
    const c = await approvedClinic(500_00, true)
    const noPo = await checkout(c.token, onAccountBody(2))
    expect(noPo.statusCode).toBe(422)
    expect(noPo.json().errors['payOnAccount.poNumber']).toEqual([PO_REQUIRED_MESSAGE])

    const res = await checkout(c.token, onAccountBody(2, 'PO-4471'))
    expect(res.statusCode).toBe(200)
    const orderNo = res.json().data.orderNumber as string
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({ payment_status: 'paid', payment_method: 'account', transaction_id: null })
    expect(
      await t.db.kysely.selectFrom('sandbox_payments').selectAll().where('amount_cents', '=', 2000).execute(),
    ).toHaveLength(0)

    // The invoice document says the terms, the due date and the PO number.
    let invoicePdf: string | null = null
    for (let i = 0; i < 100 && !invoicePdf; i++) {
      await new Promise((r) => setTimeout(r, 50))
      invoicePdf = (
        await t.db.kysely
          .selectFrom('orders')
          .select('invoice_pdf')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).invoice_pdf
    }
    const text = pdfText(fs.readFileSync(invoiceFile(t.config, invoicePdf!)))
    expect(text).toContain('Pay on account: Net 30')
    expect(text).toContain(`Payment due by: ${formatDate(addDaysToDay(today(), 30))}`)
    expect(text).toContain('Purchase order: PO-4471')
    // Billed to the approved practice and its accounts e-mail, not to the person who ordered.
    expect(text).toMatch(/Bill to\s+Harbour Clinic\s+1 Reid St, Hamilton\s+accounts@harbour\.example/)
    // So does the confirmation mail.
    let confirmation: { text_body: string } | undefined
    for (let i = 0; i < 100 && !confirmation; i++) {
      confirmation = await t.db.kysely
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('subject', '=', `Your order ${orderNo}`)
        .executeTakeFirst()
      if (!confirmation) await new Promise((r) => setTimeout(r, 50))
    }
    expect(confirmation?.text_body).toContain(
      `Pay on account: Net 30. Payment due by: ${formatDate(addDaysToDay(today(), 30))}. Purchase order: PO-4471.`,
    )

    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/customer/business-account',
        headers: { authorization: `Bearer ${c.token}` },
      })
    ).json()
    expect(mine.account).toMatchObject({
      status: 'approved',
      owed_cents: 2000,
      credit_available_cents: 48_000,
      po_required: true,
    })
    expect(mine.invoices).toEqual([
      expect.objectContaining({
        invoice_no: orderNo,
        order_no: orderNo,
        amount_cents: 2000,
        po_number: 'PO-4471',
        terms_days: 30,
        issued_on: today(),
        due_on: addDaysToDay(today(), 30),
        status: 'open',
        overdue: false,
      }),
    ])
    expect(mine.statement.lines).toEqual([
      { date: today(), description: `Invoice ${orderNo}`, amount_cents: 2000, balance_cents: 2000 },
    ])

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: staff.headers,
      payload: { notes: 'The clinic asked.' },
    })
    expect(cancel.statusCode).toBe(200)
    const invoice = await t.db.kysely
      .selectFrom('account_invoices')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(invoice).toMatchObject({ status: 'void', voided_on: today() })
    const steps = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'account_invoice')
      .where('entity_id', '=', String(invoice.id))
      .orderBy('id')
      .execute()
    expect(steps.map((a) => a.action)).toEqual(['account_invoice.issue', 'account_invoice.void'])
  })

  it('refuses an order above the credit limit (open invoices plus this order), naming the credit left', async () => {
    const c = await approvedClinic(100_00)
    expect((await checkout(c.token, onAccountBody(6))).statusCode).toBe(200)
    const res = await checkout(c.token, onAccountBody(5))
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(
      'This order (US $50.00) is over your available credit of US $40.00 (credit limit US $100.00). Please pay by card, or settle open invoices first.',
    )
    expect((await checkout(c.token, onAccountBody(4))).statusCode).toBe(200)
    expect(await orderCount(c.id)).toBe(2)
  })

  it('refuses while an invoice is overdue, whatever the credit left', async () => {
    const c = await approvedClinic(1000_00)
    const first = await checkout(c.token, onAccountBody(1))
    expect(first.statusCode).toBe(200)
    const yesterday = addDaysToDay(today(), -1)
    await t.db.kysely
      .updateTable('account_invoices')
      .set({ due_on: yesterday })
      .where('account_id', '=', c.accountId)
      .execute()
    const res = await checkout(c.token, onAccountBody(1))
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toMatch(
      new RegExp(`^Invoice ${first.json().data.orderNumber} was due on .* and is unpaid\\.`),
    )
  })

  it('refuses a suspended account and Subscribe & Save lines', async () => {
    const c = await approvedClinic(1000_00)
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/business-accounts/${c.accountId}/suspend`,
      headers: staff.headers,
      payload: { reason: 'Cheque returned unpaid.' },
    })
    expect(suspend.json().status).toBe('suspended')
    const res = await checkout(c.token, onAccountBody(1))
    expect(res.json().message).toBe('Your business account is suspended: please pay by card, or contact us.')
  })

  it('two orders at once cannot together pass the limit', async () => {
    const c = await approvedClinic(100_00)
    // Six orders of US $30 against US $100: exactly three fit, whatever the interleaving.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/checkout/payment',
          headers: {
            authorization: `Bearer ${c.token}`,
            'idempotency-key': `clinic-rush-${i}-${Date.now()}`,
          },
          payload: onAccountBody(3),
        }),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3)
    const refused = answers.filter((a) => a.statusCode === 422)
    expect(refused).toHaveLength(3)
    for (const r of refused) expect(r.json().message).toMatch(/is over your available credit of US \$10\.00/)
    const owed = await t.db.kysely
      .selectFrom('account_invoices')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
      .where('account_id', '=', c.accountId)
      .executeTakeFirstOrThrow()
    expect(Number(owed.sum)).toBe(9000)
    expect(await orderCount(c.id)).toBe(3)
  })
})

describe('staff record payments', () => {
  it('part payments, then the rest; more than owed is refused naming the field; each is audited', async () => {
    const c = await approvedClinic(1000_00)
    const orderNo = (await checkout(c.token, onAccountBody(10, 'PO-9'))).json().data.orderNumber
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/account-invoices?status=open&account_id=${c.accountId}`,
      headers: staff.headers,
    })
    const invoice = list.json().items[0]
    expect(invoice).toMatchObject({
      invoice_no: orderNo,
      practice_name: 'Harbour Clinic',
      outstanding_cents: 100_00,
    })
    const pay = (amount_cents: number, received_on = today()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/account-invoices/${invoice.id}/payments`,
        headers: staff.headers,
        payload: { amount_cents, reference: 'Bank transfer 7731', received_on },
      })
    const part = await pay(40_00)
    expect(part.statusCode).toBe(201)
    expect(part.json()).toMatchObject({ status: 'open', paid_cents: 40_00, outstanding_cents: 60_00 })
    const over = await pay(60_01)
    expect(over.statusCode).toBe(422)
    expect(over.json().errors).toHaveProperty('amount_cents')
    expect(over.json().message).toBe(
      `amount_cents: The payment is more than invoice ${orderNo} still owes (US $60.00).`,
    )
    const future = await pay(1, addDaysToDay(today(), 2))
    expect(future.statusCode).toBe(422)
    expect(future.json().errors).toHaveProperty('received_on')
    const longAgo = await pay(1, '1900-01-01')
    expect(longAgo.statusCode).toBe(422)
    expect(longAgo.json().message).toMatch(
      new RegExp(
        `^received_on: The payment date cannot be before invoice ${orderNo} was issued \\(\\d{4}-\\d{2}-\\d{2}\\)\\.$`,
      ),
    )
    const rest = await pay(60_00)
    expect(rest.json()).toMatchObject({ status: 'paid', outstanding_cents: 0 })
    expect(rest.json().payments).toHaveLength(2)
    expect((await pay(1)).statusCode).toBe(409)

    const statement = (
      await t.app.inject({
        method: 'GET',
        url: '/api/customer/business-account',
        headers: { authorization: `Bearer ${c.token}` },
      })
    ).json().statement
    expect(statement.closing_balance_cents).toBe(0)
    // A later period opens with what was owed before it; a period ending before it starts is refused.
    const tomorrow = addDaysToDay(today(), 1)
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/customer/business-account?from=${tomorrow}&to=${tomorrow}`,
      headers: { authorization: `Bearer ${c.token}` },
    })
    expect(later.json().statement).toMatchObject({
      opening_balance_cents: 0,
      lines: [],
      closing_balance_cents: 0,
    })
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/customer/business-account?from=${tomorrow}&to=${today()}`,
      headers: { authorization: `Bearer ${c.token}` },
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().errors).toHaveProperty('from')
    expect(statement.lines.map((l: { description: string }) => l.description)).toEqual([
      `Invoice ${orderNo}`,
      `Payment received for invoice ${orderNo}, Bank transfer 7731`,
      `Payment received for invoice ${orderNo}, Bank transfer 7731`,
    ])
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'staff_email'])
      .where('entity', '=', 'account_invoice')
      .where('entity_id', '=', String(invoice.id))
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      { action: 'account_invoice.issue', staff_email: null },
      { action: 'account_invoice.payment', staff_email: staff.email },
      { action: 'account_invoice.payment', staff_email: staff.email },
    ])
  })

  it('a customer token is refused the back office', async () => {
    const c = await insertCustomer(t.db)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/account-invoices',
      headers: { authorization: `Bearer ${c.token}` },
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('invoice reminders', () => {
  it('one mail before the due date and one after it, each once even when runs overlap', async () => {
    const c = await approvedClinic(1000_00)
    const orderNo = (await checkout(c.token, onAccountBody(1))).json().data.orderNumber
    const ctx = serviceContext(t.app)
    const subjects = async () =>
      (
        await t.db.kysely
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', 'accounts@harbour.example')
          .where('subject', 'like', `Invoice ${orderNo}%`)
          // Without an order PostgreSQL may return the rows in any order.
          .orderBy('id')
          .execute()
      ).map((m) => m.subject)
    const due = addDaysToDay(today(), 30)
    const day = (d: string) => new Date(`${d}T16:00:00Z`)
    // Not yet: more than five days ahead.
    await sendInvoiceReminders(ctx, day(addDaysToDay(due, -6)))
    expect(await subjects()).toEqual([])
    await Promise.all([1, 2, 3].map(() => sendInvoiceReminders(ctx, day(addDaysToDay(due, -3)))))
    await Promise.all([1, 2, 3].map(() => sendInvoiceReminders(ctx, day(addDaysToDay(due, 2)))))
    await sendInvoiceReminders(ctx, day(addDaysToDay(due, 9)))
    const sent = await subjects()
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatch(/^Invoice .* is due on /)
    expect(sent[1]).toBe(`Invoice ${orderNo} is overdue`)
  })
})

describe('returns of orders bought on account', () => {
  it('what was never paid comes off the invoice as a credit note (statement and PDF); store credit only for what was paid', async () => {
    const c = await approvedClinic(1000_00)
    const orderNo = (await checkout(c.token, onAccountBody(3))).json().data.orderNumber as string
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
    await t.db.kysely
      .updateTable('orders')
      .set({ order_status: 'Delivered' })
      .where('id', '=', order.id)
      .execute()
    await t.db.kysely
      .insertInto('order_tracking')
      .values({
        order_id: order.id,
        verify_code: `D${order.id}`,
        status: 'Delivered',
        notes: 'Picked up',
        created_at: new Date().toISOString(),
      })
      .execute()
    const invoice = (
      await t.app.inject({
        url: `/api/admin/account-invoices?status=open&account_id=${c.accountId}`,
        headers: staff.headers,
      })
    ).json().items[0]
    // The clinic paid US $10.00 of the US $30.00 invoice.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/account-invoices/${invoice.id}/payments`,
      headers: staff.headers,
      payload: { amount_cents: 10_00, reference: 'Cheque 12', received_on: today() },
    })
    expect(paid.statusCode).toBe(201)
    const item = await t.db.kysely
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()

    const returnUnits = async (quantity: number) => {
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/customer/orders/${order.id}/returns`,
        headers: { authorization: `Bearer ${c.token}` },
        payload: {
          lines: [{ order_item_id: item.id, quantity }],
          reason: 'no_longer_needed',
          refund_to: 'credit',
        },
      })
      expect(started.statusCode).toBe(201)
      const id = started.json().return.id
      const admin = (url: string, payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/returns/${id}${url}`,
          headers: staff.headers,
          payload: payload as object,
        })
      expect((await admin('/decision', { decision: 'approve' })).statusCode).toBe(200)
      const detail = (await t.app.inject({ url: `/api/admin/returns/${id}`, headers: staff.headers })).json()
      const received = await admin('/receive', {
        items: [
          {
            return_line_id: detail.return.lines[0].id,
            quantity,
            disposition: 'restock',
            lot_id: detail.lots[0].lot_id,
            note: 'sealed',
          },
        ],
      })
      expect(received.statusCode).toBe(200)
      return admin('/refund', {})
    }
    const balance = async () =>
      (
        await t.app.inject({
          url: '/api/customer/store-credit',
          headers: { authorization: `Bearer ${c.token}` },
        })
      ).json().balance_cents

    // Two of three units back: US $20.00, all of it still owed, so it all comes off the invoice.
    const first = await returnUnits(2)
    expect(first.statusCode).toBe(200)
    expect(first.json().message).toBe(`US $20.00 was taken off invoice ${orderNo}.`)
    expect(await balance()).toBe(0)
    const account = (
      await t.app.inject({
        url: '/api/customer/business-account',
        headers: { authorization: `Bearer ${c.token}` },
      })
    ).json()
    expect(account.invoices[0]).toMatchObject({ invoice_no: orderNo, status: 'paid', outstanding_cents: 0 })
    expect(account.statement.lines.map((l: { description: string }) => l.description)).toContain(
      `Credit note for return ${first.json().return.return_no} on invoice ${orderNo}`,
    )
    expect(account.statement.closing_balance_cents).toBe(0)
    const pdf = (
      await t.db.kysely
        .selectFrom('orders')
        .select('invoice_pdf')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow()
    ).invoice_pdf
    const text = pdfText(fs.readFileSync(invoiceFile(t.config, pdf!)))
    expect(text).toContain(`Credit note for return ${first.json().return.return_no}: -US $20.00`)
    expect(text).toContain('Still owed: US $0.00')

    // The last unit was paid for: it comes back as store credit.
    const last = await returnUnits(1)
    expect(last.statusCode).toBe(200)
    expect(await balance()).toBe(10_00)
  })
})

describe("the practice's invoices and statement", () => {
  it('each invoice links to its own PDF, and the statement downloads as CSV, for its practice only', async () => {
    const c = await approvedClinic(500_00)
    const res = await checkout(c.token, onAccountBody(3))
    expect(res.statusCode).toBe(200)
    const orderNo = res.json().data.orderNumber as string
    const get = (token: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })

    // The invoice's PDF is written after the answer: its link appears once it is there.
    let link: string | null = null
    for (let i = 0; i < 100 && !link; i++) {
      const mine = (await get(c.token, '/api/customer/business-account')).json()
      link = mine.invoices.find((inv: { order_no: string }) => inv.order_no === orderNo)?.invoice_pdf ?? null
      if (!link) await new Promise((r) => setTimeout(r, 50))
    }
    expect(link).toMatch(/^\/api\/invoices\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/)
    const pdf = await t.app.inject({ method: 'GET', url: link! })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdfText(pdf.rawPayload)).toContain(orderNo)

    const csv = await get(
      c.token,
      `/api/customer/business-account/statement.csv?from=${today()}&to=${today()}`,
    )
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="statement-${today()}-to-${today()}.csv"`,
    )
    const lines = csv.body.trim().split(/\r?\n/)
    expect(lines[0]).toBe('date,description,amount,balance')
    expect(lines[1]).toBe(`${formatDate(today())},Opening balance,,0.00`)
    expect(lines.some((l) => l.includes(orderNo) && l.endsWith(',30.00,30.00'))).toBe(true)
    expect(lines.at(-1)).toBe(`${formatDate(today())},Closing balance,,30.00`)

    // Another customer sees none of it: no account, no invoices, no statement.
    const other = await insertCustomer(t.db)
    expect((await get(other.token, '/api/customer/business-account')).json()).toEqual({
      account: null,
      role: null,
      invoices: [],
      statement: null,
    })
    expect((await get(other.token, '/api/customer/business-account/statement.csv')).statusCode).toBe(404)
    const guest = await t.app.inject({ method: 'GET', url: '/api/customer/business-account/statement.csv' })
    expect(guest.statusCode).toBe(401)
  })
})
