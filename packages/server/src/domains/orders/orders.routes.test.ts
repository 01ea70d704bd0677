import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

let t: TestApp
let alice: Awaited<ReturnType<typeof insertCustomer>>
let bob: Awaited<ReturnType<typeof insertCustomer>>
let productId: number
let keyCounter = 0

const address = {
  first_name: 'Alice',
  last_name: 'Smith',
  address: '2 Church St',
  city: 'Hamilton',
  zipcode: 'HM12',
  country: 'Bermuda',
}

async function placeOrder(token: string, qty: number, cardNumber: string = SANDBOX_CARDS.approved) {
  const subTotal = 12.5 * qty
  const shipping = subTotal >= 100 ? 0 : 10
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `orders-test-${++keyCounter}` },
    payload: {
      items: [{ id: productId, qty, price: 12.5 }],
      subTotal,
      couponDiscount: 0,
      shippingCharge: shipping,
      taxAmount: 0,
      total: subTotal + shipping,
      shippingAddress: address,
      billingAddress: address,
      pickupOrder: false,
      paymentToken: await cardToken(t.app, cardNumber),
    },
  })
  // The invoice follows the answer (the order documents outbox).
  await t.app.orderDocuments.idle()
  return res
}

const get = (url: string, token: string) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${token}` } })

beforeAll(async () => {
  t = await buildTestApp()
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  productId = (
    await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1250,
      quantity: 500,
    })
  ).id
  await insertShippingRate(t.db, 'Bermuda', 1000, 10_000)
  alice = await insertCustomer(t.db)
  bob = await insertCustomer(t.db)
  for (const qty of [1, 2, 3]) expect((await placeOrder(alice.token, qty)).statusCode).toBe(200)
  expect((await placeOrder(alice.token, 1, SANDBOX_CARDS.declined)).statusCode).toBe(422)
  expect((await placeOrder(bob.token, 9)).statusCode).toBe(200)
  // One of Alice's orders was placed in 2024.
  const oldest = await t.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', alice.id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await t.db.kysely
    .updateTable('orders')
    .set({ created_at: '2024-03-05T10:00:00.000Z' })
    .where('id', '=', oldest.id)
    .execute()
})

describe('GET /api/customer/get-orders', () => {
  it("lists only the token's paid orders, newest first, with its paging fields", async () => {
    const res = await get('/api/customer/get-orders?page=1', alice.token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 3, per_page: 10, current_page: 1 })
    expect(body.data.map((o: { items: { quantity: number }[] }) => o.items[0]!.quantity)).toEqual([3, 2, 1])
    expect(body.data.every((o: { payment_status: string }) => o.payment_status === 'paid')).toBe(true)
    expect(body.data[0]).toMatchObject({
      sub_total: 37.5,
      shipping_charge: 10,
      grand_total: 47.5,
      order_status: 'Pending',
    })
  })

  it('filters by year', async () => {
    expect((await get('/api/customer/get-orders?year=2024', alice.token)).json().total).toBe(1)
    expect((await get('/api/customer/get-orders?year=2023', alice.token)).json()).toMatchObject({
      total: 0,
      data: [],
    })
  })

  it('refuses a bad page or year with 400 naming it, and a missing token with 401', async () => {
    expect((await get('/api/customer/get-orders?page=0', alice.token)).json().errors).toHaveProperty('page')
    expect((await get('/api/customer/get-orders?year=abc', alice.token)).json().errors).toHaveProperty('year')
    expect((await t.app.inject('/api/customer/get-orders')).statusCode).toBe(401)
  })
})

describe('GET /api/customer/order/detail/{orderId}', () => {
  it('answers the order with its items, products, address JSON text and invoice path', async () => {
    const list = (await get('/api/customer/get-orders', alice.token)).json()
    const id = list.data[0].id
    const res = await get(`/api/customer/order/detail/${id}`, alice.token)
    expect(res.statusCode).toBe(200)
    const order = res.json().data
    expect(order.order_no).toMatch(/^BMU-\d{4}-\d{6}$/)
    expect(order.items[0]).toMatchObject({
      product_id: productId,
      quantity: 3,
      price: 12.5,
      line_total: 37.5,
    })
    expect(Object.keys(order.items[0].product).sort()).toEqual(
      [
        'product_code',
        'product_name',
        'sku',
        'slug',
        'thumbnail',
        'thumbnail_compress',
        'thumbnail_name',
      ].sort(),
    )
    expect(JSON.parse(order.shipping_address)).toMatchObject({ city: 'Hamilton', country: 'Bermuda' })
    expect(order.invoice_pdf).toMatch(/^\/api\/invoices\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/)
    expect(order.card_last4).toBe('1111')
    const pdf = await t.app.inject(order.invoice_pdf)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    expect(pdf.headers['cache-control']).toBe('private, no-store')
  })

  it("answers 404 for another customer's order and for a failed payment", async () => {
    const bobs = (await get('/api/customer/get-orders', bob.token)).json().data[0].id
    expect((await get(`/api/customer/order/detail/${bobs}`, alice.token)).statusCode).toBe(404)
    expect((await get(`/api/customer/order/process/${bobs}`, alice.token)).statusCode).toBe(404)
    const failed = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('payment_status', '=', 'failed')
      .executeTakeFirstOrThrow()
    expect((await get(`/api/customer/order/detail/${failed.id}`, alice.token)).statusCode).toBe(404)
  })
})

describe('GET /api/customer/order/process/{orderId}', () => {
  it('answers the tracking entries with verify_code, created_at, status, its label and notes', async () => {
    const order = (await get('/api/customer/get-orders', alice.token)).json().data[0]
    expect(order).toMatchObject({ order_status: 'Pending', status_label: 'Paid', ships_with_order_no: null })
    const res = await get(`/api/customer/order/process/${order.id}`, alice.token)
    expect(res.statusCode).toBe(200)
    const code = expect.stringMatching(/^TRK-[A-Z0-9]{10}$/)
    expect(res.json().data).toEqual([
      {
        verify_code: code,
        created_at: expect.any(String),
        status: 'Pending',
        status_label: 'Paid',
        // The shop's own reference is not a carrier's tracking id.
        tracking_id: null,
        notes: 'Order placed and payment received.',
      },
    ])
  })

  it("shows the carrier's tracking id, never one on the cancellation, and the refund on the order", async () => {
    const carol = await insertCustomer(t.db)
    expect((await placeOrder(carol.token, 2)).statusCode).toBe(200)
    const placed = (await get('/api/customer/get-orders', carol.token)).json().data[0]
    expect(placed.refund).toBeNull()
    const staff = await insertStaffMember(t.db, 'owner')
    const move = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/${path}`,
        headers: staff.headers,
        payload,
      })
    expect((await move('status', { status: 'Shipped', tracking_id: 'BDA-778899' })).statusCode).toBe(200)
    expect((await move('cancel', {})).statusCode).toBe(200)

    const tracking = (await get(`/api/customer/order/process/${placed.id}`, carol.token)).json().data
    expect(
      tracking.map((e: { status: string; tracking_id: string | null }) => [e.status, e.tracking_id]),
    ).toEqual([
      ['Pending', null],
      ['Shipped', 'BDA-778899'],
      ['Cancelled', null],
    ])
    const detail = (await get(`/api/customer/order/detail/${placed.id}`, carol.token)).json().data
    expect(detail).toMatchObject({ payment_status: 'refunded', order_status: 'Cancelled' })
    expect(detail.refund).toEqual({
      amount: 35,
      card_brand: placed.card_brand,
      card_last4: '1111',
      refunded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', carol.email)
      .where('subject', 'like', '%Cancelled')
      .executeTakeFirstOrThrow()
    expect(mail.text_body).not.toMatch(/Tracking id/i)
  })
})

describe('dashboard figures', () => {
  it('counts orders, sums paid totals in dollars and lists the years', async () => {
    expect((await get('/api/customer/get-total-orders', alice.token)).json()).toEqual({ 'Total Orders': 3 })
    // 1 x 12.50 + 10, 2 x 12.50 + 10, 3 x 12.50 + 10
    expect((await get('/api/customer/get-user-expenditure', alice.token)).json()).toEqual({
      'Total Expenditure': 105,
    })
    const years = (await get('/api/customer/order-years', alice.token)).json().data
    expect(years).toEqual(expect.arrayContaining([2023, 2024, 2025, new Date().getUTCFullYear()]))
    expect([...years].sort((a, b) => a - b)).toEqual(years)
    expect((await get('/api/customer/get-total-orders', bob.token)).json()).toEqual({ 'Total Orders': 1 })
  })
})
