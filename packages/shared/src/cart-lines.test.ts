import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addLine,
  cartKindOf,
  changeLineInterval,
  decrementLine,
  incrementLine,
  lineFromProduct,
  lineKey,
  onlyLeftMessage,
  quantityProblem,
  removeLine,
  subscriptionFor,
  updateLineQuantity,
} from './cart-lines'
import { cartLineTotals, lineCents, lineTotalCents } from './cart-totals'
import type { ProductSummary, SubscriptionOption } from './schemas/catalogue'
import { CartLineSchema, MAX_LINE_QUANTITY, type CartLine } from './schemas/cart'

function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 7,
    sku: 'SKU-7',
    product_name: 'Nitrile Exam Gloves',
    product_code: 'PC-7',
    slug: 'nitrile-exam-gloves',
    category: 'Gloves',
    category_slug: 'gloves',
    category_id: 1,
    brand: 'Acme',
    brand_slug: 'acme',
    brand_id: 1,
    selling_price: 20,
    discounted_price: 15,
    discount_value: 25,
    discount_type: 'percent',
    quantity: 10,
    quantity_used: 0,
    stock: 10,
    unit: 'box',
    weight: '100 g',
    thumbnail: '/media/p7-800.webp',
    thumbnail_name: 'p7-800.webp',
    thumbnail_compress: '{"image_urls":{"300px":"/media/p7-300.webp"}}',
    expiry_date: null,
    back_order: 0,
    has_subscription: true,
    ...overrides,
  }
}

const intervals: SubscriptionOption[] = [
  { months: 1, discount: 5 },
  { months: 3, discount: 10 },
]

let rows = 0
const oneTime = (p = product(), qty = 1) => lineFromProduct(p, { rowId: `r${++rows}`, qty, backOrder: 0 })
const subscribed = (months: number, p = product(), qty = 1) =>
  lineFromProduct(p, {
    rowId: `r${++rows}`,
    qty,
    backOrder: 0,
    subscription: { chosen: intervals.find((o) => o.months === months)!, offered: intervals },
  })

describe('lineFromProduct', () => {
  it('makes the cart line: old_price the selling price, price the discounted price, discount the value', () => {
    const line = oneTime()
    expect(line).toMatchObject({
      id: 7,
      sku: 'SKU-7',
      name: 'Nitrile Exam Gloves',
      slug: 'nitrile-exam-gloves',
      old_price: 20,
      price: 15,
      discount: 25,
      discount_type: 'percent',
      avl_qty: 10,
      qty: 1,
      unit: 'box',
      category: 'Gloves',
      weight: '100 g',
      image: '/media/p7-800.webp',
      back_order: 0,
    })
    expect(line.subscription).toBeUndefined()
    expect(CartLineSchema.parse(line)).toEqual(line)
  })

  it('prices at the selling price when there is no discount, with discount 0', () => {
    const line = oneTime(product({ discounted_price: null, discount_value: 0, discount_type: null }))
    expect(line).toMatchObject({ old_price: 20, price: 20, discount: 0, discount_type: null })
  })

  it('prices a Subscribe & Save line at the one-time price less the interval percent', () => {
    const line = subscribed(
      3,
      product({ selling_price: 19.99, discounted_price: null, discount_value: 0, discount_type: null }),
    )
    expect(line.price).toBe(17.99)
    // With the product's own discount the percent comes off the discounted price: 15 less 10 %.
    expect(subscribed(3, product()).price).toBe(13.5)
    expect(line.subscription).toEqual({ interval: 3, type: 'months', discount: 10 })
    expect(line.options).toEqual({ subscriptions: intervals })
    expect(CartLineSchema.parse(line)).toEqual(line)
  })

  it("calls a one-month interval 'month' and longer ones 'months'", () => {
    expect(subscriptionFor({ months: 1, discount: 5 }).type).toBe('month')
    expect(subscriptionFor({ months: 2, discount: 5 }).type).toBe('months')
  })

  it('starts the quantity at 1 at least', () => {
    expect(oneTime(product(), 0).qty).toBe(1)
  })
})

describe('addLine', () => {
  it('adds a new line at the end with its own rowId', () => {
    const a = oneTime()
    const b = oneTime(product({ id: 8, slug: 'other' }))
    const cart = addLine(addLine([], a), b)
    expect(cart.map((l) => l.rowId)).toEqual([a.rowId, b.rowId])
  })

  it('merges a line with the same id, options and subscription into the existing line', () => {
    const first = oneTime(product(), 2)
    const cart = addLine(addLine([], first), oneTime(product(), 3))
    expect(cart).toHaveLength(1)
    expect(cart[0]).toMatchObject({ rowId: first.rowId, qty: 5 })
  })

  it('keeps a subscribed line and a one-time line of the same product apart', () => {
    const cart = addLine(addLine([], oneTime()), subscribed(1))
    expect(cart).toHaveLength(2)
  })

  it('keeps two intervals of the same product apart and merges the same interval', () => {
    let cart = addLine([], subscribed(1))
    cart = addLine(cart, subscribed(3))
    cart = addLine(cart, subscribed(3, product(), 2))
    expect(cart.map((l) => [l.subscription?.interval, l.qty])).toEqual([
      [1, 1],
      [3, 3],
    ])
  })

  it('does not change the cart it was given', () => {
    const cart = Object.freeze([Object.freeze(oneTime())]) as readonly CartLine[]
    addLine(cart, oneTime())
    expect(cart[0]!.qty).toBe(1)
  })
})

describe('quantity changes', () => {
  const a = oneTime(product(), 3)
  const b = oneTime(product({ id: 8, slug: 'b' }), 1)
  const cart = [a, b]

  it('sets a quantity', () => {
    expect(updateLineQuantity(cart, a.rowId, 7).map((l) => l.qty)).toEqual([7, 1])
  })

  it('never sets a quantity below 1 or a fraction', () => {
    expect(updateLineQuantity(cart, a.rowId, 0)[0]!.qty).toBe(1)
    expect(updateLineQuantity(cart, a.rowId, -4)[0]!.qty).toBe(1)
    expect(updateLineQuantity(cart, a.rowId, 2.7)[0]!.qty).toBe(2)
    expect(updateLineQuantity(cart, a.rowId, Number.NaN)[0]!.qty).toBe(1)
  })

  it('raises by 1', () => {
    expect(incrementLine(cart, a.rowId)[0]!.qty).toBe(4)
  })

  it('lowers by 1 but never below 1', () => {
    expect(decrementLine(cart, a.rowId)[0]!.qty).toBe(2)
    expect(decrementLine(cart, b.rowId)[1]!.qty).toBe(1)
  })

  it('removes a line, taking its quantity and value off the totals', () => {
    const before = cartLineTotals(cart)
    const after = cartLineTotals(removeLine(cart, a.rowId))
    expect(after.totalCount).toBe(before.totalCount - 3)
    expect(after.subTotalCents).toBe(before.subTotalCents - lineTotalCents(lineCents(a)))
  })

  it('leaves the cart alone for an unknown rowId', () => {
    expect(incrementLine(cart, 'nope')).toEqual(cart)
    expect(removeLine(cart, 'nope')).toEqual(cart)
  })
})

describe('changeLineInterval', () => {
  it('re-prices a subscribed line for its new interval and the totals follow', () => {
    const line = subscribed(1, product(), 2)
    const cart = changeLineInterval([line], line.rowId, 3)
    expect(cart[0]).toMatchObject({
      rowId: line.rowId,
      price: 13.5,
      subscription: { interval: 3, type: 'months', discount: 10 },
    })
    expect(cartLineTotals(cart).subTotalCents).toBe(2700)
  })

  it('re-prices from the discounted price of a fixed discount too', () => {
    // Selling 20, 5 dollars off: 15 buying once; 10 % off that is 13.50.
    const line = subscribed(1, product({ discount_type: 'fixed', discount_value: 5 }))
    expect(changeLineInterval([line], line.rowId, 3)[0]!.price).toBe(13.5)
  })

  it('merges into an existing line that already has the new interval, keeping its place', () => {
    const other = oneTime(product({ id: 9, slug: 'x' }))
    const one = subscribed(1)
    const three = subscribed(3, product(), 2)
    const cart = changeLineInterval([three, other, one], one.rowId, 3)
    expect(cart.map((l) => [l.rowId, l.qty])).toEqual([
      [three.rowId, 3],
      [other.rowId, 1],
    ])
  })

  it('ignores an interval the product does not offer, and one-time lines', () => {
    const sub = subscribed(1)
    const plain = oneTime()
    expect(changeLineInterval([sub], sub.rowId, 6)).toEqual([sub])
    expect(changeLineInterval([plain], plain.rowId, 3)).toEqual([plain])
  })
})

describe('quantityProblem', () => {
  it("refuses more than the available quantity with 'Only {n} left'", () => {
    const line = oneTime(product({ stock: 4 }))
    expect(quantityProblem([line], line, 5)).toBe('Only 4 left')
    expect(quantityProblem([line], line, 4)).toBeNull()
    expect(onlyLeftMessage(2)).toBe('Only 2 left')
  })

  it("counts the product's other lines: one-time and subscribed lines share the stock", () => {
    const a = oneTime(product({ stock: 5 }), 3)
    const b = subscribed(1, product({ stock: 5 }), 1)
    expect(quantityProblem([a, b], b, 3)).toBe('Only 2 left')
    expect(quantityProblem([a, b], b, 2)).toBeNull()
  })

  it('checks an add (no rowId) against everything already in the cart', () => {
    const a = oneTime(product({ stock: 5 }), 4)
    expect(quantityProblem([a], { id: 7, avl_qty: 5, back_order: 0 }, 2)).toBe('Only 1 left')
    expect(quantityProblem([a], { id: 7, avl_qty: 5, back_order: 0 }, 1)).toBeNull()
  })

  it('never limits a pre-order', () => {
    expect(quantityProblem([], { id: 7, avl_qty: 0, back_order: 1 }, 50)).toBeNull()
  })
})

describe('cartKindOf', () => {
  it('sends a line with a back_order flag to the backorder cart, others to the normal cart', () => {
    expect(cartKindOf({ back_order: 1 })).toBe('backorderCart')
    expect(cartKindOf({ back_order: 0 })).toBe('cart')
    expect(cartKindOf({})).toBe('cart')
  })
})

describe('cart invariants (property tests)', () => {
  // A small catalogue so that lines often collide and merge.
  const productArb = fc.record({
    id: fc.integer({ min: 1, max: 4 }),
  })
  const catalogue = new Map(
    [1, 2, 3, 4].map((id) => [
      id,
      product({ id, slug: `p-${id}`, selling_price: 3 + id * 1.37, discounted_price: id % 2 ? null : 2.5 }),
    ]),
  )
  let n = 0
  const lineArb = fc
    .record({
      p: productArb,
      qty: fc.integer({ min: 1, max: 20 }),
      months: fc.constantFrom(null, 1, 3),
    })
    .map(({ p, qty, months }) =>
      lineFromProduct(catalogue.get(p.id)!, {
        rowId: `g${++n}`,
        qty,
        backOrder: 0,
        subscription: months
          ? { chosen: intervals.find((o) => o.months === months)!, offered: intervals }
          : undefined,
      }),
    )
  const cartArb = fc.array(lineArb, { maxLength: 12 }).map((lines) => lines.reduce(addLine, [] as CartLine[]))

  type Op =
    | { kind: 'add'; line: CartLine }
    | { kind: 'update' | 'inc' | 'dec' | 'remove' | 'interval'; pick: number; qty: number }
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    lineArb.map((line) => ({ kind: 'add' as const, line })),
    fc.record({
      kind: fc.constantFrom(
        'update' as const,
        'inc' as const,
        'dec' as const,
        'remove' as const,
        'interval' as const,
      ),
      pick: fc.nat(20),
      qty: fc.integer({ min: -5, max: 30 }),
    }),
  )
  function apply(cart: CartLine[], op: Op): CartLine[] {
    if (op.kind === 'add') return addLine(cart, op.line)
    if (cart.length === 0) return cart
    const rowId = cart[op.pick % cart.length]!.rowId
    if (op.kind === 'update') return updateLineQuantity(cart, rowId, op.qty)
    if (op.kind === 'inc') return incrementLine(cart, rowId)
    if (op.kind === 'dec') return decrementLine(cart, rowId)
    if (op.kind === 'remove') return removeLine(cart, rowId)
    return changeLineInterval(cart, rowId, op.qty % 2 ? 1 : 3)
  }

  it('keeps every quantity a whole number from 1 up, and one line per id, options and subscription', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const cart = ops.reduce(apply, [] as CartLine[])
        for (const line of cart) {
          expect(Number.isInteger(line.qty)).toBe(true)
          expect(line.qty).toBeGreaterThanOrEqual(1)
          expect(line.qty).toBeLessThanOrEqual(MAX_LINE_QUANTITY)
        }
        expect(new Set(cart.map(lineKey)).size).toBe(cart.length)
        expect(new Set(cart.map((l) => l.rowId)).size).toBe(cart.length)
      }),
    )
  })

  it('keeps totals equal to the sum of the lines after any operations', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const cart = ops.reduce(apply, [] as CartLine[])
        const totals = cartLineTotals(cart)
        expect(totals.totalCount).toBe(cart.reduce((s, l) => s + l.qty, 0))
        expect(totals.subTotalCents).toBe(cart.reduce((s, l) => s + Math.round(l.price * 100) * l.qty, 0))
      }),
    )
  })

  it('restores the cart when a new line is added and then removed', () => {
    fc.assert(
      fc.property(cartArb, lineArb, (cart, line) => {
        fc.pre(!cart.some((l) => lineKey(l) === lineKey(line)))
        expect(removeLine(addLine(cart, line), line.rowId)).toEqual(cart)
      }),
    )
  })

  it('adds exactly the new quantity and value to the totals, whether it merges or not', () => {
    fc.assert(
      fc.property(cartArb, lineArb, (cart, line) => {
        // Below the per-line cap, which clamps (tested above).
        const same = cart.find((l) => lineKey(l) === lineKey(line))
        fc.pre((same?.qty ?? 0) + line.qty <= MAX_LINE_QUANTITY)
        const before = cartLineTotals(cart)
        const after = cartLineTotals(addLine(cart, line))
        expect(after.totalCount).toBe(before.totalCount + line.qty)
        expect(after.subTotalCents).toBe(before.subTotalCents + lineTotalCents(lineCents(line)))
      }),
    )
  })

  it('brings a line back to where it was after an increment and a decrement', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), (cart, pick) => {
        fc.pre(cart.length > 0)
        const picked = cart[pick % cart.length]!
        fc.pre(picked.qty < MAX_LINE_QUANTITY)
        const rowId = picked.rowId
        expect(decrementLine(incrementLine(cart, rowId), rowId)).toEqual(cart)
      }),
    )
  })
})

describe('pack lines (docs/decisions/0114-pack-sizes.md)', () => {
  const box = { code: 'GLV-BOX', label: 'Box of 100', units_per_pack: 100, price: 9 }
  const kase = { code: 'GLV-CASE', label: 'Case of 10 boxes', units_per_pack: 1000, price: 85 }
  const gloves = product({
    stock: 2500,
    quantity: 2500,
    packs: [box, kase],
    price_breaks: [{ min_qty: 5, price: 14 }],
    base_unit: 'glove',
    base_unit_plural: 'gloves',
  })
  const packLine = (pack: typeof box, qty = 1) =>
    lineFromProduct(gloves, { rowId: `r${++rows}`, qty, backOrder: 0, pack })

  it('sells a pack at its own price, with its code, no discount and no breaks', () => {
    const line = packLine(kase, 2)
    expect(CartLineSchema.parse(line)).toEqual(line)
    expect(line).toMatchObject({
      sku: 'GLV-CASE',
      price: 85,
      old_price: 85,
      discount: 0,
      discount_type: null,
    })
    expect(line.pack).toEqual({
      code: 'GLV-CASE',
      label: 'Case of 10 boxes',
      units_per_pack: 1000,
      units_name: 'gloves',
    })
    expect(line.price_breaks).toBeUndefined()
    expect(updateLineQuantity([line], line.rowId, 3)[0]!.price).toBe(85)
  })

  it('keeps a case, a box and a single glove as separate lines of one product', () => {
    let lines = addLine([], packLine(kase))
    lines = addLine(lines, packLine(box))
    lines = addLine(lines, oneTime(gloves))
    lines = addLine(lines, packLine(box, 2))
    expect(lines.map((l) => [l.pack?.code ?? 'each', l.qty])).toEqual([
      ['GLV-CASE', 1],
      ['GLV-BOX', 3],
      ['each', 1],
    ])
    expect(new Set(lines.map(lineKey)).size).toBe(3)
  })

  it('counts the stock in base units across the packs', () => {
    const kaseLine = packLine(kase, 2)
    // 2,500 gloves, 2,000 in cases: 5 boxes are left, and no third case.
    expect(quantityProblem([kaseLine], packLine(box), 5)).toBeNull()
    expect(quantityProblem([kaseLine], packLine(box), 6)).toBe(onlyLeftMessage(5))
    expect(quantityProblem([kaseLine], kaseLine, 3)).toBe(onlyLeftMessage(2))
  })
})
