import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
  insertSubscriptionOption,
} from '../../../test/fixtures'
import { subscribeAtCheckout } from '../../../test/subscription-fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

let t: TestApp
let categoryId: number
let brandId: number
let clockNow = new Date()

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${token}` } })
const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { authorization: `Bearer ${token}` }, payload })

async function subscribedCustomer(opts: { qty?: number; months?: number[] } = {}) {
  const p = await insertProduct(t.db, { categoryId, brandId, sellingPriceCents: 2000, quantity: 100 })
  for (const m of opts.months ?? [1, 2]) await insertSubscriptionOption(t.db, p.id, m, 10)
  const buyer = await insertCustomer(t.db)
  const sub = await subscribeAtCheckout(t.app, t.db, buyer, {
    productId: p.id,
    qty: opts.qty ?? 1,
    unitPrice: 18,
    months: (opts.months ?? [1])[0]!,
  })
  return { buyer, sub, product: p }
}

async function subscription(id: number) {
  return t.db.kysely.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

async function mailTo(email: string) {
  return t.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id')
    .execute()
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => clockNow })
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
  await insertShippingRate(t.db, 'Bermuda', 1500, 10_000)
})

describe('subscription lists and totals', () => {
  it('are empty for a new customer', async () => {
    const { token } = await insertCustomer(t.db)
    expect((await get('customer/get-user-total-subscription', token)).json()).toEqual({
      total_subsriptions: 0,
      total_subscriptions: 0,
    })
    expect((await get('customer/get-active-subscription', token)).json()).toEqual({ subscriptions: [] })
    expect((await get('customer/get-next-deliveries-subscription', token)).json()).toEqual({ deliveries: [] })
    expect((await get('customer/get-cancelled-subscription', token)).json()).toEqual({
      data: { data: { data: [], total: 0, per_page: 10, current_page: 1 } },
    })
  })

  it('need the token', async () => {
    for (const url of [
      'customer/get-user-total-subscription',
      'customer/get-active-subscription',
      'customer/get-next-deliveries-subscription',
      'customer/get-cancelled-subscription',
    ]) {
      expect((await t.app.inject(`/api/${url}`)).statusCode).toBe(401)
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cancel-subscription',
      payload: { subscription_id: 'SUB-2026-000001' },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it("show a subscribed customer's subscription, its next delivery and price", async () => {
    const { buyer, sub, product } = await subscribedCustomer({ qty: 2 })
    expect((await get('customer/get-user-total-subscription', buyer.token)).json()).toEqual({
      total_subsriptions: 1,
      total_subscriptions: 1,
    })
    const active = (await get('customer/get-active-subscription', buyer.token)).json().subscriptions
    expect(active).toHaveLength(1)
    expect(active[0]).toMatchObject({
      subscription_no: sub.subscription_no,
      next_date: sub.next_date,
      month: 1,
      grand_total: 36,
      status: 'active',
      card_brand: 'Visa',
      card_last4: '1111',
      intervals: [1, 2],
    })
    expect(JSON.parse(active[0].items)).toEqual([
      expect.objectContaining({ product_id: product.id, price: 18, qty: 2, slug: product.slug }),
    ])
    expect(active[0]).not.toHaveProperty('payment_token')
    const deliveries = (await get('customer/get-next-deliveries-subscription', buyer.token)).json().deliveries
    expect(deliveries).toEqual([
      expect.objectContaining({
        subscription_no: sub.subscription_no,
        next_date: sub.next_date,
        sub_total: 36,
        shipping_charge: 0,
        total: 36,
        items: [expect.objectContaining({ product_id: product.id, price: 18, qty: 2 })],
      }),
    ])
  })
})

describe('POST /api/customer/cancel-subscription', () => {
  it("refuses another customer's subscription with 404 and leaves it active", async () => {
    const { sub } = await subscribedCustomer()
    const other = await insertCustomer(t.db)
    const res = await post('customer/cancel-subscription', other.token, {
      subscription_id: sub.subscription_no,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Failed to cancel subscription')
    expect((await subscription(sub.id)).status).toBe('active')
  })

  it('cancels the own subscription with its reason; it moves to the cancelled list with date and total', async () => {
    clockNow = new Date()
    const { buyer, sub } = await subscribedCustomer()
    const res = await post('customer/cancel-subscription', buyer.token, {
      subscription_id: sub.subscription_no,
      reason: 'Too many gloves',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Subscription canceled successfully')
    expect((await get('customer/get-user-total-subscription', buyer.token)).json().total_subsriptions).toBe(0)
    expect((await get('customer/get-active-subscription', buyer.token)).json().subscriptions).toEqual([])
    const cancelled = (await get('customer/get-cancelled-subscription', buyer.token)).json().data.data
    expect(cancelled.total).toBe(1)
    expect(cancelled.data[0]).toMatchObject({
      subscription_no: sub.subscription_no,
      status: 'cancelled',
      cancelled_at: clockNow.toISOString(),
      cancel_reason: 'Too many gloves',
      grand_total: 18,
    })
    expect(
      (await mailTo(buyer.email)).some((m) => m.subject === `Subscription ${sub.subscription_no} cancelled`),
    ).toBe(true)
    // Cancelling twice fails with the failure message the page shows.
    const again = await post('customer/cancel-subscription', buyer.token, {
      subscription_id: sub.subscription_no,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Failed to cancel subscription')
  })

  it('names the field of a bad body', async () => {
    const { token } = await insertCustomer(t.db)
    const res = await post('customer/cancel-subscription', token, {})
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toHaveProperty('subscription_id')
  })
})

describe('self-service under /api/customer/subscriptions/{subscriptionNo}', () => {
  it('skips, reschedules, changes interval and quantity, pauses and resumes, each with a mail', async () => {
    clockNow = new Date()
    const { buyer, sub, product } = await subscribedCustomer({ months: [1, 2] })
    const base = `customer/subscriptions/${sub.subscription_no}`

    const skipped = await post(`${base}/skip`, buyer.token)
    expect(skipped.statusCode).toBe(200)
    const afterSkip = (await subscription(sub.id)).next_date
    expect(skipped.json().data.next_date).toBe(afterSkip)
    expect(afterSkip > sub.next_date).toBe(true)

    const past = await post(`${base}/reschedule`, buyer.token, { next_date: '2020-01-01' })
    expect(past.statusCode).toBe(422)
    expect(past.json().errors).toHaveProperty('next_date')
    const bad = await post(`${base}/reschedule`, buyer.token, { next_date: '2026-02-30' })
    expect(bad.statusCode).toBe(400)
    const day = new Date(clockNow.getTime() + 10 * 86_400_000).toISOString().slice(0, 10)
    const moved = await post(`${base}/reschedule`, buyer.token, { next_date: day })
    expect(moved.statusCode).toBe(200)
    expect((await subscription(sub.id)).next_date).toBe(day)

    const notOffered = await post(`${base}/interval`, buyer.token, { month: 3 })
    expect(notOffered.statusCode).toBe(422)
    expect(notOffered.json().errors).toHaveProperty('month')
    const interval = await post(`${base}/interval`, buyer.token, { month: 2 })
    expect(interval.statusCode).toBe(200)
    expect(interval.json().data.month).toBe(2)

    const notPart = await post(`${base}/quantity`, buyer.token, { product_id: product.id + 999, qty: 2 })
    expect(notPart.statusCode).toBe(422)
    const qty = await post(`${base}/quantity`, buyer.token, { product_id: product.id, qty: 3 })
    expect(qty.statusCode).toBe(200)
    expect(JSON.parse(qty.json().data.items)[0]).toMatchObject({ qty: 3, price: 18 })
    expect(qty.json().data.grand_total).toBe(54)

    expect((await post(`${base}/pause`, buyer.token)).json().data.status).toBe('paused')
    expect((await post(`${base}/pause`, buyer.token)).statusCode).toBe(409)
    expect((await post(`${base}/resume`, buyer.token)).json().data.status).toBe('active')

    const subjects = (await mailTo(buyer.email)).map((m) => m.subject)
    for (const s of [
      'delivery skipped',
      'delivery rescheduled',
      'now every 2 months',
      'quantity changed',
      'paused',
      'resumed',
    ]) {
      expect(subjects.some((subject) => subject.includes(s))).toBe(true)
    }
  })

  it("answers 404 for another customer's subscription and changes nothing", async () => {
    const { sub } = await subscribedCustomer()
    const other = await insertCustomer(t.db)
    const base = `customer/subscriptions/${sub.subscription_no}`
    const newCard = await cardToken(t.app, SANDBOX_CARDS.approved)
    const calls: [string, Record<string, unknown>][] = [
      ['skip', {}],
      ['reschedule', { next_date: '2027-06-01' }],
      ['interval', { month: 2 }],
      ['quantity', { product_id: 1, qty: 2 }],
      ['pause', {}],
      ['send-now', {}],
      ['card', { paymentToken: newCard }],
      ['cancel', { reason: 'not mine' }],
    ]
    for (const [action, body] of calls) {
      expect((await post(`${base}/${action}`, other.token, body)).statusCode).toBe(404)
    }
    expect(await subscription(sub.id)).toEqual(sub)
  })

  it('sends the next delivery now: one paid order charged to the saved card', async () => {
    clockNow = new Date()
    const { buyer, sub } = await subscribedCustomer()
    const res = await post(`customer/subscriptions/${sub.subscription_no}/send-now`, buyer.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().order_no).toMatch(/^BMU-/)
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', res.json().order_no)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({ subscription_id: sub.id, payment_status: 'paid', sub_total_cents: 1800 })
    // Sending now again the same day finds the delivery already made.
    expect(
      (await post(`customer/subscriptions/${sub.subscription_no}/send-now`, buyer.token)).statusCode,
    ).toBe(409)
  })

  it('cancels through its own route with an optional reason', async () => {
    const { buyer, sub } = await subscribedCustomer()
    const res = await post(`customer/subscriptions/${sub.subscription_no}/cancel`, buyer.token, {})
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancel_reason: null })
  })
})

describe('the API description', () => {
  it('lists the subscription calls with their request and response schemas', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json()
    const reschedule = doc.paths['/api/customer/subscriptions/{subscriptionNo}/reschedule'].post
    expect(reschedule.requestBody.content['application/json'].schema.properties).toHaveProperty('next_date')
    expect(reschedule.responses['200'].content['application/json'].schema.properties).toHaveProperty('data')
    const cancelled = doc.paths['/api/customer/get-cancelled-subscription'].get
    expect(cancelled.responses['200'].content['application/json'].schema.properties).toHaveProperty('data')
    for (const action of ['skip', 'interval', 'quantity', 'pause', 'resume', 'send-now', 'card', 'cancel']) {
      expect(doc.paths).toHaveProperty([`/api/customer/subscriptions/{subscriptionNo}/${action}`])
    }
  })
})
