import type { AddressInfo } from 'node:net'
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
import { pdfText } from '../../../test/pdf-text'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'
import { quarantineExpiredLots } from './stock.service'

let t: TestApp
let baseUrl: string
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let categoryId: number
let brandId: number

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '20' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  staff = await insertStaffMember(t.db, 'staff')
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
})

/** A product with no stock at all: its stock comes only from the deliveries below. */
async function emptyProduct(name: string) {
  return insertProduct(t.db, { name, categoryId, brandId, sellingPriceCents: 1000, quantity: 0 })
}

async function deliver(
  lots: { product_id: number; lot_number: string; expiry_date: string | null; quantity: number }[],
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/deliveries',
    headers: staff.headers,
    payload: { reference: 'PO-1', lots },
  })
  expect(res.statusCode).toBe(201)
  return res.json<{ lots: { id: number; lot_number: string; status: string }[]; back_in_stock: unknown[] }>()
}

async function sellable(productId: number) {
  const p = await t.db.kysely
    .selectFrom('products')
    .select(['quantity', 'quantity_used', 'expiry_date'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  const lots = await t.db.kysely
    .selectFrom('stock_lots')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.val(0)).as('n'))
    .where('product_id', '=', productId)
    .where('status', '=', 'available')
    .executeTakeFirstOrThrow()
  return { product: p.quantity - p.quantity_used, lots: Number(lots.n), expiry: p.expiry_date }
}

async function checkoutBody(productId: number, qty: number) {
  const total = 10 * qty
  return {
    items: [{ id: productId, qty, price: 10 }],
    subTotal: total,
    couponDiscount: 0,
    shippingCharge: 0,
    taxAmount: 0,
    total,
    pickupOrder: true,
    paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved),
  }
}

describe('deliveries and lots', () => {
  it('a delivery puts lots on the shelf, a short-dated one is held, and the product shows the earliest expiry', async () => {
    const p = await emptyProduct('Saline Ampoules')
    await t.db.kysely
      .updateTable('products')
      .set({ min_shelf_life_days: 180 })
      .where('id', '=', p.id)
      .execute()
    const { lots } = await deliver([
      { product_id: p.id, lot_number: 'LATE', expiry_date: '2031-01-31', quantity: 4 },
      { product_id: p.id, lot_number: 'EARLY', expiry_date: '2030-06-30', quantity: 3 },
      { product_id: p.id, lot_number: 'SHORT', expiry_date: dayFromNow(30), quantity: 9 },
    ])
    expect(lots.map((l) => l.status)).toEqual(['available', 'available', 'held'])
    expect(await sellable(p.id)).toEqual({ product: 7, lots: 7, expiry: '2030-06-30' })
  })

  it('the lots list sorted by expiry puts lots that never expire after every dated one', async () => {
    const p = await emptyProduct('Cotton Buds')
    await deliver([
      { product_id: p.id, lot_number: 'FOREVER', expiry_date: null, quantity: 2 },
      { product_id: p.id, lot_number: 'SOON', expiry_date: '2030-01-31', quantity: 2 },
      { product_id: p.id, lot_number: 'LATER', expiry_date: '2032-01-31', quantity: 2 },
    ])
    const order = async (dir: string) =>
      (
        await t.app.inject({
          url: `/api/admin/lots?product_id=${p.id}&sort=expiry_date&dir=${dir}`,
          headers: staff.headers,
        })
      )
        .json<{ items: { lot_number: string }[] }>()
        .items.map((l) => l.lot_number)
    expect(await order('asc')).toEqual(['SOON', 'LATER', 'FOREVER'])
    expect(await order('desc')).toEqual(['FOREVER', 'LATER', 'SOON'])
  })

  it('an order takes first-expiry-first-out and records the lots of each line; cancelling puts them back', async () => {
    const p = await emptyProduct('Insulin Pen Needles')
    await deliver([
      { product_id: p.id, lot_number: 'B-2031', expiry_date: '2031-03-01', quantity: 5 },
      { product_id: p.id, lot_number: 'A-2030', expiry_date: '2030-03-01', quantity: 2 },
      { product_id: p.id, lot_number: 'NODATE', expiry_date: null, quantity: 5 },
    ])
    const buyer = await insertCustomer(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `fefo-${Date.now()}` },
      payload: await checkoutBody(p.id, 4),
    })
    expect(res.statusCode).toBe(200)
    const order = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('order_no', '=', res.json<{ data: { orderNumber: string } }>().data.orderNumber)
      .executeTakeFirstOrThrow()

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: staff.headers,
    })
    expect(detail.statusCode).toBe(200)
    const line = detail.json<{ order: { lines: { lots: { lot_number: string; quantity: number }[] }[] } }>()
      .order.lines[0]!
    expect(line.lots.map((l) => [l.lot_number, l.quantity])).toEqual([
      ['A-2030', 2],
      ['B-2031', 2],
    ])
    // The next order ships from B-2031 now: the storefront's expiry follows.
    expect(await sellable(p.id)).toEqual({ product: 8, lots: 8, expiry: '2031-03-01' })

    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/packing-slip`,
      headers: staff.headers,
    })
    expect(slip.statusCode).toBe(200)
    expect(slip.headers['content-type']).toBe('application/pdf')
    expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: staff.headers,
      payload: { notes: 'Customer asked' },
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ refund: 'refunded', order: { order_status: 'Cancelled' } })
    expect(await sellable(p.id)).toEqual({ product: 12, lots: 12, expiry: '2030-03-01' })
  })

  it('an adjustment changes one lot with a reason and never below zero; expired lots are quarantined', async () => {
    const p = await emptyProduct('Wound Gel')
    const { lots } = await deliver([
      { product_id: p.id, lot_number: 'OLD', expiry_date: dayFromNow(2), quantity: 6 },
      { product_id: p.id, lot_number: 'NEW', expiry_date: '2032-01-01', quantity: 6 },
    ])
    const damaged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lots/${lots[1]!.id}/adjust`,
      headers: staff.headers,
      payload: { delta: -2, reason: 'damaged', note: 'Crushed box' },
    })
    expect(damaged.statusCode).toBe(200)
    const tooMany = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lots/${lots[1]!.id}/adjust`,
      headers: staff.headers,
      payload: { delta: -5, reason: 'count_correction' },
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json<{ errors: Record<string, string[]> }>().errors.delta).toBeDefined()
    expect(await sellable(p.id)).toMatchObject({ product: 10, lots: 10 })

    // Three days on, OLD is past its expiry.
    expect(await quarantineExpiredLots(t.db, dayFromNow(3))).toBeGreaterThanOrEqual(1)
    expect(await sellable(p.id)).toEqual({ product: 4, lots: 4, expiry: '2032-01-01' })
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lots/${lots[0]!.id}/status`,
      headers: staff.headers,
      payload: { status: 'available' },
    })
    expect(back.statusCode).toBe(200) // not expired yet by today's date
  })
})

describe('50 concurrent checkouts against lots', () => {
  it('never oversell: 5 units in three lots make exactly 5 orders, every unit recorded once', async () => {
    const p = await emptyProduct('Pulse Oximeter Lots')
    await deliver([
      { product_id: p.id, lot_number: 'L1', expiry_date: '2030-01-01', quantity: 2 },
      { product_id: p.id, lot_number: 'L2', expiry_date: '2030-06-01', quantity: 2 },
      { product_id: p.id, lot_number: 'L3', expiry_date: '2031-01-01', quantity: 1 },
    ])
    const customers = await Promise.all(Array.from({ length: 10 }, () => insertCustomer(t.db)))
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await fetch(`${baseUrl}/api/checkout/payment`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${customers[i % 10]!.token}`,
            'idempotency-key': `lots-${i}-${Date.now()}`,
          },
          body: JSON.stringify(await checkoutBody(p.id, 1)),
        })
        return res.status
      }),
    )
    expect(answers.filter((s) => s === 200)).toHaveLength(5)
    expect(answers.filter((s) => s === 409)).toHaveLength(45)
    const lots = await t.db.kysely
      .selectFrom('stock_lots')
      .select(['lot_number', 'quantity'])
      .where('product_id', '=', p.id)
      .orderBy('lot_number')
      .execute()
    expect(lots.every((l) => l.quantity === 0)).toBe(true)
    const taken = await t.db.kysely
      .selectFrom('order_item_lots')
      .innerJoin('order_items', 'order_items.id', 'order_item_lots.order_item_id')
      .select((eb) => eb.fn.sum<number>('order_item_lots.quantity').as('n'))
      .where('order_items.product_id', '=', p.id)
      .executeTakeFirstOrThrow()
    expect(Number(taken.n)).toBe(5)
    expect(await sellable(p.id)).toMatchObject({ product: 0, lots: 0 })
  })
})

describe('back in stock', () => {
  it('a delivery lets a waiting pre-order take its stock and mails its customer and the shoppers who asked', async () => {
    const p = await emptyProduct('Compression Socks')
    const buyer = await insertCustomer(t.db)
    const pre = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/preorder',
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `pre-${Date.now()}` },
      payload: { ...(await checkoutBody(p.id, 2)), back_order: 1 },
    })
    expect(pre.statusCode).toBe(200)
    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/notify-when-back`,
      payload: { email: 'waiting@example.com' },
    })
    expect(ask.statusCode).toBe(200)

    const waiting = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pre-orders?product_id=${p.id}`,
      headers: staff.headers,
    })
    expect(waiting.json()).toMatchObject({ total: 1, items: [{ can_ship: false, notified_at: null }] })

    const { back_in_stock } = await deliver([
      { product_id: p.id, lot_number: 'S1', expiry_date: null, quantity: 5 },
    ])
    expect(back_in_stock).toEqual([
      {
        product_id: p.id,
        pre_orders_ready: [expect.objectContaining({ email: buyer.email })],
        requests_mailed: 1,
      },
    ])
    expect(await sellable(p.id)).toMatchObject({ product: 3, lots: 3 })
    const mails = await t.db.kysely.selectFrom('mail_outbox').select(['to_address', 'subject']).execute()
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to_address: buyer.email, subject: expect.stringMatching(/can now ship$/) }),
        { to_address: 'waiting@example.com', subject: 'Compression Socks is back in stock' },
      ]),
    )
    const ready = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pre-orders?product_id=${p.id}`,
      headers: staff.headers,
    })
    expect(ready.json()).toMatchObject({ items: [{ can_ship: true, notified_at: expect.any(String) }] })
  })
})

describe('pre-orders search', () => {
  it('finds a waiting pre-order by its number, its customer or a product, and nothing else', async () => {
    const socks = await emptyProduct('Searchable Hiking Socks')
    const gloves = await emptyProduct('Searchable Nitrile Gloves')
    const buyer = await insertCustomer(t.db)
    const preOrder = async (productId: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/preorder',
        headers: {
          authorization: `Bearer ${buyer.token}`,
          'idempotency-key': `pre-${productId}-${Date.now()}`,
        },
        payload: { ...(await checkoutBody(productId, 1)), back_order: 1 },
      })
      expect(res.statusCode).toBe(200)
    }
    await preOrder(socks.id)
    await preOrder(gloves.id)
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/pre-orders?q=${encodeURIComponent(q)}`,
        headers: staff.headers,
      })
      expect(res.statusCode).toBe(200)
      return res.json<{ total: number; items: { order_no: string; lines: { product_name: string }[] }[] }>()
    }
    const bySocks = await search('hiking sock')
    expect(bySocks.items.map((o) => o.lines[0]?.product_name)).toEqual(['Searchable Hiking Socks'])
    const byNumber = await search(bySocks.items[0]!.order_no)
    expect(byNumber.items.map((o) => o.order_no)).toEqual([bySocks.items[0]!.order_no])
    expect((await search(buyer.email)).total).toBeGreaterThanOrEqual(2)
    expect((await search('no pre-order has this')).total).toBe(0)
  })
})

describe('a pre-order travelling with a paid order', () => {
  const home = {
    first_name: 'Pat',
    last_name: 'Parcel',
    address: '9 Reid Street',
    city: 'Hamilton',
    zipcode: 'HM11',
    country: 'Bermuda',
  }
  let buyer: Awaited<ReturnType<typeof insertCustomer>>

  beforeAll(async () => {
    await insertShippingRate(t.db, 'Bermuda', 1000, null)
  })

  /** A paid delivery of an in-stock product, then a pre-order of a sold-out one to the same address. */
  async function orderAndPreOrder(name: string) {
    buyer = await insertCustomer(t.db)
    const inStock = await emptyProduct(`${name} in stock`)
    await deliver([{ product_id: inStock.id, lot_number: `${name}-A`, expiry_date: null, quantity: 5 }])
    const soldOut = await emptyProduct(`${name} sold out`)
    const send = (url: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `travel-${Math.random()}` },
        payload: body,
      })
    const paid = await send('/api/checkout/payment', {
      items: [{ id: inStock.id, qty: 1, price: 10 }],
      subTotal: 10,
      couponDiscount: 0,
      shippingCharge: 10,
      taxAmount: 0,
      total: 20,
      pickupOrder: false,
      shippingAddress: home,
      billingAddress: home,
      paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const pre = await send('/api/checkout/preorder', {
      items: [{ id: soldOut.id, qty: 1, price: 10 }],
      subTotal: 10,
      couponDiscount: 0,
      shippingCharge: 0,
      taxAmount: 0,
      total: 10,
      pickupOrder: false,
      back_order: 1,
      shippingAddress: home,
      paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved),
    })
    expect(pre.statusCode, pre.body).toBe(200)
    expect(pre.json().data.shipsWithOrder).toBe(paid.json().data.orderNumber)
    const idOf = async (orderNo: string) =>
      (
        await t.db.kysely
          .selectFrom('orders')
          .select('id')
          .where('order_no', '=', orderNo)
          .executeTakeFirstOrThrow()
      ).id
    return {
      paid: { no: paid.json().data.orderNumber as string, id: await idOf(paid.json().data.orderNumber) },
      pre: { no: pre.json().data.orderNumber as string, id: await idOf(pre.json().data.orderNumber) },
      soldOut,
    }
  }

  const detail = async (id: number) =>
    (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: staff.headers })).json<{
      order: {
        order_status: string
        pre_orders: { order_no: string; waiting_for_stock: boolean }[]
        ships_with_order: { order_no: string } | null
        tracking: { status: string; carrier_tracking_id: string | null; notes: string }[]
      }
    }>().order
  const ship = (id: number, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: staff.headers,
      payload: { status: 'Shipped', tracking_id: 'BDA-5566', ...body },
    })

  it('is shown to staff on the order, the pre-orders list and the packing slip; the order waits for it, then takes it along', async () => {
    const { paid, pre, soldOut } = await orderAndPreOrder('Travel')
    expect((await detail(paid.id)).pre_orders).toEqual([
      { id: pre.id, order_no: pre.no, order_status: 'Pending', waiting_for_stock: true },
    ])
    expect((await detail(pre.id)).ships_with_order).toEqual({ id: paid.id, order_no: paid.no })
    const list = await t.app.inject({ url: `/api/admin/pre-orders?q=${pre.no}`, headers: staff.headers })
    expect(list.json()).toMatchObject({
      items: [{ order_no: pre.no, ships_with: { id: paid.id, order_no: paid.no } }],
    })
    const slip = await t.app.inject({
      url: `/api/admin/orders/${paid.id}/packing-slip`,
      headers: staff.headers,
    })
    const slipText = pdfText(slip.rawPayload)
    expect(slipText).toContain(`Pre-order ${pre.no} travels with this order and is still waiting for stock`)
    expect(slipText).toContain(`Pre-order ${pre.no}: Travel sold out`)

    // The paid order may not leave without the pre-order it promised to carry.
    const refused = await ship(paid.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ message: string }>().message).toMatch(
      new RegExp(
        `^Order ${paid.no} cannot leave yet: pre-order ${pre.no} travels with it .* still waiting for stock`,
      ),
    )
    expect((await detail(paid.id)).order_status).toBe('Pending')

    // Its stock arrives: the pre-order is packed in the same parcel and leaves with the order.
    await deliver([{ product_id: soldOut.id, lot_number: 'TRAVEL-B', expiry_date: null, quantity: 3 }])
    expect((await detail(paid.id)).pre_orders[0]!.waiting_for_stock).toBe(false)
    const readySlip = pdfText(
      (await t.app.inject({ url: `/api/admin/orders/${paid.id}/packing-slip`, headers: staff.headers }))
        .rawPayload,
    )
    expect(readySlip).toContain(`Pack pre-order ${pre.no} in this parcel`)
    expect(readySlip).toContain('TRAVEL-B')
    const shipped = await ship(paid.id)
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json()).toMatchObject({ pre_orders: { with_it: [pre.no], later: [] } })
    expect(shipped.json<{ message: string }>().message).toContain(`Pre-order ${pre.no} went with it.`)
    const preAfter = await detail(pre.id)
    expect(preAfter.order_status).toBe('Shipped')
    expect(preAfter.tracking.at(-1)).toMatchObject({
      carrier_tracking_id: 'BDA-5566',
      notes: `Travels with your order ${paid.no}, at no second shipping charge.`,
    })
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('after_json')
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(paid.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(String(audit.after_json))).toMatchObject({ pre_orders_with_it: [pre.no] })
  })

  it('leaves without a waiting pre-order only when staff say so, and tells the customer it follows on its own', async () => {
    const { paid, pre } = await orderAndPreOrder('Later')
    const shipped = await ship(paid.id, { pre_orders_later: true })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json()).toMatchObject({ pre_orders: { with_it: [], later: [pre.no] } })
    const after = await detail(paid.id)
    expect(after.order_status).toBe('Shipped')
    expect(after.pre_orders).toEqual([])
    expect(after.tracking.at(-1)!.notes).toContain(
      `Your pre-order ${pre.no} will follow on its own once its stock arrives, still at no shipping charge.`,
    )
    expect((await detail(pre.id)).ships_with_order).toBeNull()
    const mine = await t.app.inject({
      url: `/api/customer/order/detail/${pre.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    expect(mine.json()).toMatchObject({ data: { ships_with_order_no: null, shipping_charge: 0 } })
  })
})

function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
