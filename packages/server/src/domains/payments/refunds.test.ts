import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { serviceContext } from '../../lib/service-context'
import { chargePendingOrder, declinePendingOrder } from '../orders/order-payment.service'
import { saveShopSettings } from '../../settings/settings.service'
import { readShopSettings } from '../../settings/settings.service'
import { SANDBOX_CARDS } from './sandbox-gateway'

// Every refund, whatever starts it (a cancellation, a return, a charge that came back after its
// order failed), follows one rule for who may give how much back, and gives back once however many
// ask at the same time.

let t: TestApp
let alice: Awaited<ReturnType<typeof insertCustomer>>
let carol: Awaited<ReturnType<typeof insertCustomer>>
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let staff2: Awaited<ReturnType<typeof insertStaffMember>>
let owner: Awaited<ReturnType<typeof insertStaffMember>>
let product = 0
let keys = 0

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const admin = (url: string, who: { headers: Record<string, string> }, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: who.headers, payload: payload as object })

/** A paid card order of `qty` at US $50, with the server's own figures. */
async function placeOrder(qty: number, who = alice) {
  const items = [{ id: product, qty, price: 50 }]
  const body = { ...cardCheckoutBody(items, 0, await cardToken(t.app, SANDBOX_CARDS.approved)), total: 0 }
  const ask = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { ...auth(who.token), 'idempotency-key': `refunds-${++keys}` },
    payload: body,
  })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { ...auth(who.token), 'idempotency-key': `refunds-${++keys}` },
    payload: { ...body, ...(ask.json().current as object), items },
  })
  expect(res.statusCode).toBe(200)
  await t.app.orderDocuments.idle()
  return t.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', res.json().data.orderNumber)
    .executeTakeFirstOrThrow()
}

/** A delivered order's return of `qty` units, approved and received: ready to refund. */
async function receivedReturn(qty: number, refundTo: 'card' | 'credit') {
  // Store credit is spent first on the next order: the credited customer is another one.
  const who = refundTo === 'credit' ? carol : alice
  const order = await placeOrder(qty, who)
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
      notes: 'Delivered',
      created_at: new Date().toISOString(),
    })
    .execute()
  const item = await t.db.kysely
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow()
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/customer/orders/${order.id}/returns`,
    headers: auth(who.token),
    payload: {
      lines: [{ order_item_id: item.id, quantity: qty }],
      reason: 'no_longer_needed',
      refund_to: refundTo,
    },
  })
  expect(started.statusCode).toBe(201)
  const id = started.json().return.id as number
  expect((await admin(`/returns/${id}/decision`, staff, { decision: 'approve' })).statusCode).toBe(200)
  const detail = (await t.app.inject({ url: `/api/admin/returns/${id}`, headers: staff.headers })).json()
  const received = await admin(`/returns/${id}/receive`, staff, {
    items: [
      {
        return_line_id: detail.return.lines[0].id,
        quantity: qty,
        disposition: 'restock',
        lot_id: detail.lots[0].lot_id,
        note: 'as new',
      },
    ],
  })
  expect(received.statusCode).toBe(200)
  return { id, order }
}

const refundsOf = (transactionId: string) =>
  t.db.kysely.selectFrom('sandbox_refunds').selectAll().where('transaction_id', '=', transactionId).execute()

beforeAll(async () => {
  t = await buildTestApp()
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  product = (
    await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 5000,
      quantity: 1000,
    })
  ).id
  await insertShippingRate(t.db, 'Bermuda', 0, 10_000_000)
  alice = await insertCustomer(t.db)
  carol = await insertCustomer(t.db)
  staff = await insertStaffMember(t.db)
  staff2 = await insertStaffMember(t.db)
  owner = await insertStaffMember(t.db, 'owner')
  // The owner's refund limit: US $100.
  await saveShopSettings(t.db, null, {
    ...(await readShopSettings(t.db.kysely)),
    refund_owner_over_cents: 10_000,
  })
})

describe("the owner's refund limit holds on every path", () => {
  it('a staff member refused a cancellation above it is refused a return refund above it, to the card and as credit', async () => {
    const big = await placeOrder(3)
    const cancel = await admin(`/orders/${big.id}/cancel`, staff)
    expect(cancel.statusCode).toBe(403)
    expect(cancel.json().message).toContain("owner's limit")

    for (const refundTo of ['card', 'credit'] as const) {
      const { id, order } = await receivedReturn(3, refundTo)
      const refused = await admin(`/returns/${id}/refund`, staff)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toContain("owner's limit")
      // Nothing was given back nor reserved: the return is still to refund.
      const o = await t.db.kysely
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow()
      expect(o.refunded_cents ?? 0).toBe(0)
      expect(await refundsOf(order.transaction_id!)).toHaveLength(0)
      const ok = await admin(`/returns/${id}/refund`, owner)
      expect(ok.statusCode).toBe(200)
      expect(ok.json().return.refund_cents).toBe(15_000)
    }
    const store = await t.app.inject({ url: '/api/customer/store-credit', headers: auth(carol.token) })
    expect(store.json().balance_cents).toBe(15_000)
  })

  it('below the limit a staff member refunds a return and cancels an order', async () => {
    const { id } = await receivedReturn(1, 'card')
    expect((await admin(`/returns/${id}/refund`, staff)).statusCode).toBe(200)
    const small = await placeOrder(1)
    const cancel = await admin(`/orders/${small.id}/cancel`, staff)
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().refund).toBe('refunded')
  })
})

describe('two refund requests at once give one refund', () => {
  it('cancellation: one cancels and refunds the card once, the other is refused', async () => {
    const order = await placeOrder(1)
    const answers = await Promise.all([
      admin(`/orders/${order.id}/cancel`, staff),
      admin(`/orders/${order.id}/cancel`, staff2),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const refunds = await refundsOf(order.transaction_id!)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({
      amount_cents: order.grand_total_cents,
      idempotency_key: `cancel:${order.order_no}`,
    })
    const o = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(o).toMatchObject({ payment_status: 'refunded', refunded_cents: order.grand_total_cents })
  })

  it('return as store credit: credited once', async () => {
    const { id } = await receivedReturn(1, 'credit')
    const before = (
      await t.app.inject({ url: '/api/customer/store-credit', headers: auth(carol.token) })
    ).json()
    const answers = await Promise.all([
      admin(`/returns/${id}/refund`, staff),
      admin(`/returns/${id}/refund`, staff2),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const after = (
      await t.app.inject({ url: '/api/customer/store-credit', headers: auth(carol.token) })
    ).json()
    expect(after.balance_cents - before.balance_cents).toBe(5000)
  })

  it('return to the card: refunded once under the return number', async () => {
    const { id, order } = await receivedReturn(1, 'card')
    const answers = await Promise.all([
      admin(`/returns/${id}/refund`, staff),
      admin(`/returns/${id}/refund`, staff2),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const refunds = await refundsOf(order.transaction_id!)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.idempotency_key).toMatch(/^return:RET-/)
    // One refund recorded: the order counts it once, as the gateway gave it.
    const o = await t.db.kysely
      .selectFrom('orders')
      .select('refunded_cents')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(o.refunded_cents).toBe(refunds[0]!.amount_cents)
  })

  it('a charge approved after its order failed, answered twice: refunded once', async () => {
    const ctx = serviceContext(t.app)
    const order = await placeOrder(1)
    // A second pending order, failed before its charge's answer arrives (the settle job's race).
    const pending = {
      ...order,
      id: order.id,
      order_no: `${order.order_no}-late`,
      idempotency_key: 'late-race',
    }
    const [row] = await t.db.kysely
      .insertInto('orders')
      .values({
        ...(({ id: _id, ...rest }) => rest)(order),
        order_no: pending.order_no,
        idempotency_key: pending.idempotency_key,
        order_status: 'Pending',
        payment_status: 'pending',
        transaction_id: null,
      })
      .returning('id')
      .execute()
    const late = { id: row!.id, order_no: pending.order_no, idempotency_key: pending.idempotency_key }
    expect(await declinePendingOrder(ctx, late.id, 'The payment was not completed.')).toBe(true)
    const card = { type: 'token' as const, token: await cardToken(t.app, SANDBOX_CARDS.approved) }
    const outcomes = await Promise.all([
      chargePendingOrder(ctx, late, 5000, card),
      chargePendingOrder(ctx, late, 5000, card),
    ])
    expect(outcomes.map((o) => o.result)).toEqual(['refunded', 'refunded'])
    const charge = await t.db.kysely
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('idempotency_key', '=', `${late.order_no}:${late.idempotency_key}`)
      .executeTakeFirstOrThrow()
    const refunds = await refundsOf(charge.transaction_id)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amount_cents: 5000, idempotency_key: `late-charge:${late.order_no}` })
    expect(charge.status).toBe('refunded')
  })
})

describe("the gateway's error is caught and recorded", () => {
  it('a cancellation whose refund throws answers, keeps the order paid and records why', async () => {
    const order = await placeOrder(1)
    const gateway = t.app.paymentGateway
    const refund = gateway.refund
    gateway.refund = async () => {
      throw new Error('gateway timed out')
    }
    try {
      const cancel = await admin(`/orders/${order.id}/cancel`, staff)
      expect(cancel.statusCode).toBe(200)
      expect(cancel.json().refund).toBe('failed')
    } finally {
      gateway.refund = refund
    }
    const o = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(o).toMatchObject({ order_status: 'Cancelled', payment_status: 'paid' })
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'refund.failed')
      .where('entity_id', '=', String(order.id))
      .executeTakeFirstOrThrow()
    expect(audit.after_json).toContain('gateway timed out')
    expect(audit.staff_id).toBe(staff.id)
  })
})
