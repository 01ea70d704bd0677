import { WISHLIST_MESSAGES } from '@shop/shared/schemas/wishlist'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

let t: TestApp
type Customer = Awaited<ReturnType<typeof insertCustomer>>
let ada: Customer
let bob: Customer
let products: { id: number; slug: string }[]

type Method = 'GET' | 'POST' | 'DELETE'
const call = (who: Customer | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    payload,
  })
const listOf = async (who: Customer) => {
  const res = await call(who, 'GET', 'customer/get-user-wishlist')
  expect(res.statusCode).toBe(200)
  return res.json().data.data as {
    id: number
    product_id: number
    user_id: number
    product: { id: number }
  }[]
}

beforeAll(async () => {
  t = await buildTestApp()
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  products = []
  for (let i = 0; i < 4; i++) {
    products.push(
      await insertProduct(t.db, {
        categoryId: category.id,
        brandId: brand.id,
        quantity: i === 3 ? 2 : 50,
        quantityUsed: i === 3 ? 2 : 0,
      }),
    )
  }
  ada = await insertCustomer(t.db)
  bob = await insertCustomer(t.db)
})

describe('wish list', () => {
  it('adds a product (201) with the nested product the card and the dashboard need', async () => {
    const res = await call(ada, 'POST', 'wishlists', { user_id: bob.id, product_id: products[0]!.id })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.message).toBe(WISHLIST_MESSAGES.added)
    expect(body.data).toMatchObject({
      id: expect.any(Number),
      created_at: expect.any(String),
      user_id: ada.id,
      product_id: products[0]!.id,
      product: {
        id: products[0]!.id,
        slug: products[0]!.slug,
        product_name: expect.any(String),
        product_code: expect.any(String),
        selling_price: 10,
        thumbnail: expect.any(String),
        thumbnail_compress: expect.any(String),
        stock: 50,
        back_order: 0,
      },
    })
    // The token decides the owner: bob's list stays empty.
    expect(await listOf(bob)).toEqual([])
  })

  it('answers the existing entry for a product already listed, never a duplicate', async () => {
    const first = (await listOf(ada))[0]!
    const res = await call(ada, 'POST', 'wishlists', { product_id: String(products[0]!.id) })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.id).toBe(first.id)
    expect(await listOf(ada)).toHaveLength(1)
  })

  it('two racing adds of one product make one entry', async () => {
    const answers = await Promise.all([
      call(bob, 'POST', 'wishlists', { product_id: products[2]!.id }),
      call(bob, 'POST', 'wishlists', { product_id: products[2]!.id }),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201])
    expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id)
    const list = await listOf(bob)
    expect(list.map((e) => e.product_id)).toEqual([products[2]!.id])
    await call(bob, 'DELETE', `customer/wishlists/${list[0]!.id}`)
  })

  it('lists newest first with a sold-out product marked back_order', async () => {
    await call(ada, 'POST', 'wishlists', { product_id: products[3]!.id })
    const list = await listOf(ada)
    expect(list.map((e) => e.product_id)).toEqual([products[3]!.id, products[0]!.id])
    expect(list[0]!.product).toMatchObject({ stock: 0, back_order: 1 })
    expect(list.every((e) => e.user_id === ada.id)).toBe(true)
  })

  it('refuses an unknown product naming product_id, and a missing one', async () => {
    const unknown = await call(ada, 'POST', 'wishlists', { product_id: 999999 })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.product_id).toBeDefined()
    const missing = await call(ada, 'POST', 'wishlists', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors.product_id).toEqual(['product_id is required'])
  })

  it('deletes by entry id, and by the product id of an own entry', async () => {
    const [newest, older] = await listOf(ada)
    const byEntry = await call(ada, 'DELETE', `customer/wishlists/${newest!.id}`)
    expect(byEntry.statusCode).toBe(200)
    expect(byEntry.json().message).toBe(WISHLIST_MESSAGES.deleted)
    const byProduct = await call(ada, 'DELETE', `customer/wishlists/${older!.product_id}`)
    expect(byProduct.statusCode).toBe(200)
    expect(await listOf(ada)).toEqual([])
    const again = await call(ada, 'DELETE', `customer/wishlists/${older!.id}`)
    expect(again.statusCode).toBe(404)
  })

  it("another customer's entry can be neither read nor deleted (404, it stays)", async () => {
    const added = (await call(bob, 'POST', 'wishlists', { product_id: products[1]!.id })).json().data
    expect(await listOf(ada)).toEqual([])
    for (const id of [added.id, added.product_id]) {
      const res = await call(ada, 'DELETE', `customer/wishlists/${id}`)
      expect(res.statusCode).toBe(404)
    }
    expect((await listOf(bob)).map((e) => e.id)).toEqual([added.id])
  })

  it('answers 401 to every call without a token, and changes nothing', async () => {
    const bobs = await listOf(bob)
    for (const [method, url, payload] of [
      ['GET', 'customer/get-user-wishlist'],
      ['POST', 'wishlists', { product_id: products[2]!.id }],
      ['DELETE', `customer/wishlists/${bobs[0]!.id}`],
    ] as const) {
      const res = await call(null, method, url, payload)
      expect(res.statusCode).toBe(401)
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/customer/get-user-wishlist',
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(bad.statusCode).toBe(401)
    expect(await listOf(bob)).toEqual(bobs)
  })
})
