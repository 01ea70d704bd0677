import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

// Pack sizes at checkout (docs/decisions/0114-pack-sizes.md): the server prices each pack, and a
// case and a box take base units from the same stock and lots, first expiry first out.

let t: TestApp
let baseUrl: string
let categoryId: number
let brandId: number

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '20' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
})

/** Gloves at 12 cents each, a box of 100 at US $9.00 and a case of 1,000 at US $85.00, in two lots. */
async function gloves(earlyUnits: number, lateUnits: number) {
  const product = await insertProduct(t.db, {
    name: 'Nitrile Exam Gloves',
    categoryId,
    brandId,
    sellingPriceCents: 12,
    quantity: earlyUnits + lateUnits,
  })
  const suffix = product.id
  await t.db.kysely
    .updateTable('products')
    .set({ base_unit: 'glove', base_unit_plural: 'gloves' })
    .where('id', '=', product.id)
    .execute()
  await t.db.kysely
    .insertInto('product_packs')
    .values([
      {
        product_id: product.id,
        code: `GLV-BOX-${suffix}`,
        label: 'Box of 100',
        units_per_pack: 100,
        price_cents: 900,
      },
      {
        product_id: product.id,
        code: `GLV-CASE-${suffix}`,
        label: 'Case of 10 boxes',
        units_per_pack: 1000,
        price_cents: 8500,
      },
    ])
    .execute()
  // The fixture's one lot becomes the early lot; a later one holds the rest.
  await t.db.kysely
    .updateTable('stock_lots')
    .set({
      quantity: earlyUnits,
      quantity_received: earlyUnits,
      lot_number: `EARLY-${suffix}`,
      expiry_date: '2027-01-31',
    })
    .where('product_id', '=', product.id)
    .execute()
  await t.db.kysely
    .insertInto('stock_lots')
    .values({
      product_id: product.id,
      lot_number: `LATE-${suffix}`,
      expiry_date: '2029-01-31',
      quantity_received: lateUnits,
      quantity: lateUnits,
      status: 'available',
      received_at: new Date().toISOString(),
    })
    .execute()
  return { id: product.id, slug: product.slug, box: `GLV-BOX-${suffix}`, kase: `GLV-CASE-${suffix}` }
}

function order(items: { id: number; qty: number; price: number; pack?: { code: string } }[], total: number) {
  return {
    items,
    subTotal: total,
    couponDiscount: 0,
    shippingCharge: 0,
    taxAmount: 0,
    total,
    pickupOrder: true,
  }
}

/** Sends an order paid with a card element token of the approved test card (one per attempt). */
async function checkout(token: string, body: unknown, key = `k-${Math.random()}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: { ...(body as object), paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved) },
  })
}

async function stockOf(productId: number) {
  const p = await t.db.kysely
    .selectFrom('products')
    .select(['quantity', 'quantity_used'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  const lots = await t.db.kysely
    .selectFrom('stock_lots')
    .select(['lot_number', 'quantity'])
    .where('product_id', '=', productId)
    .orderBy('expiry_date')
    .execute()
  return { available: p.quantity - p.quantity_used, lots: lots.map((l) => Number(l.quantity)) }
}

describe('the catalogue answer', () => {
  it('carries the packs (smallest first) and the base unit names', async () => {
    const g = await gloves(1500, 1500)
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${g.slug}` })
    expect(res.statusCode).toBe(200)
    const data = res.json<{ data: { packs: unknown[]; base_unit: string; base_unit_plural: string } }>().data
    expect(data.packs).toEqual([
      { code: g.box, label: 'Box of 100', units_per_pack: 100, price: 9 },
      { code: g.kase, label: 'Case of 10 boxes', units_per_pack: 1000, price: 85 },
    ])
    expect(data).toMatchObject({ base_unit: 'glove', base_unit_plural: 'gloves' })
  })
})

describe('checking out packs', () => {
  it('prices each pack, names it on the order line and takes its units first expiry first out', async () => {
    const g = await gloves(1500, 1500)
    const buyer = await insertCustomer(t.db)
    const res = await checkout(
      buyer.token,
      order(
        [
          { id: g.id, qty: 1, price: 85, pack: { code: g.kase } },
          { id: g.id, qty: 6, price: 9, pack: { code: g.box } },
          { id: g.id, qty: 2, price: 0.12 },
        ],
        85 + 54 + 0.24,
      ),
    )
    expect(res.statusCode).toBe(200)
    // 1,000 + 600 + 2 gloves: all 1,500 of the early lot, then 102 of the late one.
    expect(await stockOf(g.id)).toEqual({ available: 1398, lots: [0, 1398] })

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/customer/get-orders',
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    const orderId = list.json<{ data: { id: number }[] }>().data[0]!.id
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/customer/order/detail/${orderId}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    const items = detail.json<{ data: { items: Record<string, unknown>[] } }>().data.items
    expect(items.map((i) => [i.quantity, i.price, i.pack])).toEqual([
      [1, 85, { code: g.kase, label: 'Case of 10 boxes', units_per_pack: 1000 }],
      [6, 9, { code: g.box, label: 'Box of 100', units_per_pack: 100 }],
      [2, 0.12, null],
    ])
    expect((items[0]!.product as { sku: string }).sku).toBe(g.kase)
    const lots = (items[0]!.lots as { quantity: number }[]).reduce((n, l) => n + l.quantity, 0)
    expect(lots).toBe(1000)
  })

  it('answers 409 with the pack price when the browser sent another, charging nothing', async () => {
    const g = await gloves(1500, 1500)
    const buyer = await insertCustomer(t.db)
    // The browser priced the case as ten boxes, or as one glove.
    for (const price of [90, 0.12]) {
      const res = await checkout(
        buyer.token,
        order([{ id: g.id, qty: 1, price, pack: { code: g.kase } }], price),
      )
      expect(res.statusCode).toBe(409)
      const body = res.json<{ current: { items: unknown[]; total: number } }>()
      expect(body.current.items).toEqual([{ id: g.id, price: 85, qty: 1, subscription: null, pack: g.kase }])
      expect(body.current.total).toBe(85)
    }
    expect((await stockOf(g.id)).available).toBe(3000)
  })

  it('refuses a pack the product does not have, and a subscribed pack, naming the field', async () => {
    const g = await gloves(100, 100)
    const other = await gloves(100, 100)
    const buyer = await insertCustomer(t.db)
    const wrong = await checkout(
      buyer.token,
      order([{ id: g.id, qty: 1, price: 85, pack: { code: other.kase } }], 85),
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors['items.0.pack.code']).toEqual([
      `Nitrile Exam Gloves is no longer sold in the pack ${other.kase}.`,
    ])
    await t.db.kysely
      .insertInto('product_subscriptions')
      .values({ product_id: g.id, months: 1, discount: 5 })
      .execute()
    const subscribed = await checkout(
      buyer.token,
      order(
        [{ id: g.id, qty: 1, price: 9, pack: { code: g.box }, subscription: { interval: 1 } } as never],
        9,
      ),
    )
    expect(subscribed.statusCode).toBe(400)
    expect(Object.keys(subscribed.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'items.0.subscription',
    ])
  })

  it('refuses a repeated line, naming it: three lines of 20 boxes are not an order of 60', async () => {
    const g = await gloves(10_000, 10_000)
    const buyer = await insertCustomer(t.db)
    const line = { id: g.id, qty: 20, price: 9, pack: { code: g.box } }
    const res = await checkout(buyer.token, order([line, line, line], 540))
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'items.1.id',
      'items.2.id',
    ])
    expect((await stockOf(g.id)).available).toBe(20_000)
  })

  it('refuses a case when fewer units are left than it holds', async () => {
    const g = await gloves(500, 400)
    const buyer = await insertCustomer(t.db)
    const res = await checkout(
      buyer.token,
      order([{ id: g.id, qty: 1, price: 85, pack: { code: g.kase } }], 85),
    )
    expect(res.statusCode).toBe(409)
    expect((await stockOf(g.id)).available).toBe(900)
  })
})

describe('50 concurrent checkouts of cases and boxes of one product', () => {
  it('never oversell the shared units, and take the early lot first', async () => {
    // 2,500 gloves: 25 buyers want a case (1,000) and 25 a box (100): 6,500 asked for.
    const g = await gloves(1200, 1300)
    const customers = await Promise.all(Array.from({ length: 10 }, () => insertCustomer(t.db)))
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const kase = i % 2 === 0
        const body = JSON.stringify({
          ...order(
            [{ id: g.id, qty: 1, price: kase ? 85 : 9, pack: { code: kase ? g.kase : g.box } }],
            kase ? 85 : 9,
          ),
          paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved),
        })
        const res = await fetch(`${baseUrl}/api/checkout/payment`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${customers[i % 10]!.token}`,
            'idempotency-key': `packs-${i}-${Date.now()}`,
          },
          body,
        })
        return { status: res.status, units: kase ? 1000 : 100 }
      }),
    )
    const sold = answers.filter((a) => a.status === 200).reduce((n, a) => n + a.units, 0)
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    expect(sold).toBeLessThanOrEqual(2500)
    // Whatever order they came in, the last refusals leave less than a box unsold only if boxes ran out.
    const stock = await stockOf(g.id)
    expect(stock.available).toBe(2500 - sold)
    expect(stock.lots.reduce((n, q) => n + q, 0)).toBe(2500 - sold)
    expect(stock.lots.every((q) => q >= 0)).toBe(true)
    // First expiry first out: the late lot is touched only once the early one is empty.
    if (stock.lots[1]! < 1300) expect(stock.lots[0]).toBe(0)

    const lines = await t.db.kysely
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select([
        'order_items.id',
        'order_items.quantity',
        'order_items.units_per_pack',
        'orders.payment_status',
      ])
      .where('order_items.product_id', '=', g.id)
      .execute()
    const paid = lines.filter((l) => l.payment_status === 'paid')
    expect(paid.reduce((n, l) => n + l.quantity * l.units_per_pack, 0)).toBe(sold)
    const taken = await t.db.kysely
      .selectFrom('order_item_lots')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where(
        'order_item_id',
        'in',
        paid.map((l) => l.id),
      )
      .executeTakeFirstOrThrow()
    expect(Number(taken.n)).toBe(sold)
    // Boxes always fit while 100 are left, so the shop sells out to under a box.
    expect(2500 - sold).toBeLessThan(100)
  })
})

describe('saved carts keep the pack', () => {
  it('stores a case line as a case, priced from the catalogue, and drops a pack no longer sold', async () => {
    const g = await gloves(1500, 1500)
    const buyer = await insertCustomer(t.db)
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/cart',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: {
        cart: [
          { id: g.id, qty: 2, price: 1, pack: { code: g.kase }, rowId: 'a' },
          { id: g.id, qty: 3, price: 0.12, rowId: 'b' },
        ],
        backorderCart: [],
      },
    })
    expect(put.statusCode).toBe(200)
    const saved = put.json<{ data: { cart: { qty: number; price: number; pack?: { code: string } }[] } }>()
      .data
    expect(saved.cart.map((l) => [l.pack?.code ?? null, l.qty, l.price])).toEqual([
      [g.kase, 2, 85],
      [null, 3, 0.12],
    ])
    await t.db.kysely.deleteFrom('product_packs').where('code', '=', g.kase).execute()
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/customer/cart',
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    expect(read.json<{ data: { cart: unknown[] } }>().data.cart).toHaveLength(1)
  })
})
