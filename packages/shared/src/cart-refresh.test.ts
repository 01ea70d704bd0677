import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineFromProduct } from './cart-lines'
import { refreshCarts } from './cart-refresh'
import { cartTotals } from './cart-totals'
import type { CartProductFacts } from './schemas/cart'

function facts(overrides: Partial<CartProductFacts> = {}): CartProductFacts {
  return {
    id: 1,
    sku: 'SKU-1',
    product_name: 'Gauze Pads',
    product_code: 'PC-1',
    slug: 'gauze-pads',
    category: 'Wound Care',
    category_slug: 'wound-care',
    category_id: 1,
    brand: 'Acme',
    brand_slug: 'acme',
    brand_id: 1,
    selling_price: 10,
    discounted_price: null,
    discount_value: 0,
    discount_type: null,
    quantity: 10,
    quantity_used: 0,
    stock: 10,
    unit: 'pack',
    weight: '50 g',
    thumbnail: '/media/p1-800.webp',
    thumbnail_name: 'p1-800.webp',
    thumbnail_compress: '{}',
    expiry_date: null,
    back_order: 0,
    has_subscription: true,
    subscriptions: [
      { months: 1, discount: 5 },
      { months: 2, discount: 10 },
    ],
    ...overrides,
  }
}

const line = (p: CartProductFacts, rowId: string, qty = 1, months?: number, backOrder: 0 | 1 = 0) =>
  lineFromProduct(p, {
    rowId,
    qty,
    backOrder,
    subscription: months
      ? { chosen: p.subscriptions.find((o) => o.months === months)!, offered: p.subscriptions }
      : undefined,
  })

describe('refreshCarts', () => {
  it('changes nothing and says nothing when prices and stock are as they were', () => {
    const p = facts()
    const carts = { cart: [line(p, 'a', 2), line(p, 'b', 1, 2)], backorderCart: [] }
    expect(refreshCarts(carts, [p])).toEqual({ ...carts, notices: [] })
  })

  it('updates a changed price and tells the shopper, old and new', () => {
    const was = facts()
    const now = facts({
      selling_price: 12,
      discounted_price: 11.5,
      discount_value: 0.5,
      discount_type: 'fixed',
    })
    const result = refreshCarts({ cart: [line(was, 'a', 2)], backorderCart: [] }, [now])
    expect(result.cart[0]).toMatchObject({
      price: 11.5,
      old_price: 12,
      discount: 0.5,
      discount_type: 'fixed',
    })
    expect(cartTotals(result.cart).subTotal).toBe(23)
    expect(result.notices).toEqual([
      {
        rowId: 'a',
        productId: 1,
        kind: 'price',
        message: 'The price of Gauze Pads changed from US $10.00 to US $11.50.',
      },
    ])
  })

  it('re-prices a subscribed line from the new selling price and the current interval percent', () => {
    const was = facts()
    const now = facts({ selling_price: 20, subscriptions: [{ months: 2, discount: 20 }] })
    const result = refreshCarts({ cart: [line(was, 'a', 1, 2)], backorderCart: [] }, [now])
    expect(result.cart[0]).toMatchObject({ price: 16, subscription: { interval: 2, discount: 20 } })
    expect(result.cart[0]!.options).toEqual({ subscriptions: [{ months: 2, discount: 20 }] })
    expect(result.notices.map((n) => n.kind)).toEqual(['price'])
  })

  it('turns a line whose interval is no longer offered into a one-time purchase, and says so', () => {
    const was = facts()
    const now = facts({ subscriptions: [{ months: 2, discount: 10 }] })
    const result = refreshCarts({ cart: [line(was, 'a', 1, 1)], backorderCart: [] }, [now])
    expect(result.cart[0]!.subscription).toBeUndefined()
    expect(result.cart[0]!.options).toBeUndefined()
    expect(result.cart[0]!.price).toBe(10)
    expect(result.notices.map((n) => n.kind)).toEqual(['subscription-ended', 'price'])
  })

  it('moves a normal line whose product ran out of stock to the backorder cart as a pre-order', () => {
    const was = facts()
    const now = facts({ stock: 0, quantity_used: 10, back_order: 1 })
    const existing = line(was, 'x', 1, undefined, 1)
    const result = refreshCarts({ cart: [line(was, 'a', 3)], backorderCart: [existing] }, [now])
    expect(result.cart).toEqual([])
    expect(result.backorderCart).toHaveLength(1)
    expect(result.backorderCart[0]).toMatchObject({ rowId: 'x', qty: 4, back_order: 1, avl_qty: 0 })
    expect(result.notices).toEqual([
      {
        rowId: 'a',
        productId: 1,
        kind: 'moved-to-backorder',
        message: 'Gauze Pads is now out of stock and was moved to your Backorder Cart.',
      },
    ])
  })

  it("lowers a quantity above the stock left, sharing the stock over the product's lines in order", () => {
    const now = facts({ stock: 3 })
    const result = refreshCarts(
      { cart: [line(now, 'a', 2), line(now, 'b', 2, 1), line(now, 'c', 1, 2)], backorderCart: [] },
      [now],
    )
    expect(result.cart.map((l) => [l.rowId, l.qty])).toEqual([
      ['a', 2],
      ['b', 1],
    ])
    expect(result.backorderCart.map((l) => [l.rowId, l.qty, l.back_order])).toEqual([['c', 1, 1]])
    expect(result.notices.map((n) => n.kind)).toEqual(['quantity-lowered', 'moved-to-backorder'])
    expect(result.notices[0]!.message).toBe('Only 1 left of Gauze Pads: the quantity was lowered to 1.')
  })

  it('keeps pre-orders whatever the stock, updating their price and available quantity', () => {
    const was = facts({ stock: 0 })
    const now = facts({ stock: 0, selling_price: 9 })
    const result = refreshCarts({ cart: [], backorderCart: [line(was, 'a', 15, undefined, 1)] }, [now])
    expect(result.backorderCart[0]).toMatchObject({ qty: 15, price: 9, back_order: 1 })
    expect(result.notices.map((n) => n.kind)).toEqual(['price'])
  })

  it('removes a product the shop no longer sells, from either cart, and says so', () => {
    const p = facts()
    const result = refreshCarts(
      {
        cart: [line(p, 'a')],
        backorderCart: [line(facts({ id: 2, product_name: 'Old Tape' }), 'b', 1, undefined, 1)],
      },
      [],
    )
    expect(result.cart).toEqual([])
    expect(result.backorderCart).toEqual([])
    expect(result.notices.map((n) => n.message)).toEqual([
      'Old Tape is no longer sold and was removed from your cart.',
      'Gauze Pads is no longer sold and was removed from your cart.',
    ])
  })

  it('keeps lines of products that were not asked about as they are', () => {
    const asked = facts()
    const later = facts({ id: 2, product_name: 'Tape' })
    const result = refreshCarts(
      { cart: [line(asked, 'a'), line(later, 'b')], backorderCart: [line(later, 'c', 1, undefined, 1)] },
      [facts({ selling_price: 11 })],
      [asked.id],
    )
    expect(result.cart.map((l) => [l.rowId, l.price])).toEqual([
      ['a', 11],
      ['b', 10],
    ])
    expect(result.backorderCart.map((l) => l.rowId)).toEqual(['c'])
    expect(result.notices.map((n) => n.kind)).toEqual(['price'])
  })

  it('never leaves a normal line above its stock, loses no pre-order, and notes every price change', () => {
    const arb = fc.record({
      stock: fc.integer({ min: 0, max: 6 }),
      priceCents: fc.integer({ min: 100, max: 5000 }),
      qtys: fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom(undefined, 1, 2)), {
        maxLength: 4,
      }),
      backQty: fc.integer({ min: 0, max: 5 }),
    })
    fc.assert(
      fc.property(arb, ({ stock, priceCents, qtys, backQty }) => {
        const was = facts()
        const now = facts({ stock, selling_price: priceCents / 100 })
        const cart = qtys.map(([q, m], i) => line(was, `n${i}`, q, m))
        const backorderCart = backQty ? [line(was, 'bo', backQty, undefined, 1)] : []
        const result = refreshCarts({ cart, backorderCart }, [now])
        const inCart = result.cart.reduce((s, l) => s + l.qty, 0)
        expect(inCart).toBeLessThanOrEqual(stock)
        expect(result.backorderCart.every((l) => l.back_order === 1)).toBe(true)
        expect(result.backorderCart.reduce((s, l) => s + l.qty, 0)).toBeGreaterThanOrEqual(backQty)
        const priceNotes = result.notices.filter((n) => n.kind === 'price').length
        expect(priceNotes).toBe(priceCents === 1000 ? 0 : cart.length + backorderCart.length)
      }),
    )
  })
})
