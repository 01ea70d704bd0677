import { beforeAll, describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
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

type Method = 'GET' | 'PUT' | 'POST'
const call = (who: Customer | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    payload,
  })

interface Line {
  id: number
  qty: number
  price: number
  rowId?: string
  back_order?: 0 | 1
  subscription?: { interval: number }
  name?: string
}
const carts = (cart: Line[], backorderCart: Line[] = []) => ({ cart, backorderCart })
const product = (f: { stock?: number; price?: number } = {}) =>
  insertProduct(t.db, {
    categoryId: category.id,
    brandId: brand.id,
    quantity: f.stock ?? 50,
    sellingPriceCents: f.price ?? 1000,
  })
const savedOf = async (who: Customer) => {
  const res = await call(who, 'GET', 'customer/cart')
  expect(res.statusCode).toBe(200)
  return res.json().data as {
    version: number
    cart: (Line & { avl_qty: number; rowId: string })[]
    backorderCart: (Line & { rowId: string })[]
  }
}

beforeAll(async () => {
  t = await buildTestApp()
  category = await insertCategory(t.db)
  brand = await insertBrand(t.db)
})

describe('PUT and GET /api/customer/cart', () => {
  it('keeps both carts of the token’s customer, priced from the catalogue, never from the browser', async () => {
    const ada = await insertCustomer(t.db)
    const gloves = await product({ price: 1250 })
    const vitamins = await product({ price: 2000 })
    await insertSubscriptionOption(t.db, vitamins.id, 2, 10)
    const put = await call(
      ada,
      'PUT',
      'customer/cart',
      carts(
        [
          { id: gloves.id, qty: 3, price: 0.01, rowId: 'row-a' },
          { id: vitamins.id, qty: 1, price: 1, rowId: 'row-b', subscription: { interval: 2 } },
        ],
        [{ id: gloves.id, qty: 2, price: 12.5, rowId: 'row-c' }],
      ),
    )
    expect(put.statusCode).toBe(200)
    const saved = await savedOf(ada)
    expect(saved.version).toBe(put.json().data.version)
    expect(saved.cart).toMatchObject([
      { id: gloves.id, qty: 3, price: 12.5, rowId: 'row-a', back_order: 0, avl_qty: 50 },
      { id: vitamins.id, qty: 1, price: 18, rowId: 'row-b', subscription: { interval: 2, discount: 10 } },
    ])
    expect(saved.backorderCart).toMatchObject([{ id: gloves.id, qty: 2, price: 12.5, back_order: 1 }])

    // A new price in the catalogue is what the next read says.
    await setProductPrice(t.db, gloves.id, 900)
    expect((await savedOf(ada)).cart[0]!.price).toBe(9)
  })

  it('raises the version on every change, and the version call says it', async () => {
    const ada = await insertCustomer(t.db)
    const p = await product()
    const before = (await call(ada, 'GET', 'customer/cart/version')).json().data.version
    const put = await call(ada, 'PUT', 'customer/cart', carts([{ id: p.id, qty: 1, price: 10 }]))
    const after = (await call(ada, 'GET', 'customer/cart/version')).json().data.version
    expect(after).toBe(before + 1)
    expect(put.json().data.version).toBe(after)
  })

  it('another customer can neither read nor change the carts', async () => {
    const ada = await insertCustomer(t.db)
    const bob = await insertCustomer(t.db)
    const p = await product()
    await call(ada, 'PUT', 'customer/cart', carts([{ id: p.id, qty: 4, price: 10, rowId: 'ada-1' }]))
    const adaBefore = await savedOf(ada)

    // Bob sees only his own (empty) carts, and his changes land in his own.
    expect(await savedOf(bob)).toMatchObject({ version: 0, cart: [], backorderCart: [] })
    const bobPut = await call(
      bob,
      'PUT',
      'customer/cart',
      carts([{ id: p.id, qty: 1, price: 10, rowId: 'ada-1' }]),
    )
    expect(bobPut.statusCode).toBe(200)
    const bobMerge = await call(bob, 'POST', 'customer/cart/merge', carts([{ id: p.id, qty: 1, price: 10 }]))
    expect(bobMerge.statusCode).toBe(200)
    expect(await savedOf(ada)).toEqual(adaBefore)

    // Without a token: 401, nothing read.
    expect((await call(null, 'GET', 'customer/cart')).statusCode).toBe(401)
    expect((await call(null, 'PUT', 'customer/cart', carts([]))).statusCode).toBe(401)
  })

  it('refuses bad input naming the field, and writes nothing', async () => {
    const ada = await insertCustomer(t.db)
    const p = await product()
    await call(ada, 'PUT', 'customer/cart', carts([{ id: p.id, qty: 2, price: 10 }]))
    const before = await savedOf(ada)
    const tooMany = await call(ada, 'PUT', 'customer/cart', carts([{ id: p.id, qty: 21, price: 10 }]))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors).toHaveProperty(['cart.0.qty'])
    const noBackorder = await call(ada, 'PUT', 'customer/cart', { cart: [] })
    expect(noBackorder.statusCode).toBe(400)
    expect(noBackorder.json().errors).toHaveProperty(['backorderCart'])
    expect(await savedOf(ada)).toEqual(before)
  })

  it('refuses a repeated line (same product and mode twice), naming it, and writes nothing', async () => {
    const ada = await insertCustomer(t.db)
    const p = await product()
    await call(ada, 'PUT', 'customer/cart', carts([{ id: p.id, qty: 2, price: 10 }]))
    const before = await savedOf(ada)
    const line = { id: p.id, qty: 20, price: 10 }
    for (const [url, method] of [
      ['customer/cart', 'PUT'],
      ['customer/cart/merge', 'POST'],
    ] as const) {
      const res = await call(ada, method, url, carts([line, line, line]))
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json().errors)).toEqual(['cart.1.id', 'cart.2.id'])
      expect(res.json().message).toMatch(/^cart\.1\.id: repeats line 1 .*at most 20/)
    }
    expect(await savedOf(ada)).toEqual(before)
    // The same product in both carts, or once as a subscription, is not a repeat.
    const apart = await call(ada, 'PUT', 'customer/cart', carts([line], [{ ...line, back_order: 1 }]))
    expect(apart.statusCode).toBe(200)
  })

  it('leaves out a product the shop no longer has', async () => {
    const ada = await insertCustomer(t.db)
    const p = await product()
    const res = await call(
      ada,
      'PUT',
      'customer/cart',
      carts([
        { id: p.id, qty: 1, price: 10 },
        { id: 999_999, qty: 1, price: 10 },
      ]),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data.cart.map((l: Line) => l.id)).toEqual([p.id])
  })
})

describe('POST /api/customer/cart/merge', () => {
  it('adds the guest’s lines to the saved ones: same product and mode add up, others are kept apart', async () => {
    const ada = await insertCustomer(t.db)
    const a = await product()
    const b = await product()
    await insertSubscriptionOption(t.db, a.id, 1, 5)
    await call(ada, 'PUT', 'customer/cart', carts([{ id: a.id, qty: 2, price: 10, rowId: 'saved-a' }]))
    const res = await call(
      ada,
      'POST',
      'customer/cart/merge',
      carts(
        [
          { id: a.id, qty: 3, price: 10 },
          { id: a.id, qty: 1, price: 9.5, subscription: { interval: 1 } },
          { id: b.id, qty: 1, price: 10 },
        ],
        [{ id: b.id, qty: 2, price: 10 }],
      ),
    )
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.notices).toEqual([])
    expect(data.cart).toMatchObject([
      { id: a.id, qty: 5, rowId: 'saved-a' },
      { id: a.id, qty: 1, subscription: { interval: 1 } },
      { id: b.id, qty: 1 },
    ])
    expect(data.backorderCart).toMatchObject([{ id: b.id, qty: 2, back_order: 1 }])
    expect(await savedOf(ada)).toMatchObject({ cart: data.cart, backorderCart: data.backorderCart })
  })

  it('never exceeds the per-line limit or the stock, and says so for every line it cut or moved', async () => {
    const ada = await insertCustomer(t.db)
    const plenty = await product({ stock: 100 })
    const few = await product({ stock: 4 })
    const none = await product({ stock: 0 })
    await call(
      ada,
      'PUT',
      'customer/cart',
      carts([
        { id: plenty.id, qty: 15, price: 10 },
        { id: few.id, qty: 3, price: 10 },
      ]),
    )
    const res = await call(
      ada,
      'POST',
      'customer/cart/merge',
      carts([
        { id: plenty.id, qty: 10, price: 10, name: 'Plenty' },
        { id: few.id, qty: 3, price: 10, name: 'Few' },
        { id: none.id, qty: 2, price: 10, name: 'None' },
        { id: 999_999, qty: 1, price: 10, name: 'Gone product' },
      ]),
    )
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.cart).toMatchObject([
      { id: plenty.id, qty: 20 },
      { id: few.id, qty: 4 },
    ])
    // Out of stock: into the backorder cart, not lost.
    expect(data.backorderCart).toMatchObject([{ id: none.id, qty: 2, back_order: 1 }])
    const kinds = data.notices.map((n: { productId: number; kind: string }) => [n.productId, n.kind])
    expect(kinds).toEqual(
      expect.arrayContaining([
        [999_999, 'removed'],
        [plenty.id, 'quantity-lowered'],
        [few.id, 'quantity-lowered'],
        [none.id, 'moved-to-backorder'],
      ]),
    )
    expect(data.notices).toHaveLength(4)
    expect(data.notices.find((n: { productId: number }) => n.productId === 999_999).message).toContain(
      'Gone product',
    )
  })

  it('re-prices the guest’s lines from the catalogue and tells of a changed price', async () => {
    const ada = await insertCustomer(t.db)
    const p = await product({ price: 1500 })
    const res = await call(ada, 'POST', 'customer/cart/merge', carts([{ id: p.id, qty: 1, price: 10 }]))
    const { data } = res.json()
    expect(data.cart[0].price).toBe(15)
    expect(data.notices).toMatchObject([{ productId: p.id, kind: 'price' }])
  })
})

describe('parallel writes of one customer’s carts', () => {
  it('six merges at once add up, and a save meanwhile keeps its lines', async () => {
    const ada = await insertCustomer(t.db)
    const [p, q] = [await product(), await product()]
    const merges = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(ada, 'POST', 'customer/cart/merge', carts([{ id: p.id, qty: 3, price: 10 }])),
      ),
    )
    expect(merges.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    expect((await savedOf(ada)).cart.map((l) => [l.id, l.qty])).toEqual([[p.id, 18]])

    // Six more adding 10 each: the line meets the per-line limit, never less.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        call(ada, 'POST', 'customer/cart/merge', carts([{ id: q.id, qty: 10, price: 10 }])),
      ),
    )
    const after = await savedOf(ada)
    expect(after.cart.map((l) => [l.id, l.qty])).toEqual([
      [p.id, 18],
      [q.id, 20],
    ])
    expect(after.version).toBe(12)
  })
})

describe('a cart that becomes an order', () => {
  it('is emptied on the server when the order is paid, the other cart kept', async () => {
    await insertShippingRate(t.db, 'Bermuda', 1500, null)
    const ada = await insertCustomer(t.db)
    const p = await product({ price: 1000 })
    await call(
      ada,
      'PUT',
      'customer/cart',
      carts([{ id: p.id, qty: 1, price: 10 }], [{ id: p.id, qty: 1, price: 10 }]),
    )
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { authorization: `Bearer ${ada.token}`, 'idempotency-key': `key-${ada.id}-0001` },
      payload: cardCheckoutBody([{ id: p.id, qty: 1, price: 10 }], 15, await cardToken(t.app)),
    })
    expect(res.statusCode).toBe(200)
    const saved = await savedOf(ada)
    expect(saved.cart).toEqual([])
    expect(saved.backorderCart).toHaveLength(1)
  })
})
