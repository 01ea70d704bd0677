import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DETAILS_REFUSED_MESSAGE, type CheckoutPayloadInput } from '@shop/shared/schemas/checkout'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardToken,
  insertBrand,
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertProduct,
  insertShippingRate,
  insertSubscriptionOption,
} from '../../../test/fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

let t: TestApp
let categoryId: number
let brandId: number
let buyer: Awaited<ReturnType<typeof insertCustomer>>

const card = (number: string = SANDBOX_CARDS.approved) => ({
  number,
  name: 'Ann Buyer',
  expiry: '12/39',
  cvc: '123',
})
const address = {
  first_name: 'Ann',
  last_name: 'Buyer',
  address: '1 Front St',
  city: 'Hamilton',
  zipcode: 'HM11',
  country: 'Bermuda',
}
let keyCounter = 0
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`

async function product(f: { price?: number; qty?: number; used?: number; discount?: number } = {}) {
  return insertProduct(t.db, {
    categoryId,
    brandId,
    sellingPriceCents: f.price ?? 1000,
    quantity: f.qty ?? 50,
    quantityUsed: f.used ?? 0,
    discountType: f.discount ? 'percent' : null,
    discountValue: f.discount ?? 0,
  })
}

async function stockUsed(productId: number) {
  const row = await t.db.kysely
    .selectFrom('products')
    .select('quantity_used')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  return row.quantity_used
}

async function count(table: 'orders' | 'sandbox_payments' | 'subscriptions' | 'order_items') {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// One card element token per attempt and card, as the browser keeps it: a retry under the same key
// sends the same token; another key, or another card under it, is tokenised again.
const tokens = new Map<string, Promise<string>>()
function tokenFor(key: string | null, number: string) {
  if (key === null) return cardToken(t.app, number)
  const id = `${key} ${number}`
  if (!tokens.has(id)) tokens.set(id, cardToken(t.app, number))
  return tokens.get(id)!
}

/**
 * Sends a checkout, paid with a token of `card` (a test card; the approved one by default) unless the
 * body names its own payment; `card: null` sends none.
 */
async function checkout(
  body: CheckoutPayloadInput | Record<string, unknown>,
  opts: {
    token?: string
    key?: string | null
    kind?: 'payment' | 'preorder'
    card?: string | null
  } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${opts.token ?? buyer.token}` }
  const key = opts.key === null ? null : (opts.key ?? newKey())
  if (key !== null) headers['idempotency-key'] = key
  const paid = ['paymentToken', 'payOnAccount', 'cardDetails'].some((field) => field in body)
  const card = opts.card === undefined ? SANDBOX_CARDS.approved : opts.card
  return t.app.inject({
    method: 'POST',
    url: `/api/checkout/${opts.kind ?? 'payment'}`,
    headers,
    payload: paid || card === null ? body : { ...body, paymentToken: await tokenFor(key, card) },
  })
}

/** A payload whose figures are right for Bermuda (rate 15.00, free from 100.00), tax 0. */
function payload(
  items: { id: number; qty: number; price: number; subscription?: { interval: number } }[],
  extra: Partial<CheckoutPayloadInput> = {},
) {
  const subTotal = Math.round(items.reduce((s, i) => s + i.price * 100 * i.qty, 0)) / 100
  const couponDiscount = extra.couponDiscount ?? 0
  const shippingCharge = extra.pickupOrder ? 0 : subTotal >= 100 ? 0 : 15
  return {
    customer_id: 999999,
    email: 'someone-else@example.com',
    items: items.map((i) => ({ ...i, name: 'line', rowId: `r${i.id}` })),
    subTotal,
    couponDiscount,
    shippingCharge,
    taxAmount: 0,
    total: Math.round((subTotal - couponDiscount + shippingCharge) * 100) / 100,
    shippingAddress: address,
    billingAddress: address,
    pickupOrder: false,
    pickupAddress: null,
    back_order: 0 as const,
    ...extra,
  }
}

// These tests place more orders with one customer than 10 minutes allow (the card-testing limit):
// each starts with that budget unused. The limit itself is tested with the other security limits.
afterEach(async () => {
  if (buyer) await t.app.limits.checkoutAccount.clear(String(buyer.id))
})

beforeAll(async () => {
  t = await buildTestApp()
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
  buyer = await insertCustomer(t.db)
  await insertShippingRate(t.db, 'Bermuda', 1500, 10_000)
  await insertShippingRate(t.db, '*', 4500, null)
})

describe('GET /api/shipping-charge/{country}/{totalAmount}', () => {
  it("answers the country's rate, free at or above its free-shipping amount", async () => {
    expect((await t.app.inject('/api/shipping-charge/Bermuda/99.99')).json()).toEqual({ amount: 15 })
    expect((await t.app.inject('/api/shipping-charge/bermuda/100')).json()).toEqual({ amount: 0 })
  })

  it("falls back to the '*' rate for other countries", async () => {
    expect((await t.app.inject('/api/shipping-charge/Canada/500.00')).json()).toEqual({ amount: 45 })
  })

  it('refuses bad amounts with 400 naming the parameter', async () => {
    for (const bad of ['-1', 'abc', '1.234', '99999999999', '1e5']) {
      const res = await t.app.inject(`/api/shipping-charge/Bermuda/${bad}`)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().errors).toHaveProperty('totalAmount')
    }
  })
})

describe('GET /api/coupon-discount/{couponCode}/{amount}', () => {
  beforeAll(async () => {
    await insertCoupon(t.db, { code: 'SAVE10', type: 'percent', value: 10 })
    await insertCoupon(t.db, { code: 'FIVEOFF', type: 'fixed', value: 500, minAmountCents: 2500 })
    await insertCoupon(t.db, { code: 'OLD', endsAt: '2020-01-31' })
    await insertCoupon(t.db, { code: 'LATER', startsAt: '2099-01-01' })
    await insertCoupon(t.db, { code: 'GONE', maxUses: 3, usedCount: 3 })
    await insertCoupon(t.db, { code: 'OFF', active: false })
    await insertCoupon(t.db, { code: 'ONCE', maxUsesPerCustomer: 1 })
  })

  it('answers the discount, the coupon and a message', async () => {
    const res = await t.app.inject('/api/coupon-discount/save10/37.00')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      discount: 3.7,
      coupon: { code: 'SAVE10', discount_type: 'percent', discount_value: 10 },
      message: 'Coupon applied successfully.',
    })
    expect((await t.app.inject('/api/coupon-discount/FIVEOFF/30')).json()).toMatchObject({
      discount: 5,
      coupon: { discount_type: 'fixed', discount_value: 5 },
    })
  })

  it('answers unknown and unusable codes alike, and says what a shopper can do about the rest', async () => {
    const cases: [string, number, string][] = [
      ['/api/coupon-discount/NOPE/30', 404, 'This coupon code is not valid.'],
      ['/api/coupon-discount/OFF/30', 404, 'This coupon code is not valid.'],
      ['/api/coupon-discount/OLD/30', 404, 'This coupon code is not valid.'],
      ['/api/coupon-discount/LATER/30', 404, 'This coupon code is not valid.'],
      ['/api/coupon-discount/GONE/30', 404, 'This coupon code is not valid.'],
      ['/api/coupon-discount/FIVEOFF/24.99', 422, 'Spend at least US $25.00 to use this coupon.'],
    ]
    for (const [url, status, message] of cases) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(status)
      expect(res.json().message, url).toBe(message)
    }
  })

  it('refuses a bad amount or code with 400 naming the parameter', async () => {
    const res = await t.app.inject('/api/coupon-discount/SAVE10/12.345')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toHaveProperty('amount')
    const bad = await t.app.inject('/api/coupon-discount/SA%20VE/12')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('couponCode')
  })

  it("counts a signed-in customer's earlier uses against the per-customer limit", async () => {
    const p = await product()
    const customer = await insertCustomer(t.db)
    const auth = { authorization: `Bearer ${customer.token}` }
    expect((await t.app.inject({ url: '/api/coupon-discount/ONCE/20', headers: auth })).statusCode).toBe(200)
    const body = payload([{ id: p.id, qty: 2, price: 10 }], { couponCode: 'ONCE', couponDiscount: 2 })
    expect((await checkout(body, { token: customer.token })).statusCode).toBe(200)
    const again = await t.app.inject({ url: '/api/coupon-discount/ONCE/20', headers: auth })
    expect(again.statusCode).toBe(422)
    expect(again.json().message).toBe('You have already used this coupon.')
    const reused = await checkout(body, { token: customer.token })
    expect(reused.statusCode).toBe(422)
    expect(reused.json()).toMatchObject({
      message: 'You have already used this coupon.',
      error: 'You have already used this coupon.',
    })
  })
})

describe('GET /api/calculate-tax/{amount}', () => {
  it('is 0 for Bermuda by default', async () => {
    expect((await t.app.inject('/api/calculate-tax/120.00')).json()).toEqual({ tax_amount: 0 })
  })

  it("uses a country's tax_rates row", async () => {
    await t.db.kysely.insertInto('tax_rates').values({ country: 'Canada', rate_bp: 1300 }).execute()
    expect((await t.app.inject('/api/calculate-tax/100.00?country=Canada')).json()).toEqual({
      tax_amount: 13,
    })
  })

  it('refuses a negative amount with 400 naming it', async () => {
    const res = await t.app.inject('/api/calculate-tax/-5')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toHaveProperty('amount')
  })

  it('adds TAX_RATE_PERCENT when configured', async () => {
    const taxed = await buildTestApp({ TAX_RATE_PERCENT: '2.5' })
    expect((await taxed.app.inject('/api/calculate-tax/10.00')).json()).toEqual({ tax_amount: 0.25 })
  })
})

describe('POST /api/checkout/payment', () => {
  it('places a paid order priced from the database, with stock, tracking, subscription, invoice and mail', async () => {
    const gloves = await product({ price: 1000, discount: 20 })
    const vitamins = await product({ price: 2000 })
    await insertSubscriptionOption(t.db, vitamins.id, 2, 10)
    const body = payload([
      { id: gloves.id, qty: 2, price: 8 },
      { id: vitamins.id, qty: 1, price: 18, subscription: { interval: 2 } },
    ])
    const res = await checkout(body)
    expect(res.statusCode).toBe(200)
    // The invoice and mail follow the answer (the order documents outbox).
    await t.app.orderDocuments.idle()
    const { data } = res.json()
    expect(data.orderNumber).toMatch(/^BMU-\d{4}-\d{6}$/)
    expect(data.transactionID).toMatch(/^sbx_/)
    expect(data.Subscriptions).toHaveLength(1)
    expect(data.Subscriptions[0]).toMatch(/^Subscription SUB-\d{4}-\d{6} started: .*every 2 months/)

    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', data.orderNumber)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      user_id: buyer.id,
      email: buyer.email,
      payment_status: 'paid',
      order_status: 'Pending',
      sub_total_cents: 3400,
      shipping_charge_cents: 1500,
      grand_total_cents: 4900,
      card_brand: 'Visa',
      card_last4: '1111',
      back_order: 0,
    })
    expect(await stockUsed(gloves.id)).toBe(2)
    expect(await stockUsed(vitamins.id)).toBe(1)
    const tracking = await t.db.kysely
      .selectFrom('order_tracking')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute()
    expect(tracking).toHaveLength(1)
    expect(tracking[0]).toMatchObject({ status: 'Pending' })
    const sub = await t.db.kysely
      .selectFrom('subscriptions')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(sub).toMatchObject({ month: 2, grand_total_cents: 1800, status: 'active', user_id: buyer.id })
    expect(JSON.parse(sub.items)).toEqual([
      expect.objectContaining({ product_id: vitamins.id, price: 18, qty: 1, slug: vitamins.slug }),
    ])
    expect(order.invoice_pdf).toMatch(/^invoices\/[0-9a-f]{32}\.pdf$/)
    // Kept outside the public media folder, and not served from it.
    const pdf = fs.readFileSync(path.join(t.privateDir, order.invoice_pdf!))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(fs.existsSync(path.join(t.mediaDir, order.invoice_pdf!))).toBe(false)
    const served = await t.app.inject(`/media/${order.invoice_pdf}`)
    expect(served.statusCode).toBe(404)
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', buyer.email)
      .execute()
    expect(mail.some((m) => m.subject === `Your order ${data.orderNumber}`)).toBe(true)
    // The card number and code are kept nowhere: only brand and last four.
    const everything = JSON.stringify([
      order,
      await t.db.kysely.selectFrom('sandbox_payments').selectAll().execute(),
    ])
    expect(everything).not.toContain(SANDBOX_CARDS.approved)
    expect(everything).not.toContain('"123"')
  })

  it('refuses a tampered line price, subtotal, coupon, shipping, tax or total with 409 and charges nothing', async () => {
    const p = await product({ price: 2500 })
    const good = payload([{ id: p.id, qty: 1, price: 25 }])
    const tampered: Record<string, unknown>[] = [
      { ...good, items: [{ ...good.items[0], price: 1 }], subTotal: 1, total: 16 },
      { ...good, subTotal: 20 },
      { ...good, couponDiscount: 5, total: 35 },
      { ...good, shippingCharge: 0, total: 25 },
      { ...good, taxAmount: 1, total: 41 },
      { ...good, total: 0.01 },
    ]
    const [orders, charges] = [await count('orders'), await count('sandbox_payments')]
    for (const body of tampered) {
      const res = await checkout(body)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        message: 'Prices have changed. Please review your order.',
        error: 'Prices have changed. Please review your order.',
        code: 'prices_changed',
        current: {
          items: [{ id: p.id, price: 25, qty: 1, subscription: null }],
          subTotal: 25,
          couponDiscount: 0,
          shippingCharge: 15,
          taxAmount: 0,
          total: 40,
        },
      })
    }
    expect(await count('orders')).toBe(orders)
    expect(await count('sandbox_payments')).toBe(charges)
    expect(await stockUsed(p.id)).toBe(0)
  })

  it('declines a declined card with one message, keeping the reason on the order: no paid order, stock unchanged', async () => {
    const p = await product({ qty: 3 })
    const customer = await insertCustomer(t.db)
    const cases: [string, string][] = [
      [SANDBOX_CARDS.declined, 'Card declined'],
      [SANDBOX_CARDS.insufficientFunds, 'Insufficient funds'],
      [SANDBOX_CARDS.incorrectCvc, 'Incorrect CVC'],
    ]
    for (const [number, reason] of cases) {
      const res = await checkout(payload([{ id: p.id, qty: 3, price: 10 }]), {
        token: customer.token,
        card: number,
      })
      expect(res.statusCode).toBe(422)
      // One answer for every decline: telling them apart helps whoever tests stolen cards.
      expect(res.json()).toEqual({ message: 'Card declined', error: 'Card declined', code: 'card_declined' })
      const order = await t.db.kysely
        .selectFrom('orders')
        .select(['payment_status', 'payment_error'])
        .where('user_id', '=', customer.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(order).toEqual({ payment_status: 'failed', payment_error: reason })
    }
    // A wrong number or an expired card never becomes a token: the card element refuses it.
    for (const wrong of [card('4111111111111112'), { ...card(), expiry: '01/20' }]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/sandbox-gateway/v1/tokens',
        payload: wrong,
      })
      expect(refused.statusCode).toBe(400)
    }
    expect(await stockUsed(p.id)).toBe(0)
    const paid = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', customer.id)
      .where('payment_status', '!=', 'failed')
      .execute()
    expect(paid).toEqual([])
    const list = await t.app.inject({
      url: '/api/customer/get-orders',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(list.json().total).toBe(0)
  })

  it('answers a repeated Idempotency-Key with the first result and charges once', async () => {
    const p = await product()
    const key = newKey()
    const body = payload([{ id: p.id, qty: 1, price: 10 }])
    const first = await checkout(body, { key })
    const second = await checkout(body, { key })
    expect(first.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    const orders = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('idempotency_key', '=', key)
      .execute()
    expect(orders).toHaveLength(1)
    expect(await stockUsed(p.id)).toBe(1)
    const charges = await t.db.kysely
      .selectFrom('sandbox_payments')
      .select('id')
      .where('idempotency_key', 'like', `%:${key}`)
      .execute()
    expect(charges).toHaveLength(1)

    const declinedKey = newKey()
    const declined = payload([{ id: p.id, qty: 1, price: 10 }])
    const declinedCard = { key: declinedKey, card: SANDBOX_CARDS.declined }
    expect((await checkout(declined, declinedCard)).statusCode).toBe(422)
    // Same key and body (the same token): still the first answer.
    const retry = await checkout(declined, declinedCard)
    expect(retry.statusCode).toBe(422)
    expect(retry.json().message).toBe('Card declined')
    // Same key, now with a good card: a different order under a used key is refused, nothing charged.
    const other = await checkout(body, { key: declinedKey })
    expect(other.statusCode).toBe(422)
    expect(other.json().errors).toHaveProperty(['idempotency-key'])
  })

  it('makes one order from concurrent duplicates of one key', async () => {
    const p = await product()
    const key = newKey()
    const body = payload([{ id: p.id, qty: 1, price: 10 }])
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(body, { key })))
    const ok = answers.filter((a) => a.statusCode === 200)
    expect(ok.length).toBeGreaterThan(0)
    for (const a of answers) expect([200, 409]).toContain(a.statusCode)
    expect(new Set(ok.map((a) => a.json().data.orderNumber)).size).toBe(1)
    expect(
      await t.db.kysely.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute(),
    ).toHaveLength(1)
    expect(await stockUsed(p.id)).toBe(1)
  })

  it('answers 409 naming the product and what is left when stock is short, and takes none', async () => {
    const a = await product({ qty: 10 })
    const b = await insertProduct(t.db, {
      categoryId,
      brandId,
      name: 'Sterile Gauze',
      sellingPriceCents: 1000,
      quantity: 5,
      quantityUsed: 3,
    })
    const res = await checkout(
      payload([
        { id: a.id, qty: 2, price: 10 },
        { id: b.id, qty: 3, price: 10 },
      ]),
    )
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'Only 2 left of Sterile Gauze.',
      error: 'Only 2 left of Sterile Gauze.',
      code: 'out_of_stock',
    })
    expect(await stockUsed(a.id)).toBe(0)
    expect(await stockUsed(b.id)).toBe(3)
  })

  it('prices Subscribe & Save off the discounted price and keeps only the card token on the subscription', async () => {
    // Selling 2.95, 0.74 off: 2.21 buying once; 5 % Subscribe & Save off that is 2.10 (never above 2.21).
    const p = await insertProduct(t.db, {
      categoryId,
      brandId,
      sellingPriceCents: 295,
      discountType: 'fixed',
      discountValue: 74,
    })
    await insertSubscriptionOption(t.db, p.id, 1, 5)
    // The old rule (selling price less 5 %: 2.80) is refused with the server's figure.
    const stale = await checkout(payload([{ id: p.id, qty: 1, price: 2.8, subscription: { interval: 1 } }]))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current.items[0].price).toBe(2.1)

    const res = await checkout(payload([{ id: p.id, qty: 1, price: 2.1, subscription: { interval: 1 } }]))
    expect(res.statusCode).toBe(200)
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', res.json().data.orderNumber)
      .executeTakeFirstOrThrow()
    expect(order.sub_total_cents).toBe(210)
    const sub = await t.db.kysely
      .selectFrom('subscriptions')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(sub).toMatchObject({ grand_total_cents: 210, card_brand: 'Visa', card_last4: '1111' })
    expect(sub.payment_token).toMatch(/^sbxtok_[0-9a-f]{32}$/)
    const saved = await t.db.kysely.selectFrom('sandbox_tokens').selectAll().execute()
    expect(JSON.stringify([sub, saved])).not.toContain(SANDBOX_CARDS.approved)
  })

  it('refuses a subscription interval the product does not offer, naming the line', async () => {
    const p = await product()
    await insertSubscriptionOption(t.db, p.id, 1, 5)
    const res = await checkout(payload([{ id: p.id, qty: 1, price: 9, subscription: { interval: 3 } }]))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toHaveProperty(['items.0.subscription.interval'])
  })

  it('refuses an unknown product, a bad key, card details and a missing token, naming the field', async () => {
    const unknown = await checkout(payload([{ id: 987654, qty: 1, price: 10 }]))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toHaveProperty(['items.0.id'])
    const p = await product()
    const body = payload([{ id: p.id, qty: 1, price: 10 }])
    const shortKey = await checkout(body, { key: 'short' })
    expect(shortKey.statusCode).toBe(400)
    expect(shortKey.json().errors).toHaveProperty(['idempotency-key'])
    // Card numbers never reach the shop's API, not even beside a token.
    for (const sent of [
      { ...body, cardDetails: card() },
      { ...body, cardDetails: card(), paymentToken: 'sbxcard_abcdefgh' },
    ]) {
      const refused = await checkout(sent)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors.cardDetails).toEqual([CARD_DETAILS_REFUSED_MESSAGE])
      expect(refused.body).not.toContain(SANDBOX_CARDS.approved)
    }
    const noToken = await checkout(body, { card: null })
    expect(noToken.statusCode).toBe(400)
    expect(noToken.json().errors).toHaveProperty('paymentToken')
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { 'idempotency-key': newKey() },
      payload: body,
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('charges no shipping for pickup orders and applies a coupon', async () => {
    const p = await product({ price: 2000 })
    await insertCoupon(t.db, { code: 'PICK5', type: 'fixed', value: 500 })
    const res = await checkout(
      payload([{ id: p.id, qty: 1, price: 20 }], {
        pickupOrder: true,
        couponCode: 'pick5',
        couponDiscount: 5,
        pickupAddress: '12 Reid Street',
      }),
    )
    expect(res.statusCode).toBe(200)
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', res.json().data.orderNumber)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      pickup_order: 1,
      shipping_charge_cents: 0,
      coupon_code: 'PICK5',
      coupon_discount_cents: 500,
      grand_total_cents: 1500,
      shipping_address: null,
    })
    const coupon = await t.db.kysely
      .selectFrom('coupons')
      .select('used_count')
      .where('code', '=', 'PICK5')
      .executeTakeFirstOrThrow()
    expect(coupon.used_count).toBe(1)
  })

  it('gives a coupon use back when the card is declined', async () => {
    const p = await product({ price: 2000 })
    await insertCoupon(t.db, { code: 'LASTONE', maxUses: 1 })
    const body = payload([{ id: p.id, qty: 1, price: 20 }], { couponCode: 'LASTONE', couponDiscount: 2 })
    expect((await checkout(body, { card: SANDBOX_CARDS.declined })).statusCode).toBe(422)
    expect((await checkout(body)).statusCode).toBe(200)
    expect((await checkout(body)).json().message).toBe('This coupon has reached its usage limit.')
  })
})

describe('POST /api/checkout/preorder', () => {
  it('takes no stock and no coupon, and bills to the profile', async () => {
    const p = await product({ qty: 0 })
    // Another address than the paid orders above, so it ships on its own (and pays shipping).
    const body = payload([{ id: p.id, qty: 4, price: 10 }], {
      back_order: 1,
      shippingAddress: { ...address, address: '9 Other Road' },
      billingAddress: { ...address, city: 'Elsewhere' },
    })
    const res = await checkout(body, { kind: 'preorder' })
    expect(res.statusCode).toBe(200)
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', res.json().data.orderNumber)
      .executeTakeFirstOrThrow()
    expect(order.back_order).toBe(1)
    expect(JSON.parse(order.billing_address!)).toMatchObject({ city: 'Hamilton', email: buyer.email })
    expect(await stockUsed(p.id)).toBe(0)

    await insertCoupon(t.db, { code: 'PRE10' })
    const withCoupon = await checkout(
      payload([{ id: p.id, qty: 1, price: 10 }], {
        back_order: 1,
        couponCode: 'PRE10',
        couponDiscount: 1,
        shippingAddress: { ...address, address: '9 Other Road' },
      }),
      { kind: 'preorder' },
    )
    expect(withCoupon.statusCode).toBe(409)
    expect(withCoupon.json().current.couponDiscount).toBe(0)
  })

  it('refuses back_order 0 on the pre-order call and 1 on the payment call', async () => {
    const p = await product()
    expect(
      (await checkout(payload([{ id: p.id, qty: 1, price: 10 }], { back_order: 0 }), { kind: 'preorder' }))
        .statusCode,
    ).toBe(400)
    expect((await checkout(payload([{ id: p.id, qty: 1, price: 10 }], { back_order: 1 }))).statusCode).toBe(
      400,
    )
  })
})

describe('GET /api/shipping-estimate', () => {
  it('answers shipping at the amount and what is left for free shipping, Bermuda by default', async () => {
    const res = await t.app.inject('/api/shipping-estimate?amount=6.20')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      country: 'Bermuda',
      amount: 6.2,
      shipping: 15,
      rate: 15,
      free_over: 100,
      more_for_free: 93.8,
      ships_with_order_no: null,
    })
    expect((await t.app.inject('/api/shipping-estimate?amount=120&country=Bermuda')).json()).toMatchObject({
      shipping: 0,
      more_for_free: 0,
    })
    expect((await t.app.inject('/api/shipping-estimate?amount=10&country=Canada')).json()).toMatchObject({
      country: 'Canada',
      shipping: 45,
      free_over: null,
      more_for_free: null,
    })
  })

  it('answers 400 naming a bad or missing amount', async () => {
    for (const url of [
      '/api/shipping-estimate',
      '/api/shipping-estimate?amount=abc',
      '/api/shipping-estimate?amount=1.234',
    ]) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().errors, url).toHaveProperty('amount')
    }
  })
})

describe('a pre-order shipping with a paid order not yet shipped', () => {
  const home = { ...address, first_name: 'Pat', address: '5 Court Street', street: 'Court Street' }

  async function estimate(token: string, shippingAddress: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/customer/preorder-shipping',
      headers: { authorization: `Bearer ${token}` },
      payload: { amount: 20, shippingAddress },
    })
  }

  it('is free, says which order it ships with, and is priced so at checkout', async () => {
    const pat = await insertCustomer(t.db)
    const inStock = await product()
    const paid = await checkout(payload([{ id: inStock.id, qty: 1, price: 10 }], { shippingAddress: home }), {
      token: pat.token,
    })
    expect(paid.statusCode).toBe(200)
    const first = paid.json().data.orderNumber

    // The same place written with other spacing and case is the same address.
    const same = await estimate(pat.token, { ...home, address: '5  court street', street: null })
    expect(same.json()).toMatchObject({ shipping: 0, rate: 15, ships_with_order_no: first })
    expect((await estimate(pat.token, { ...home, address: '7 Court Street' })).json()).toMatchObject({
      shipping: 15,
      ships_with_order_no: null,
    })

    const soldOut = await product({ qty: 0 })
    const charged = payload([{ id: soldOut.id, qty: 2, price: 10 }], { back_order: 1, shippingAddress: home })
    const refused = await checkout(charged, { kind: 'preorder', token: pat.token })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().current).toMatchObject({ shippingCharge: 0, total: 20 })

    const res = await checkout(
      { ...charged, shippingCharge: 0, total: 20 },
      { kind: 'preorder', token: pat.token },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data.shipsWithOrder).toBe(first)
    await t.app.orderDocuments.idle()
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('subject', '=', `Your order ${res.json().data.orderNumber}`)
      .executeTakeFirstOrThrow()
    expect(mail.text_body).toContain(`It ships with your order ${first}, at no second shipping charge.`)
    const orders = (
      await t.app.inject({
        url: '/api/customer/get-orders',
        headers: { authorization: `Bearer ${pat.token}` },
      })
    ).json().data
    expect(
      orders.find((o: { order_no: string }) => o.order_no === res.json().data.orderNumber),
    ).toMatchObject({
      back_order: 1,
      shipping_charge: 0,
      ships_with_order_no: first,
    })
  })

  it('pays its own shipping once the paid order has shipped', async () => {
    const sam = await insertCustomer(t.db)
    const inStock = await product()
    const paid = await checkout(payload([{ id: inStock.id, qty: 1, price: 10 }], { shippingAddress: home }), {
      token: sam.token,
    })
    await t.db.kysely
      .updateTable('orders')
      .set({ order_status: 'Shipped' })
      .where('order_no', '=', paid.json().data.orderNumber)
      .execute()
    expect((await estimate(sam.token, home)).json()).toMatchObject({
      shipping: 15,
      ships_with_order_no: null,
    })
    expect((await estimate('not-a-token', home)).statusCode).toBe(401)
  })
})
