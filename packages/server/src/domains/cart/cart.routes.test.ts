import { beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

let t: TestApp
let plain: { id: number; slug: string }
let discounted: { id: number; slug: string }
let soldOut: { id: number; slug: string }

beforeAll(async () => {
  t = await buildTestApp()
  const category = await insertCategory(t.db, 'Wound Care')
  const brand = await insertBrand(t.db, 'Acme Medical')
  plain = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, sellingPriceCents: 1999 })
  discounted = await insertProduct(t.db, {
    categoryId: category.id,
    brandId: brand.id,
    sellingPriceCents: 2000,
    discountType: 'percent',
    discountValue: 25,
    quantity: 8,
    quantityUsed: 3,
  })
  soldOut = await insertProduct(t.db, {
    categoryId: category.id,
    brandId: brand.id,
    quantity: 4,
    quantityUsed: 4,
  })
  await t.db.kysely
    .insertInto('product_subscriptions')
    .values([
      { product_id: discounted.id, months: 3, discount: 10 },
      { product_id: discounted.id, months: 1, discount: 5 },
    ])
    .execute()
})

const lookup = (query: string) => t.app.inject(`/api/products/lookup${query}`)

describe('GET /api/products/lookup', () => {
  it("answers each product's current price in dollars, stock and Subscribe & Save intervals, in the order asked", async () => {
    const res = await lookup(`?ids=${discounted.id},${plain.id},${soldOut.id}`)
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.map((p: { id: number }) => p.id)).toEqual([discounted.id, plain.id, soldOut.id])
    expect(data[0]).toMatchObject({
      slug: discounted.slug,
      selling_price: 20,
      discounted_price: 15,
      discount_value: 25,
      discount_type: 'percent',
      stock: 5,
      back_order: 0,
      subscriptions: [
        { months: 1, discount: 5 },
        { months: 3, discount: 10 },
      ],
    })
    expect(data[1]).toMatchObject({ selling_price: 19.99, discounted_price: null, subscriptions: [] })
    expect(data[2]).toMatchObject({ stock: 0, back_order: 1 })
  })

  it('follows a price change in the database at once', async () => {
    await t.db.kysely
      .updateTable('products')
      .set({ selling_price_cents: 2499, price_cents: 2499 })
      .where('id', '=', plain.id)
      .execute()
    const { data } = (await lookup(`?ids=${plain.id}`)).json()
    expect(data[0].selling_price).toBe(24.99)
  })

  it('leaves out ids the shop does not know and answers a repeated id once', async () => {
    const res = await lookup(`?ids=999999,${plain.id},${plain.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([plain.id])
  })

  it('answers 400 naming ids when they are missing or not ids', async () => {
    for (const query of ['', '?ids=', '?ids=abc', '?ids=1,,2', '?ids=0', '?ids=-1', '?ids=9999999999']) {
      const res = await lookup(query)
      expect(res.statusCode, query).toBe(400)
      expect(Object.keys(res.json().errors ?? {}), query).toContain('ids')
    }
  })

  it('answers 400 for more than 100 products or an unknown parameter', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',')
    expect((await lookup(`?ids=${many}`)).statusCode).toBe(400)
    expect((await lookup(`?ids=1&user_id=3`)).statusCode).toBe(400)
  })
})
