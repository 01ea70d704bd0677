import { beforeAll, describe, expect, it } from 'vitest'
import {
  insertBrand,
  insertCategory,
  insertCustomer,
  insertGloves,
  insertProduct,
  insertSubscriptionOption,
  setProductPrice,
} from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

let t: TestApp
type Customer = Awaited<ReturnType<typeof insertCustomer>>
let category: { id: number }
let brand: { id: number }

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (who: Customer | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    payload,
  })
const product = (f: { stock?: number; price?: number } = {}) =>
  insertProduct(t.db, {
    categoryId: category.id,
    brandId: brand.id,
    quantity: f.stock ?? 50,
    sellingPriceCents: f.price ?? 1000,
  })
async function newList(who: Customer, name = 'Clinic monthly') {
  const res = await call(who, 'POST', 'customer/lists', { name })
  expect(res.statusCode).toBe(201)
  return res.json().data as { id: number; name: string }
}

beforeAll(async () => {
  t = await buildTestApp()
  category = await insertCategory(t.db)
  brand = await insertBrand(t.db)
})

describe('reorder lists', () => {
  it('makes a named list, adds products (quantities add up), changes and removes lines', async () => {
    const ada = await insertCustomer(t.db)
    const a = await product({ price: 1250 })
    const b = await product()
    const list = await newList(ada)
    expect(list.name).toBe('Clinic monthly')
    await call(ada, 'POST', `customer/lists/${list.id}/items`, { items: [{ product_id: a.id, qty: 2 }] })
    const added = await call(ada, 'POST', `customer/lists/${list.id}/items`, {
      items: [
        { product_id: a.id, qty: 3 },
        { product_id: b.id, qty: 1 },
      ],
    })
    expect(added.statusCode).toBe(200)
    expect(added.json().data.items).toMatchObject([
      { product_id: a.id, qty: 5, price: 12.5, stock: 50 },
      { product_id: b.id, qty: 1 },
    ])
    const changed = await call(ada, 'PUT', `customer/lists/${list.id}/items/${b.id}`, { qty: 4 })
    expect(changed.json().data.items[1].qty).toBe(4)
    const removed = await call(ada, 'DELETE', `customer/lists/${list.id}/items/${a.id}`)
    expect(removed.json().data.items.map((i: { product_id: number }) => i.product_id)).toEqual([b.id])
    const renamed = await call(ada, 'PATCH', `customer/lists/${list.id}`, { name: 'Spa weekly' })
    expect(renamed.json().data.name).toBe('Spa weekly')
    const all = await call(ada, 'GET', 'customer/lists')
    expect(all.json().data).toMatchObject([{ id: list.id, name: 'Spa weekly' }])
  })

  it('holds a product in each of its packs as lines of their own, each priced and changed on its own', async () => {
    const ada = await insertCustomer(t.db)
    const gloves = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id })
    const list = await newList(ada)
    const url = `customer/lists/${list.id}/items`
    await call(ada, 'POST', url, { items: [{ product_id: gloves.id, pack: gloves.box, qty: 2 }] })
    const added = await call(ada, 'POST', url, {
      items: [
        { product_id: gloves.id, pack: gloves.box, qty: 1 },
        { product_id: gloves.id, qty: 5 },
        { product_id: gloves.id, pack: gloves.kase, qty: 1 },
      ],
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().data.items).toEqual([
      expect.objectContaining({
        product_id: gloves.id,
        pack: { code: gloves.box, label: 'Box of 100', units_per_pack: 100, units_name: 'gloves' },
        sku: gloves.box,
        qty: 3,
        price: 9.99,
        intervals: [],
      }),
      expect.objectContaining({ product_id: gloves.id, pack: null, sku: gloves.sku, qty: 5, price: 0.12 }),
      expect.objectContaining({ pack: expect.objectContaining({ code: gloves.kase }), qty: 1, price: 89 }),
    ])

    const changed = await call(ada, 'PUT', `${url}/${gloves.id}?pack=${gloves.kase}`, { qty: 4 })
    expect(changed.json().data.items.map((i: { qty: number }) => i.qty)).toEqual([3, 5, 4])
    const removed = await call(ada, 'DELETE', `${url}/${gloves.id}`)
    expect(removed.json().data.items.map((i: { sku: string }) => i.sku)).toEqual([gloves.box, gloves.kase])
    expect((await call(ada, 'DELETE', `${url}/${gloves.id}`)).statusCode).toBe(404)
    expect((await call(ada, 'PUT', `${url}/${gloves.id}?pack=NO-SUCH`, { qty: 1 })).statusCode).toBe(404)

    // Into the carts as the packs listed, at the packs' prices; a Subscribe & Save list keeps packs one-time.
    const filled = (await call(ada, 'POST', `customer/lists/${list.id}/to-cart`, {})).json().data
    expect(filled.cart).toMatchObject([
      { id: gloves.id, qty: 3, price: 9.99, pack: { code: gloves.box } },
      { id: gloves.id, qty: 4, price: 89, pack: { code: gloves.kase } },
    ])
    expect(filled.notices).toEqual([])
    await insertSubscriptionOption(t.db, gloves.id, 1, 5)
    const subscribed = (await call(ada, 'POST', `customer/lists/${list.id}/to-cart`, { interval: 1 })).json()
      .data
    expect(subscribed.cart[0]).not.toHaveProperty('subscription')
    expect(subscribed.notices[0]).toMatchObject({ code: gloves.box, kind: 'subscription-ended' })
  })

  it('refuses a pack the product is not sold in, and shows a pack no longer sold as not sold', async () => {
    const ada = await insertCustomer(t.db)
    const gloves = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id })
    const other = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id })
    const list = await newList(ada)
    const url = `customer/lists/${list.id}/items`
    const wrong = await call(ada, 'POST', url, {
      items: [{ product_id: gloves.id, pack: other.box, qty: 1 }],
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toHaveProperty(['items.0.pack'])
    await call(ada, 'POST', url, { items: [{ product_id: gloves.id, pack: gloves.kase, qty: 1 }] })
    await t.db.kysely.deleteFrom('product_packs').where('code', '=', gloves.kase).execute()
    const shown = (await call(ada, 'GET', 'customer/lists')).json().data[0].items
    expect(shown).toMatchObject([{ sku: gloves.kase, pack: { code: gloves.kase }, price: null }])
    const filled = (await call(ada, 'POST', `customer/lists/${list.id}/to-cart`, {})).json().data
    expect(filled.cart).toEqual([])
    expect(filled.notices).toMatchObject([{ code: gloves.kase, kind: 'unavailable' }])
  })

  it('keeps at most 50 lists per customer: the 51st is refused naming the field', async () => {
    const ada = await insertCustomer(t.db)
    for (let i = 0; i < 50; i++) {
      expect((await call(ada, 'POST', 'customer/lists', { name: `List ${i}` })).statusCode).toBe(201)
    }
    const over = await call(ada, 'POST', 'customer/lists', { name: 'One more' })
    expect(over.statusCode).toBe(409)
    expect(over.json().errors).toEqual({
      name: ['You can keep at most 50 reorder lists; delete one to make another.'],
    })
    expect((await call(ada, 'GET', 'customer/lists')).json().data).toHaveLength(50)
    // Another customer is not held by Ada's lists.
    expect(
      (await call(await insertCustomer(t.db), 'POST', 'customer/lists', { name: 'Mine' })).statusCode,
    ).toBe(201)
  })

  it('holds the cap under parallel creates: at 49 lists, ten made at once leave exactly 50', async () => {
    const ada = await insertCustomer(t.db)
    for (let i = 0; i < 49; i++) {
      expect((await call(ada, 'POST', 'customer/lists', { name: `List ${i}` })).statusCode).toBe(201)
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(ada, 'POST', 'customer/lists', { name: `At once ${i}` })),
    )
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9)
    expect((await call(ada, 'GET', 'customer/lists')).json().data).toHaveLength(50)
  })

  it('adds the same product from parallel requests once, its quantities added up', async () => {
    const ada = await insertCustomer(t.db)
    const list = await newList(ada)
    const p = await product()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(ada, 'POST', `customer/lists/${list.id}/items`, { items: [{ product_id: p.id, qty: 2 }] }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200])
    const [mine] = (await call(ada, 'GET', 'customer/lists')).json().data as {
      items: { product_id: number; qty: number }[]
    }[]
    expect(mine!.items.map((i) => [i.product_id, i.qty])).toEqual([[p.id, 8]])
  })

  it('another customer’s list answers 404 to every call and is left unchanged', async () => {
    const ada = await insertCustomer(t.db)
    const bob = await insertCustomer(t.db)
    const p = await product()
    const list = await newList(ada)
    await call(ada, 'POST', `customer/lists/${list.id}/items`, { items: [{ product_id: p.id, qty: 2 }] })
    const before = (await call(ada, 'GET', 'customer/lists')).json()
    const attempts = [
      call(bob, 'PATCH', `customer/lists/${list.id}`, { name: 'Mine now' }),
      call(bob, 'POST', `customer/lists/${list.id}/items`, { items: [{ product_id: p.id, qty: 1 }] }),
      call(bob, 'PUT', `customer/lists/${list.id}/items/${p.id}`, { qty: 9 }),
      call(bob, 'DELETE', `customer/lists/${list.id}/items/${p.id}`),
      call(bob, 'POST', `customer/lists/${list.id}/to-cart`, {}),
      call(bob, 'DELETE', `customer/lists/${list.id}`),
    ]
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404)
    expect((await call(bob, 'GET', 'customer/lists')).json().data).toEqual([])
    expect((await call(ada, 'GET', 'customer/lists')).json()).toEqual(before)
    expect((await call(null, 'GET', 'customer/lists')).statusCode).toBe(401)
  })

  it('refuses bad input naming the field, and writes nothing', async () => {
    const ada = await insertCustomer(t.db)
    const p = await product()
    const list = await newList(ada)
    const noName = await call(ada, 'POST', 'customer/lists', { name: '  ' })
    expect(noName.statusCode).toBe(400)
    expect(noName.json().errors).toHaveProperty(['name'])
    const unknown = await call(ada, 'POST', `customer/lists/${list.id}/items`, {
      items: [
        { product_id: p.id, qty: 1 },
        { product_id: 999_999, qty: 1 },
      ],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toHaveProperty(['items.1.product_id'])
    const tooMany = await call(ada, 'POST', `customer/lists/${list.id}/items`, {
      items: [{ product_id: p.id, qty: 21 }],
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors).toHaveProperty(['items.0.qty'])
    const badInterval = await call(ada, 'POST', `customer/lists/${list.id}/to-cart`, { interval: 0 })
    expect(badInterval.statusCode).toBe(400)
    expect(badInterval.json().errors).toHaveProperty(['interval'])
    expect((await call(ada, 'GET', 'customer/lists')).json().data[0].items).toEqual([])
  })

  it('adds the whole list to the carts at today’s prices, sold-out lines as pre-orders', async () => {
    const ada = await insertCustomer(t.db)
    const inStock = await product({ price: 1000 })
    const soldOut = await product({ stock: 0 })
    const list = await newList(ada)
    await call(ada, 'POST', `customer/lists/${list.id}/items`, {
      items: [
        { product_id: inStock.id, qty: 3 },
        { product_id: soldOut.id, qty: 2 },
      ],
    })
    await setProductPrice(t.db, inStock.id, 1500)
    const res = await call(ada, 'POST', `customer/lists/${list.id}/to-cart`, {})
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.cart).toMatchObject([{ id: inStock.id, qty: 3, price: 15, back_order: 0 }])
    expect(data.backorderCart).toMatchObject([{ id: soldOut.id, qty: 2, back_order: 1 }])
    expect(data.notices).toMatchObject([{ productId: soldOut.id, kind: 'pre-order' }])
  })

  it('turns the list into Subscribe & Save lines with one interval, one-time where it is not offered', async () => {
    const ada = await insertCustomer(t.db)
    const vitamins = await product({ price: 2000 })
    const gloves = await product({ price: 1000 })
    await insertSubscriptionOption(t.db, vitamins.id, 2, 10)
    const list = await newList(ada)
    await call(ada, 'POST', `customer/lists/${list.id}/items`, {
      items: [
        { product_id: vitamins.id, qty: 1 },
        { product_id: gloves.id, qty: 2 },
      ],
    })
    const res = await call(ada, 'POST', `customer/lists/${list.id}/to-cart`, { interval: 2 })
    const { data } = res.json()
    expect(data.cart).toMatchObject([
      { id: vitamins.id, price: 18, subscription: { interval: 2, discount: 10 } },
      { id: gloves.id, qty: 2, price: 10 },
    ])
    expect(data.cart[1]).not.toHaveProperty('subscription')
    expect(data.notices).toMatchObject([{ productId: gloves.id, kind: 'subscription-ended' }])
  })
})
