import { beforeAll, describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertGloves,
  insertProduct,
  insertShippingRate,
  insertSubscriptionOption,
  setProductPrice,
} from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

let t: TestApp
type Customer = Awaited<ReturnType<typeof insertCustomer>>
let category: { id: number }
let brand: { id: number }
let keys = 0

const product = (price = 1000) =>
  insertProduct(t.db, { categoryId: category.id, brandId: brand.id, quantity: 50, sellingPriceCents: price })

async function placeOrder(
  who: Customer,
  items: { id: number; qty: number; price: number; subscription?: object; pack?: { code: string } }[],
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${who.token}`, 'idempotency-key': `buy-again-${who.id}-${++keys}-key` },
    payload: cardCheckoutBody(items, 15, await cardToken(t.app)),
  })
  expect(res.statusCode, res.body).toBe(200)
  const order = await t.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('order_no', '=', res.json().data.orderNumber)
    .executeTakeFirstOrThrow()
  return order.id
}

const buyAgain = (who: Customer | null, orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/orders/${orderId}/buy-again`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  })

beforeAll(async () => {
  t = await buildTestApp()
  category = await insertCategory(t.db)
  brand = await insertBrand(t.db)
  await insertShippingRate(t.db, 'Bermuda', 1500, null)
})

describe('POST /api/customer/orders/:orderId/buy-again', () => {
  it('answers the order’s lines at today’s prices, sold-out ones as pre-orders, and says what changed', async () => {
    const ada = await insertCustomer(t.db)
    const gloves = await product(1000)
    const masks = await product(500)
    const vitamins = await product(2000)
    const serum = await product(3000)
    await insertSubscriptionOption(t.db, vitamins.id, 2, 10)
    const orderId = await placeOrder(ada, [
      { id: gloves.id, qty: 2, price: 10 },
      { id: masks.id, qty: 3, price: 5 },
      { id: vitamins.id, qty: 1, price: 18, subscription: { interval: 2 } },
      { id: serum.id, qty: 1, price: 30 },
    ])

    await setProductPrice(t.db, gloves.id, 1200)
    await t.db.kysely.updateTable('products').set({ quantity_used: 50 }).where('id', '=', masks.id).execute()
    await t.db.kysely.updateTable('products').set({ published: 0 }).where('id', '=', serum.id).execute()

    const res = await buyAgain(ada, orderId)
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.cart).toMatchObject([
      { id: gloves.id, qty: 2, price: 12, back_order: 0 },
      { id: vitamins.id, qty: 1, price: 18, subscription: { interval: 2 } },
    ])
    expect(data.backorderCart).toMatchObject([{ id: masks.id, qty: 3, back_order: 1 }])
    const kinds = data.notices.map((n: { productId: number; kind: string }) => [n.productId, n.kind])
    expect(kinds).toEqual([
      [gloves.id, 'price'],
      [masks.id, 'pre-order'],
      [serum.id, 'unavailable'],
    ])
    expect(data.notices[0].message).toBe(
      'The price of ' + data.cart[0].name + ' changed from US $10.00 to US $12.00.',
    )
  })

  it('gives back each pack bought as that pack, priced per pack, and says when one is no longer sold', async () => {
    const ada = await insertCustomer(t.db)
    const gloves = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id })
    const more = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id })
    const orderId = await placeOrder(ada, [
      { id: gloves.id, qty: 2, price: 9.99, pack: { code: gloves.box } },
      { id: gloves.id, qty: 3, price: 0.12 },
      { id: more.id, qty: 1, price: 89, pack: { code: more.kase } },
    ])
    const before = (await buyAgain(ada, orderId)).json().data
    expect(before.cart).toMatchObject([
      {
        id: gloves.id,
        qty: 2,
        price: 9.99,
        sku: gloves.box,
        pack: { code: gloves.box, label: 'Box of 100' },
      },
      { id: gloves.id, qty: 3, price: 0.12, sku: gloves.sku },
      {
        id: more.id,
        qty: 1,
        price: 89,
        pack: { code: more.kase, units_per_pack: 1000, units_name: 'gloves' },
      },
    ])
    expect(before.cart[1]).not.toHaveProperty('pack')
    expect(before.notices).toEqual([])

    // The box costs more now; the case is no longer sold.
    await t.db.kysely
      .updateTable('product_packs')
      .set({ price_cents: 1049 })
      .where('code', '=', gloves.box)
      .execute()
    await t.db.kysely.deleteFrom('product_packs').where('code', '=', more.kase).execute()
    const after = (await buyAgain(ada, orderId)).json().data
    expect(after.cart).toMatchObject([
      { id: gloves.id, qty: 2, price: 10.49, pack: { code: gloves.box } },
      { id: gloves.id, qty: 3, price: 0.12 },
    ])
    expect(after.notices).toEqual([
      {
        productId: gloves.id,
        code: gloves.box,
        kind: 'price',
        message:
          'The price of Nitrile Exam Gloves - Box of 100 (100 gloves) changed from US $9.99 to US $10.49.',
      },
      {
        productId: more.id,
        code: more.kase,
        kind: 'unavailable',
        message: `Nitrile Exam Gloves is no longer sold in the pack ${more.kase} and was not added.`,
      },
    ])
  })

  it('lowers a pack line to the whole packs the stock holds, counted in gloves', async () => {
    const ada = await insertCustomer(t.db)
    const gloves = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id, quantity: 1000 })
    const orderId = await placeOrder(ada, [
      { id: gloves.id, qty: 3, price: 9.99, pack: { code: gloves.box } },
    ])
    // 250 gloves left make 2 whole boxes.
    await t.db.kysely
      .updateTable('products')
      .set({ quantity_used: 750 })
      .where('id', '=', gloves.id)
      .execute()
    const { data } = (await buyAgain(ada, orderId)).json()
    expect(data.cart).toMatchObject([{ id: gloves.id, qty: 2, pack: { code: gloves.box } }])
    expect(data.notices).toMatchObject([
      {
        kind: 'quantity-lowered',
        message: 'Only 2 left of Nitrile Exam Gloves - Box of 100 (100 gloves): 2 were added.',
      },
    ])
  })

  it('another customer’s order answers 404 and nothing', async () => {
    const ada = await insertCustomer(t.db)
    const bob = await insertCustomer(t.db)
    const p = await product()
    const orderId = await placeOrder(ada, [{ id: p.id, qty: 1, price: 10 }])
    const res = await buyAgain(bob, orderId)
    expect(res.statusCode).toBe(404)
    expect(res.json()).not.toHaveProperty('data')
    expect((await buyAgain(null, orderId)).statusCode).toBe(401)
    expect((await buyAgain(ada, 2_000_000_000)).statusCode).toBe(404)
    const bad = await buyAgain(ada, 0)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty(['orderId'])
  })
})
