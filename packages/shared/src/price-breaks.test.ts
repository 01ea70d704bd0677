import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addLine,
  decrementLine,
  incrementLine,
  lineFromProduct,
  nextBreakOfLine,
  updateLineQuantity,
} from './cart-lines'
import { refreshCarts } from './cart-refresh'
import { priceLine } from './cart-totals'
import { couponDiscountCents } from './order-totals'
import {
  breaksToDollars,
  nextBreakMessage,
  nextPriceBreak,
  parsePriceBreaksText,
  parseStoredBreaks,
  priceBreakRowAt,
  priceBreakRows,
  priceBreaksProblem,
  priceBreaksText,
  storedBreaksText,
  unitPriceAtQuantity,
  type PriceBreakCents,
} from './price-breaks'

const TIERS: PriceBreakCents[] = [
  { minQty: 10, unitCents: 920 },
  { minQty: 20, unitCents: 880 },
]
/** The percents of the product's Subscribe & Save intervals. */
const PERCENTS = [5, 10]

describe('unitPriceAtQuantity', () => {
  it('charges the own price below the first break and the lowest break reached above it', () => {
    expect(unitPriceAtQuantity(1000, TIERS, 1)).toBe(1000)
    expect(unitPriceAtQuantity(1000, TIERS, 9)).toBe(1000)
    expect(unitPriceAtQuantity(1000, TIERS, 10)).toBe(920)
    expect(unitPriceAtQuantity(1000, TIERS, 19)).toBe(920)
    expect(unitPriceAtQuantity(1000, TIERS, 20)).toBe(880)
    expect(unitPriceAtQuantity(1000, TIERS, 500)).toBe(880)
  })

  it('keeps a product discount that is lower than the break', () => {
    expect(unitPriceAtQuantity(850, TIERS, 10)).toBe(850)
  })

  it('is what priceLine charges, with Subscribe & Save taken off the break price', () => {
    const facts = { sellingCents: 1000, discountedCents: null, priceBreaks: TIERS }
    expect(priceLine({ ...facts, qty: 12 }).priceCents).toBe(920)
    expect(priceLine({ ...facts, qty: 12, subscriptionPercent: 10 }).priceCents).toBe(828)
    // Without a quantity a line prices as one piece (older callers).
    expect(priceLine(facts).priceCents).toBe(1000)
  })
})

describe('the cart hint and the product table', () => {
  it("says how many more reach the next break: 'Buy 2 more to pay US $9.20 each'", () => {
    const next = nextPriceBreak(1000, TIERS, 8)
    expect(next).toEqual({ more: 2, unitCents: 920 })
    expect(nextBreakMessage(next!)).toBe('Buy 2 more to pay US $9.20 each')
    expect(nextPriceBreak(1000, TIERS, 20)).toBeNull()
    expect(nextPriceBreak(1000, [], 3)).toBeNull()
  })

  it('lists 1-9, 10-19 and 20+ with the price of each', () => {
    expect(priceBreakRows(1000, TIERS)).toEqual([
      { label: '1-9', from: 1, unitCents: 1000 },
      { label: '10-19', from: 10, unitCents: 920 },
      { label: '20+', from: 20, unitCents: 880 },
    ])
    expect(priceBreakRows(1000, [])).toEqual([])
  })

  it('leaves out breaks a discount makes moot, and the table when none lowers the price', () => {
    // Discounted to US $9.00: the US $9.20 break would read as a tier that costs the same.
    expect(priceBreakRows(900, TIERS)).toEqual([
      { label: '1-19', from: 1, unitCents: 900 },
      { label: '20+', from: 20, unitCents: 880 },
    ])
    expect(priceBreakRows(850, TIERS)).toEqual([])
    // Two breaks at one price: the second is no tier of its own.
    expect(
      priceBreakRows(1000, [
        { minQty: 5, unitCents: 950 },
        { minQty: 10, unitCents: 950 },
      ]).map((r) => r.label),
    ).toEqual(['1-4', '5+'])
  })

  it('marks exactly one row for a quantity, even where two rows show one price', () => {
    const rows = priceBreakRows(1000, TIERS)
    expect([1, 9, 10, 19, 20, 500].map((q) => priceBreakRowAt(rows, q))).toEqual([0, 0, 1, 1, 2, 2])
    expect(priceBreakRowAt([], 3)).toBe(-1)
  })
})

describe('priceBreaksProblem', () => {
  it('accepts rising quantities with falling prices', () => {
    expect(priceBreaksProblem(1000, TIERS, PERCENTS)).toBeNull()
    expect(priceBreaksProblem(1000, [])).toBeNull()
  })

  it('refuses a break that makes more cost less than fewer, naming the least price', () => {
    // 20 at 8.00 = 160.00 < 19 at 9.20 = 174.80.
    expect(
      priceBreaksProblem(1000, [
        { minQty: 10, unitCents: 920 },
        { minQty: 20, unitCents: 800 },
      ]),
    ).toBe(
      '20 at US $8.00 would cost less than 19 at US $9.20 (bought once or with Subscribe & Save): make the price from 20 at least US $8.74, or start the break at a lower quantity.',
    )
  })

  it("checks the line with each of the product's Subscribe & Save percents, rounded per piece", () => {
    // Once: 19 x 9.20 = 174.80 <= 20 x 8.74 = 174.80; at 90 % off: 19 x 0.92 = 17.48 > 20 x 0.87 = 17.40.
    const tight = [
      { minQty: 10, unitCents: 920 },
      { minQty: 20, unitCents: 874 },
    ]
    expect(priceBreaksProblem(1000, tight)).toBeNull()
    expect(priceBreaksProblem(1000, tight, [90])).toMatch(
      /^20 at US \$8.74 would cost less than 19 at US \$9.20.*at least US \$8.76/,
    )
  })

  it('refuses unordered, repeated, too early or not lower breaks', () => {
    expect(priceBreaksProblem(1000, [{ minQty: 1, unitCents: 900 }])).toMatch(/2 pieces/)
    expect(priceBreaksProblem(1000, [{ minQty: 21, unitCents: 990 }])).toMatch(/at most 20/)
    expect(
      priceBreaksProblem(1000, [
        { minQty: 15, unitCents: 990 },
        { minQty: 10, unitCents: 995 },
      ]),
    ).toMatch(/smallest quantity up/)
    expect(priceBreaksProblem(1000, [{ minQty: 10, unitCents: 1000 }])).toMatch(/lower than US \$10.00/)
    expect(priceBreaksProblem(1000, [{ minQty: 10, unitCents: 0 }])).toMatch(/above zero/)
  })
})

describe('the break text of the CSV and the product form', () => {
  it('reads and writes quantity:price pairs', () => {
    const parsed = parsePriceBreaksText(' 10:9.20; 20:$8.80 ')
    expect(parsed).toEqual({ breaks: TIERS, problem: null })
    expect(priceBreaksText(TIERS)).toBe('10:9.20; 20:8.80')
    expect(parsePriceBreaksText('')).toEqual({ breaks: [], problem: null })
    expect(parsePriceBreaksText('ten:9').problem).toMatch(/quantity:price/)
  })

  it('stores them as JSON of cents and reads nothing from unreadable text', () => {
    expect(parseStoredBreaks(storedBreaksText(TIERS))).toEqual(TIERS)
    expect(storedBreaksText([])).toBeNull()
    expect(parseStoredBreaks('not json')).toEqual([])
    expect(parseStoredBreaks(null)).toEqual([])
  })
})

/** Random breaks shaped like real ones: quantities rise, prices fall to near where a break stops paying. */
const productWithBreaks = fc
  .record({
    sellingCents: fc.integer({ min: 1, max: 200_000 }),
    gaps: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 0, maxLength: 4 }),
    cuts: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }),
    slack: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ sellingCents, gaps, cuts, slack }) => {
    const breaks: PriceBreakCents[] = []
    let previous = { minQty: 1, unitCents: sellingCents }
    gaps.forEach((gap, i) => {
      const minQty = previous.minQty + gap
      const wanted = Math.round((previous.unitCents * (100 - (cuts[i] ?? 0))) / 100)
      const least = Math.ceil(((minQty - 1) * previous.unitCents) / minQty) + (slack[i] ?? 0)
      const unitCents = Math.max(wanted, least)
      breaks.push({ minQty: Math.max(2, minQty), unitCents })
      previous = { minQty: Math.max(2, minQty), unitCents }
    })
    return { sellingCents, breaks }
  })

describe('more never costs less in total than fewer of the same product (property)', () => {
  it('holds for every accepted set of breaks, bought once or subscribed, with any own discount and coupon', () => {
    let accepted = 0
    fc.assert(
      fc.property(
        productWithBreaks,
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
        fc.oneof(
          fc.constant(null),
          fc.record({
            discount_type: fc.constant('percent' as const),
            discount_value: fc.integer({ min: 1, max: 100 }),
          }),
          fc.record({
            discount_type: fc.constant('fixed' as const),
            discount_value: fc.integer({ min: 1, max: 50_000 }),
          }),
        ),
        ({ sellingCents, breaks }, gap, discounted, subscription, coupon) => {
          fc.pre(
            priceBreaksProblem(sellingCents, breaks, subscription === null ? [] : [subscription]) === null,
          )
          accepted++
          const discountedCents = discounted === null ? null : Math.min(sellingCents, discounted)
          const lastBreak = breaks.at(-1)?.minQty ?? 1
          let before = 0
          let beforeAfterCoupon = 0
          for (let qty = 1; qty <= lastBreak + 2 + gap; qty++) {
            const facts = { sellingCents, discountedCents, priceBreaks: breaks, qty }
            const once = priceLine(facts).priceCents
            const unit = priceLine({ ...facts, subscriptionPercent: subscription }).priceCents
            // A subscription is never dearer than buying once.
            expect(unit).toBeLessThanOrEqual(once)
            const total = unit * qty
            expect(total).toBeGreaterThanOrEqual(before)
            const afterCoupon = total - couponDiscountCents(total, coupon)
            expect(afterCoupon).toBeGreaterThanOrEqual(beforeAfterCoupon)
            before = total
            beforeAfterCoupon = afterCoupon
          }
        },
      ),
      { numRuns: 250 },
    )
    // The generator is shaped so most sets are accepted: the property is tested, not skipped.
    expect(accepted).toBeGreaterThan(120)
  })

  it('checks every quantity up to 120 for every break start and price near the edge (bounded exhaustive)', () => {
    const selling = 1000
    for (let second = 2; second <= 20; second++) {
      for (let price = 850; price < 1000; price += 7) {
        const breaks = [{ minQty: second, unitCents: price }]
        if (priceBreaksProblem(selling, breaks) !== null) continue
        let before = 0
        for (let qty = 1; qty <= 120; qty++) {
          const total =
            priceLine({ sellingCents: selling, discountedCents: null, priceBreaks: breaks, qty }).priceCents *
            qty
          expect(total).toBeGreaterThanOrEqual(before)
          before = total
        }
      }
    }
  })
})

describe('a cart line with price breaks', () => {
  const product = {
    id: 7,
    sku: 'GLV',
    product_name: 'Gloves',
    product_code: '',
    slug: 'gloves',
    category: 'c',
    category_slug: 'c',
    category_id: 1,
    brand: 'b',
    brand_slug: 'b',
    brand_id: 1,
    selling_price: 10,
    discounted_price: null,
    discount_value: 0,
    discount_type: null,
    quantity: 100,
    quantity_used: 0,
    stock: 100,
    unit: '',
    weight: '',
    thumbnail: '',
    thumbnail_name: '',
    thumbnail_compress: '',
    expiry_date: null,
    back_order: 0 as const,
    has_subscription: false,
    price_breaks: breaksToDollars(TIERS),
  }

  it('is priced by its quantity when added, changed, merged and lowered for stock', () => {
    const line = lineFromProduct(product, { rowId: 'a', qty: 9, backOrder: 0 })
    expect(line.price).toBe(10)
    expect(line.price_breaks).toEqual([
      { min_qty: 10, price: 9.2 },
      { min_qty: 20, price: 8.8 },
    ])
    const [up] = incrementLine([line], 'a')
    expect(up).toMatchObject({ qty: 10, price: 9.2 })
    const [down] = decrementLine([up!], 'a')
    expect(down).toMatchObject({ qty: 9, price: 10 })
    const [set] = updateLineQuantity([line], 'a', 20)
    expect(set).toMatchObject({ qty: 20, price: 8.8 })
    const [merged] = addLine([line], { ...line, qty: 11 })
    expect(merged).toMatchObject({ qty: 20, price: 8.8 })
    const refreshed = refreshCarts({ cart: [set!], backorderCart: [] }, [
      { ...product, stock: 12, subscriptions: [] },
    ])
    expect(refreshed.cart[0]).toMatchObject({ qty: 12, price: 9.2 })
  })
})

describe('nextBreakOfLine', () => {
  const line = {
    id: 1,
    sku: 'G',
    name: 'Gloves',
    slug: 'gloves',
    old_price: 10,
    price: 10,
    discount: 0,
    discount_type: null,
    avl_qty: 50,
    qty: 8,
    unit: '',
    category: '',
    weight: '',
    image: '',
    thumbnail_compress: '',
    rowId: 'r',
    price_breaks: breaksToDollars(TIERS),
  }

  it('names how many more reach the next break and what each piece costs there, subscribed or not', () => {
    expect(nextBreakOfLine(line)).toEqual({ more: 2, unitCents: 920 })
    expect(nextBreakOfLine({ ...line, subscription: { interval: 1, type: 'month', discount: 10 } })).toEqual({
      more: 2,
      unitCents: 828,
    })
    expect(nextBreakOfLine({ ...line, qty: 20 })).toBeNull()
    expect(nextBreakOfLine({ ...line, price_breaks: undefined })).toBeNull()
  })
})
