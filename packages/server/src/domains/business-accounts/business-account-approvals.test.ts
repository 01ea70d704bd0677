import { randomUUID } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { approvedBusinessAccount } from '../../../test/business-account-fixtures'
import {
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  setProductPrice,
} from '../../../test/fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { serviceContext } from '../../lib/service-context'
import { endApprovalHolds } from './account-approvals.service'

// Spending limits and approvals of clinic teams
// (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): an order over a Buyer's limit
// or an approval rule waits with its prices held and its stock reserved, and an Approver decides.

let t: TestApp
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let scalpel: number
let gauze: number

type Customer = Awaited<ReturnType<typeof insertCustomer>>

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  })

/** A pickup order on account: `a` scalpel sets at US $100 and `b` gauze packs at US $50. */
const order = (a: number, b: number, prices = { a: 100, b: 50 }) => {
  const items = [
    ...(a ? [{ id: scalpel, qty: a, price: prices.a }] : []),
    ...(b ? [{ id: gauze, qty: b, price: prices.b }] : []),
  ]
  const total = a * prices.a + b * prices.b
  return {
    items,
    subTotal: total,
    couponDiscount: 0,
    shippingCharge: 0,
    taxAmount: 0,
    total,
    pickupOrder: true,
    payOnAccount: { poNumber: 'PO-77' },
  }
}

const approvedClinic = (limitCents = 1_000_000) => approvedBusinessAccount(t, staff.headers, { limitCents })

async function mailedToken(email: string) {
  const mail = await t.db.kysely
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('subject', 'like', 'You are invited%')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return decodeURIComponent(/join\?token=([\w%-]+)/.exec(mail.text_body)![1]!)
}

async function member(owner: Customer, role: string) {
  const c = await insertCustomer(t.db)
  const invited = await call(owner.token, 'POST', '/api/customer/business-account/invitations', {
    email: c.email,
    role,
  })
  expect(invited.statusCode, invited.body).toBe(201)
  const res = await call(c.token, 'POST', '/api/customer/business-account/invitations/accept', {
    token: await mailedToken(c.email),
  })
  expect(res.statusCode, res.body).toBe(200)
  return c
}

async function limits(
  owner: Customer,
  buyer: Customer,
  order_limit_cents: number | null,
  monthly_limit_cents: number | null = null,
) {
  const res = await call(owner.token, 'PUT', `/api/customer/business-account/members/${buyer.id}/limits`, {
    order_limit_cents,
    monthly_limit_cents,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res
}

const checkout = (c: Customer, body: object) => call(c.token, 'POST', '/api/checkout/payment', body)

const used = async (productId: number) =>
  (
    await t.db.kysely
      .selectFrom('products')
      .select('quantity_used')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).quantity_used

const mailsTo = async (email: string) =>
  (
    await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute()
  ).map((m) => m.subject)

const invoicesOf = (accountId: number) =>
  t.db.kysely
    .selectFrom('account_invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.amount_cents', 'i.po_number', 'o.user_id', 'o.order_no', 'o.payment_status'])
    .where('i.account_id', '=', accountId)
    .orderBy('i.id')
    .execute()

/** A clinic with a Buyer limited to US $500 an order and two Approvers. */
async function team() {
  const owner = await approvedClinic()
  const buyer = await member(owner, 'buyer')
  const approver = await member(owner, 'approver')
  const approver2 = await member(owner, 'approver')
  await limits(owner, buyer, 50_000)
  return { owner, buyer, approver, approver2 }
}

beforeAll(async () => {
  t = await buildTestApp()
  staff = await insertStaffMember(t.db)
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  const product = (name: string, cents: number) =>
    insertProduct(t.db, {
      name,
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: cents,
      quantity: 100_000,
    })
  scalpel = (await product('Scalpel Set', 10_000)).id
  gauze = (await product('Gauze Pack', 5_000)).id
})

afterEach(() => {
  vi.useRealTimers()
})

describe('a Buyer over their limit', () => {
  it('places US $600 against a US $500 limit: it waits, holding its stock; the Approver removes a line and approves; it is invoiced at the new total', async () => {
    const { owner, buyer, approver } = await team()
    const usedBefore = [await used(scalpel), await used(gauze)]
    const placed = await checkout(buyer, order(4, 4))
    expect(placed.statusCode, placed.body).toBe(202)
    expect(placed.json().data).toMatchObject({
      status: 'awaiting_approval',
      total: 600,
      reasons: ["Above the buyer's order limit of US $500.00"],
    })
    // No order and no invoice yet; the stock is reserved for it.
    expect(await invoicesOf(owner.accountId)).toEqual([])
    expect([await used(scalpel), await used(gauze)]).toEqual([usedBefore[0]! + 4, usedBefore[1]! + 4])
    expect(await mailsTo(approver.email)).toContain('An order of US $600.00 waits for your approval')

    const queue = await call(approver.token, 'GET', '/api/customer/business-account/approvals')
    expect(queue.statusCode).toBe(200)
    const waiting = queue.json().items
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatchObject({ status: 'awaiting', total_cents: 60_000, po_number: 'PO-77' })

    const approved = await call(
      approver.token,
      'POST',
      `/api/customer/business-account/approvals/${waiting[0].id}/approve`,
      {
        changes: [{ line: 1, qty: 0 }],
        note: 'Gauze is in the cupboard',
      },
    )
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({
      status: 'approved',
      total_cents: 40_000,
      note: 'Gauze is in the cupboard',
    })
    const invoices = await invoicesOf(owner.accountId)
    expect(invoices).toEqual([
      expect.objectContaining({
        amount_cents: 40_000,
        po_number: 'PO-77',
        user_id: buyer.id,
        payment_status: 'paid',
      }),
    ])
    expect(approved.json().order_no).toBe(invoices[0]!.order_no)
    // The removed line's units are back; the order took its own.
    expect([await used(scalpel), await used(gauze)]).toEqual([usedBefore[0]! + 4, usedBefore[1]!])
    expect(await mailsTo(buyer.email)).toContain(`Your order ${invoices[0]!.order_no} was approved`)
    expect(
      (await call(buyer.token, 'GET', '/api/customer/business-account/approvals/mine')).json().items[0],
    ).toMatchObject({ status: 'approved', order_no: invoices[0]!.order_no })
  })

  it('a retried checkout with the same Idempotency-Key answers the same wait, and a different body under it is refused', async () => {
    const { owner, buyer } = await team()
    const key = randomUUID()
    const send = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/payment',
        headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': key },
        payload: body,
      })
    const [first, again] = await Promise.all([send(order(6, 0)), send(order(6, 0))])
    expect([first.statusCode, again.statusCode]).toEqual([202, 202])
    expect(again.json().data.approvalId).toBe(first.json().data.approvalId)
    const other = await send(order(7, 0))
    expect(other.statusCode).toBe(422)
    const waits = await t.db.kysely
      .selectFrom('account_order_approvals')
      .select('id')
      .where('account_id', '=', owner.accountId)
      .execute()
    expect(waits).toHaveLength(1)
  })

  it('an order within the limit is placed at once', async () => {
    const { owner, buyer } = await team()
    const placed = await checkout(buyer, order(5, 0))
    expect(placed.statusCode, placed.body).toBe(200)
    expect(await invoicesOf(owner.accountId)).toHaveLength(1)
  })

  it('a rejection with a reason gives the stock back and tells the Buyer', async () => {
    const { buyer, approver } = await team()
    const before = await used(scalpel)
    const placed = await checkout(buyer, order(6, 0))
    expect(placed.statusCode).toBe(202)
    const id = placed.json().data.approvalId
    const empty = await call(
      approver.token,
      'POST',
      `/api/customer/business-account/approvals/${id}/reject`,
      { reason: ' ' },
    )
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toHaveProperty('reason')
    const res = await call(approver.token, 'POST', `/api/customer/business-account/approvals/${id}/reject`, {
      reason: 'Over budget this month',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'rejected', note: 'Over budget this month' })
    expect(await used(scalpel)).toBe(before)
    expect(await mailsTo(buyer.email)).toContain('Your order of US $600.00 was not approved')
  })

  it('two Approvers approving the same order at once make one order', async () => {
    const { owner, buyer, approver, approver2 } = await team()
    const placed = await checkout(buyer, order(3, 6))
    expect(placed.statusCode).toBe(202)
    const id = placed.json().data.approvalId
    const url = `/api/customer/business-account/approvals/${id}/approve`
    const answers = await Promise.all([
      call(approver.token, 'POST', url, {}),
      call(approver2.token, 'POST', url, {}),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await invoicesOf(owner.accountId)).toHaveLength(1)
  })

  it('a Finance member and a Buyer get 403 approving; an unknown line is named', async () => {
    const { owner, buyer, approver } = await team()
    const finance = await member(owner, 'finance')
    const placed = await checkout(buyer, order(6, 0))
    const id = placed.json().data.approvalId
    const url = `/api/customer/business-account/approvals/${id}/approve`
    expect((await call(finance.token, 'POST', url, {})).statusCode).toBe(403)
    expect((await call(buyer.token, 'POST', url, {})).statusCode).toBe(403)
    expect((await call(finance.token, 'GET', '/api/customer/business-account/approvals')).statusCode).toBe(
      403,
    )
    // A person on no team has no waiting orders of their own (My Orders asks everyone).
    const stranger = await insertCustomer(t.db)
    const none = await call(stranger.token, 'GET', '/api/customer/business-account/approvals/mine')
    expect([none.statusCode, none.json()]).toEqual([200, { items: [] }])
    const bad = await call(approver.token, 'POST', url, { changes: [{ line: 5, qty: 1 }] })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toHaveProperty(['changes.0.line'])
    // The refused change left it waiting.
    expect(
      (await call(approver.token, 'GET', '/api/customer/business-account/approvals')).json().items,
    ).toHaveLength(1)
  })
})

describe('held prices', () => {
  it('hold after a price change, and expire after 7 days with the stock given back', async () => {
    const { owner, buyer, approver } = await team()
    const first = await checkout(buyer, order(6, 0))
    const second = await checkout(buyer, order(0, 12))
    expect([first.statusCode, second.statusCode]).toEqual([202, 202])
    await setProductPrice(t.db, scalpel, 20_000)
    try {
      const approved = await call(
        approver.token,
        'POST',
        `/api/customer/business-account/approvals/${first.json().data.approvalId}/approve`,
        {},
      )
      expect(approved.statusCode, approved.body).toBe(200)
      expect((await invoicesOf(owner.accountId)).map((i) => i.amount_cents)).toEqual([60_000])
    } finally {
      await setProductPrice(t.db, scalpel, 10_000)
    }

    const id = second.json().data.approvalId
    const before = await used(gauze)
    // Eight days on: the held prices have run out.
    const later = new Date(Date.now() + 8 * 86_400_000)
    const r = await endApprovalHolds(serviceContext(t.app), later)
    expect(r.expired).toContain(id)
    expect(await used(gauze)).toBe(before - 12)
    expect(await mailsTo(buyer.email)).toContain('Your order of US $600.00 expired before approval')
    const res = await call(
      approver.token,
      'POST',
      `/api/customer/business-account/approvals/${id}/approve`,
      {},
    )
    expect(res.statusCode).toBe(409)
  })

  it("a wait's stock is given back when its hold ends; approving later takes it from the shelf", async () => {
    const { owner, buyer, approver } = await team()
    const placed = await checkout(buyer, order(0, 11))
    const id = placed.json().data.approvalId
    const before = await used(gauze)
    const r = await endApprovalHolds(serviceContext(t.app), new Date(Date.now() + 49 * 3_600_000))
    expect(r.released).toContain(id)
    expect(await used(gauze)).toBe(before - 11)
    expect(await mailsTo(buyer.email)).toContain('Your order of US $550.00 still waits for approval')
    const approved = await call(
      approver.token,
      'POST',
      `/api/customer/business-account/approvals/${id}/approve`,
      {},
    )
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await used(gauze)).toBe(before)
    expect(await invoicesOf(owner.accountId)).toHaveLength(1)
  })
})

describe('the monthly limit', () => {
  it("counts placed and approved orders, and starts again on the 1st in Bermuda's time", async () => {
    // 30 January at noon, Bermuda.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2027-01-30T16:00:00.000Z'))
    staff = await insertStaffMember(t.db)
    const owner = await approvedClinic()
    const buyer = await member(owner, 'buyer')
    const approver = await member(owner, 'approver')
    await limits(owner, buyer, null, 100_000)

    expect((await checkout(buyer, order(5, 0))).statusCode).toBe(200) // 500 of 1,000
    const over = await checkout(buyer, order(6, 0)) // 1,100: waits
    expect(over.statusCode).toBe(202)
    expect(over.json().data.reasons[0]).toContain("Above the buyer's monthly limit of US $1,000.00")
    const approved = await call(
      approver.token,
      'POST',
      `/api/customer/business-account/approvals/${over.json().data.approvalId}/approve`,
      {},
    )
    expect(approved.statusCode, approved.body).toBe(200)
    // 1,100 placed or approved this month: even a small order waits now.
    vi.setSystemTime(new Date('2027-02-01T02:00:00.000Z')) // still 31 January, 22:00, in Bermuda
    expect((await checkout(buyer, order(0, 1))).statusCode).toBe(202)
    vi.setSystemTime(new Date('2027-02-01T04:30:00.000Z')) // 1 February, 00:30, in Bermuda
    const fresh = await checkout(buyer, order(10, 0))
    expect(fresh.statusCode, fresh.body).toBe(200)
  })
})

describe('rules and limits', () => {
  it('the owner adds rules (amount, member, professional-only) and limits, each audited; others get 403; bad input names the field', async () => {
    const owner = await approvedClinic()
    const buyer = await member(owner, 'buyer')
    const approver = await member(owner, 'approver')
    const add = (body: object) =>
      call(owner.token, 'POST', '/api/customer/business-account/approval-rules', body)
    expect((await add({ kind: 'above_amount', amount_cents: 20_000 })).statusCode).toBe(200)
    const byMember = await add({ kind: 'member', user_id: approver.id })
    expect(byMember.statusCode).toBe(200)
    expect(byMember.json().rules.map((r: { text: string }) => r.text)).toEqual([
      'Orders above US $200.00',
      expect.stringMatching(/^Orders by /),
    ])
    const bad = await add({ kind: 'above_amount', amount_cents: -5 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('amount_cents')
    const stranger = await add({ kind: 'member', user_id: 999_999 })
    expect(stranger.statusCode).toBe(422)
    expect(stranger.json().errors).toHaveProperty('user_id')
    expect(
      (
        await call(buyer.token, 'POST', '/api/customer/business-account/approval-rules', {
          kind: 'professional',
        })
      ).statusCode,
    ).toBe(403)
    const limitBad = await call(
      owner.token,
      'PUT',
      `/api/customer/business-account/members/${approver.id}/limits`,
      {
        order_limit_cents: 100,
        monthly_limit_cents: null,
      },
    )
    expect(limitBad.statusCode).toBe(409)

    // The approver's own US $100 order waits (member rule); the owner's US $300 does not.
    const mine = await checkout(approver, order(1, 0))
    expect(mine.statusCode).toBe(202)
    expect(mine.json().data.reasons).toEqual(["This member's orders need approval"])
    expect((await checkout(owner, order(3, 0))).statusCode).toBe(200)

    // Staff see the account's rules and its waiting orders on its view.
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/business-accounts/${owner.accountId}`,
      headers: staff.headers,
    })
    expect(staffView.statusCode, staffView.body).toBe(200)
    expect(staffView.json().approval_rules).toEqual([
      'Orders above US $200.00',
      expect.stringMatching(/^Orders by /),
    ])
    expect(staffView.json().waiting_approvals).toEqual([
      expect.objectContaining({ status: 'awaiting', total_cents: 10_000, po_number: 'PO-77' }),
    ])

    const ruleId = byMember.json().rules[1].id
    expect(
      (await call(owner.token, 'DELETE', `/api/customer/business-account/approval-rules/${ruleId}`))
        .statusCode,
    ).toBe(200)
    await limits(owner, buyer, 30_000, 90_000)
    const actions = (
      await t.db.kysely
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'business_account')
        .where('entity_id', '=', String(owner.accountId))
        .execute()
    ).map((a) => a.action)
    expect(actions).toEqual(
      expect.arrayContaining([
        'business_account.approval_rule_add',
        'business_account.approval_rule_remove',
        'business_account.member_limits',
        'business_account.order_awaiting_approval',
      ]),
    )
  })
})
