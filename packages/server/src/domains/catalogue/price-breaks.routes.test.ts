import { describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertProduct,
  insertShippingRate,
  insertSubscriptionOption,
} from '../../../test/fixtures'
import { buildTestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'

// Quantity price breaks end to end: staff set them (form and CSV), the catalogue shows them, and
// checkout charges the break the quantity reaches whatever the browser sent.

const { app, db } = await buildTestApp()
const staff = await insertStaffMember(db, 'staff')
const category = await insertCategory(db)
const brand = await insertBrand(db)
await insertShippingRate(db, 'Bermuda', 1500, 100_000)
const categoryName = (
  await db.kysely
    .selectFrom('categories')
    .select('name')
    .where('id', '=', category.id)
    .executeTakeFirstOrThrow()
).name
const brandName = (
  await db.kysely.selectFrom('brands').select('name').where('id', '=', brand.id).executeTakeFirstOrThrow()
).name

const BREAKS = [
  { min_qty: 10, price_cents: 920 },
  { min_qty: 20, price_cents: 880 },
]

async function productWithBreaks() {
  const p = await insertProduct(db, { categoryId: category.id, brandId: brand.id, sellingPriceCents: 1000 })
  await db.kysely
    .updateTable('products')
    .set({
      price_breaks: JSON.stringify([
        { minQty: 10, unitCents: 920 },
        { minQty: 20, unitCents: 880 },
      ]),
    })
    .where('id', '=', p.id)
    .execute()
  return p
}

function productForm(overrides: Record<string, unknown> = {}) {
  return {
    product_name: 'Nitrile Exam Gloves',
    sku: `GLV-${Math.random().toString(36).slice(2, 8)}`,
    category_id: category.id,
    brand_id: brand.id,
    selling_price_cents: 1000,
    subscription_intervals: [{ months: 1, discount: 10 }],
    price_breaks: BREAKS,
    ...overrides,
  }
}

describe('staff keep price breaks', () => {
  it('saves them with the product form, audited, and the storefront shows them', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: productForm(),
    })
    expect(res.statusCode).toBe(201)
    const saved = res.json().product
    expect(saved.price_breaks).toEqual(BREAKS)
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('after_json')
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(saved.id))
      .executeTakeFirstOrThrow()
    expect(audit.after_json).toContain('"price_breaks"')
    const page = await app.inject(`/api/product/${saved.slug}`)
    expect(page.json().data.price_breaks).toEqual([
      { min_qty: 10, price: 9.2 },
      { min_qty: 20, price: 8.8 },
    ])
  })

  it('refuses breaks that make more cost less, naming price_breaks and the least price', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: productForm({
        price_breaks: [
          { min_qty: 10, price_cents: 920 },
          { min_qty: 20, price_cents: 800 },
        ],
      }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.price_breaks[0]).toMatch(/20 at US \$8.00 would cost less than 19 at US \$9.20/)
  })

  it('reads and writes them in the products CSV', async () => {
    const sku = `CSV-GLV-${Date.now()}`
    const header = 'sku,product_name,category,brand,selling_price,subscription_intervals,price_breaks'
    const good = await app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...staff.headers, 'content-type': 'text/csv' },
      payload: `${header}\n${sku},Gloves CSV,${categoryName},${brandName},10.00,,10:9.20; 20:8.80\n`,
    })
    expect(good.statusCode).toBe(200)
    expect(good.json()).toMatchObject({ created: 1 })
    const row = await db.kysely
      .selectFrom('products')
      .select('price_breaks')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.price_breaks ?? '[]')).toEqual([
      { minQty: 10, unitCents: 920 },
      { minQty: 20, unitCents: 880 },
    ])
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...staff.headers, 'content-type': 'text/csv' },
      payload: `${header}\n${sku},Gloves CSV,${categoryName},${brandName},10.00,,ten:9\n${sku}-2,Gloves 2,${categoryName},${brandName},10.00,,10:9.20; 20:8.00\n`,
    })
    expect(bad.json().rejected).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'price_breaks',
        message: expect.stringMatching(/quantity:price/),
      }),
      expect.objectContaining({ row: 3, field: 'price_breaks', message: expect.stringMatching(/cost less/) }),
    ])
    const exported = await app.inject({ url: '/api/admin/products/export.csv', headers: staff.headers })
    const line = exported.body.split(/\r?\n/).find((l) => l.startsWith(`${sku},`))
    expect(line).toContain('10:9.20; 20:8.80')
  })
})

describe('checkout prices the break the quantity reaches', () => {
  it('answers 409 with the break price when the browser sent the one-piece price, then charges the break', async () => {
    const buyer = await insertCustomer(db)
    const p = await productWithBreaks()
    const headers = { authorization: `Bearer ${buyer.token}` }
    const stale = await app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { ...headers, 'idempotency-key': `price-breaks-${p.id}-a` },
      payload: cardCheckoutBody([{ id: p.id, qty: 10, price: 10 }], 15, await cardToken(app)),
    })
    expect(stale.statusCode, stale.body).toBe(409)
    expect(stale.json()).toMatchObject({
      code: 'prices_changed',
      current: { items: [{ id: p.id, qty: 10, price: 9.2 }], subTotal: 92, shippingCharge: 15, total: 107 },
    })
    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { ...headers, 'idempotency-key': `price-breaks-${p.id}-b` },
      payload: cardCheckoutBody([{ id: p.id, qty: 10, price: 9.2 }], 15, await cardToken(app)),
    })
    expect(placed.statusCode).toBe(200)
    const line = await db.kysely
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.quantity', 'order_items.unit_price_cents'])
      .where('orders.order_no', '=', placed.json().data.orderNumber)
      .executeTakeFirstOrThrow()
    expect(line).toEqual({ quantity: 10, unit_price_cents: 920 })
  })

  it('takes Subscribe & Save off the break price and the coupon off the subtotal, in that order', async () => {
    const buyer = await insertCustomer(db)
    const p = await productWithBreaks()
    await insertSubscriptionOption(db, p.id, 1, 10)
    await insertCoupon(db, { code: `PB${p.id}`, type: 'percent', value: 10 })
    // 20 pieces: break 8.80, less 10 % = 7.92 each, 158.40; coupon 10 % = 15.84; free shipping at 100.
    const body = {
      ...cardCheckoutBody([{ id: p.id, qty: 20, price: 7.92 }], 0, await cardToken(app)),
      items: [{ id: p.id, qty: 20, price: 7.92, subscription: { interval: 1 } }],
      couponCode: `PB${p.id}`,
      couponDiscount: 15.84,
      total: 142.56,
    }
    await db.kysely.updateTable('shipping_rates').set({ free_over_cents: 10_000 }).execute()
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `price-breaks-${p.id}-sub` },
      payload: body,
    })
    expect(res.json()).toMatchObject({ data: { orderNumber: expect.any(String) } })
    const order = await db.kysely
      .selectFrom('orders')
      .select(['sub_total_cents', 'coupon_discount_cents', 'grand_total_cents'])
      .where('order_no', '=', res.json().data.orderNumber)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ sub_total_cents: 15_840, coupon_discount_cents: 1584, grand_total_cents: 14_256 })
  })
})

describe('the saved cart of a signed-in shopper', () => {
  it('prices each line by the break its quantity reaches and carries the breaks to every device', async () => {
    const buyer = await insertCustomer(db)
    const p = await productWithBreaks()
    const res = await app.inject({
      method: 'PUT',
      url: '/api/customer/cart',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { cart: [{ id: p.id, qty: 12, price: 10, rowId: 'r1' }], backorderCart: [] },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.cart[0]).toMatchObject({
      id: p.id,
      qty: 12,
      price: 9.2,
      old_price: 10,
      price_breaks: [
        { min_qty: 10, price: 9.2 },
        { min_qty: 20, price: 8.8 },
      ],
    })
  })
})
