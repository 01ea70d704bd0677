import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardCheckoutBody,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

// Payment intents at checkout (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md):
// one charge per attempt, 3-D Secure as a waiting order, paid only on the provider's word.

let t: TestApp
let buyer: Awaited<ReturnType<typeof insertCustomer>>
let productId: number
let keys = 0
const newKey = () => `intent-test-${Date.now()}-${++keys}`

const card = (number: string) => ({ number, name: 'Ann Buyer', expiry: '12/39', cvc: '123' })

function body(payment: { token: string }) {
  return cardCheckoutBody([{ id: productId, qty: 1, price: 20 }], 10, payment.token)
}

function pay(payload: object, key = newKey(), token = buyer.token) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload,
  })
}

function confirm(orderNumber: string, token = buyer.token) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment/confirm',
    headers: { authorization: `Bearer ${token}` },
    payload: { orderNumber },
  })
}

function authenticate(action: { url: string; clientSecret: string }, result: 'approve' | 'fail') {
  return t.app.inject({
    method: 'POST',
    url: action.url.replace(/\/challenge$/, '/authenticate'),
    payload: { clientSecret: action.clientSecret, result },
  })
}

async function tokenFor(number: string) {
  const res = await t.app.inject({ method: 'POST', url: '/sandbox-gateway/v1/tokens', payload: card(number) })
  expect(res.statusCode).toBe(200)
  return res.json().token as string
}

async function order(orderNo: string) {
  return t.db.kysely
    .selectFrom('orders')
    .select(['payment_status', 'payment_error', 'transaction_id'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
}

/** The sandbox's captured charges, which stand for money taken from the buyer. */
async function approvedCharges() {
  const rows = await t.db.kysely
    .selectFrom('sandbox_payments')
    .select('status')
    .where('status', '=', 'approved')
    .execute()
  return rows.length
}

async function stockUsed() {
  const row = await t.db.kysely
    .selectFrom('products')
    .select('quantity_used')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  return row.quantity_used
}

beforeAll(async () => {
  t = await buildTestApp()
  const categoryId = (await insertCategory(t.db)).id
  const brandId = (await insertBrand(t.db)).id
  productId = (await insertProduct(t.db, { categoryId, brandId, sellingPriceCents: 2000, quantity: 50 })).id
  await insertShippingRate(t.db, 'Bermuda', 1000, 10_000)
  buyer = await insertCustomer(t.db)
})

afterEach(async () => {
  await t.app.limits.checkoutAccount.clear(String(buyer.id))
})

describe('checkout through payment intents', () => {
  it('a double-clicked Pay (two requests with one key at once) makes one order and one charge', async () => {
    const before = await approvedCharges()
    const key = newKey()
    const token = await tokenFor(SANDBOX_CARDS.approved)
    const [a, b] = await Promise.all([pay(body({ token }), key), pay(body({ token }), key)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().data.orderNumber).toBe(b.json().data.orderNumber)
    expect(await approvedCharges()).toBe(before + 1)
    expect((await order(a.json().data.orderNumber)).payment_status).toBe('paid')
  })

  it('a declined token answers 422, and a wrong number never becomes a token', async () => {
    const declined = await pay(body({ token: await tokenFor(SANDBOX_CARDS.declined) }))
    expect(declined.statusCode).toBe(422)
    expect(declined.json().message).toBe('Card declined')
    const refused = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/tokens',
      payload: card('4111111111111112'),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors.number).toEqual(['Your card number is invalid.'])
    expect(JSON.stringify(refused.json())).not.toContain('4111111111111112')
  })

  it('3-D Secure: the order waits, then is paid once the provider confirms the passed challenge', async () => {
    const before = await approvedCharges()
    const stockBefore = await stockUsed()
    const key = newKey()
    const token = await tokenFor(SANDBOX_CARDS.authenticate)
    const res = await pay(body({ token }), key)
    expect(res.statusCode).toBe(202)
    const { orderNumber, action, status } = res.json().data
    expect(status).toBe('requires_action')
    expect(action.url).toMatch(/^\/sandbox-gateway\/v1\/intents\/pi_sbx_[a-f0-9]+\/challenge$/)
    expect((await order(orderNumber)).payment_status).toBe('pending')
    expect(await stockUsed()).toBe(stockBefore + 1)
    expect(await approvedCharges()).toBe(before)

    // A second click on Pay answers the same challenge; the browser's word alone pays nothing.
    const again = await pay(body({ token }), key)
    expect(again.statusCode).toBe(202)
    expect(again.json().data.action.url).toBe(action.url)
    expect((await confirm(orderNumber)).statusCode).toBe(202)
    expect((await order(orderNumber)).payment_status).toBe('pending')

    // A wrong client secret cannot act on the intent.
    const forged = await authenticate({ ...action, clientSecret: `${action.clientSecret}x` }, 'approve')
    expect(forged.statusCode).toBe(404)

    expect((await authenticate(action, 'approve')).json().status).toBe('succeeded')
    const done = await confirm(orderNumber)
    expect(done.statusCode).toBe(200)
    expect(done.json().data.orderNumber).toBe(orderNumber)
    expect(done.json().data.transactionID).toMatch(/^sbx_/)
    expect((await order(orderNumber)).payment_status).toBe('paid')
    expect(await approvedCharges()).toBe(before + 1)
    // Confirmed again (a reload): the same answer, nothing charged twice.
    expect((await confirm(orderNumber)).statusCode).toBe(200)
    expect(await approvedCharges()).toBe(before + 1)
  })

  it('a failed challenge fails the order with no charge, and the buyer retries with another card', async () => {
    const before = await approvedCharges()
    const stockBefore = await stockUsed()
    const res = await pay(body({ token: await tokenFor(SANDBOX_CARDS.authenticate) }))
    expect(res.statusCode).toBe(202)
    const { orderNumber, action } = res.json().data
    expect((await authenticate(action, 'fail')).json().status).toBe('failed')
    const failed = await confirm(orderNumber)
    expect(failed.statusCode).toBe(422)
    expect(failed.json().message).toBe('Card declined')
    expect(await order(orderNumber)).toMatchObject({
      payment_status: 'failed',
      payment_error: 'Authentication failed',
    })
    expect(await stockUsed()).toBe(stockBefore)

    const retry = await pay(body({ token: await tokenFor(SANDBOX_CARDS.approved) }))
    expect(retry.statusCode).toBe(200)
    expect(await approvedCharges()).toBe(before + 1)
  })

  it('an abandoned challenge is cancelled by the next attempt: no charge, even if answered later', async () => {
    const before = await approvedCharges()
    const stockBefore = await stockUsed()
    const res = await pay(body({ token: await tokenFor(SANDBOX_CARDS.authenticate) }))
    const { orderNumber, action } = res.json().data

    const retry = await pay(body({ token: await tokenFor(SANDBOX_CARDS.approved) }))
    expect(retry.statusCode).toBe(200)
    expect((await order(orderNumber)).payment_status).toBe('failed')
    expect(await stockUsed()).toBe(stockBefore + 1)

    expect((await authenticate(action, 'approve')).json().status).toBe('canceled')
    expect((await confirm(orderNumber)).statusCode).toBe(422)
    expect(await approvedCharges()).toBe(before + 1)
  })

  it("another customer's order answers 404 to confirm", async () => {
    const res = await pay(body({ token: await tokenFor(SANDBOX_CARDS.authenticate) }))
    const other = await insertCustomer(t.db)
    expect((await confirm(res.json().data.orderNumber, other.token)).statusCode).toBe(404)
    expect((await confirm('BMU-1999-000001')).statusCode).toBe(404)
  })

  it('the settle job cancels a challenge left waiting and fails its order', async () => {
    const res = await pay(body({ token: await tokenFor(SANDBOX_CARDS.authenticate) }))
    const { orderNumber } = res.json().data
    const { settlePendingOrders } = await import('../orders/order-commands.service')
    const { serviceContext } = await import('../../lib/service-context')
    const report = await settlePendingOrders(serviceContext(t.app), { olderThanMinutes: 0 })
    expect(report.failed).toContain(orderNumber)
    expect(await order(orderNumber)).toMatchObject({ payment_status: 'failed' })
  })
})
