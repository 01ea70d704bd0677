import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartTotals, combinedCount, lineTotalCents, priceLine } from './cart-totals'

describe('priceLine', () => {
  it('sells a one-time line at the discounted price when there is one', () => {
    expect(priceLine({ sellingCents: 2000, discountedCents: 1500 })).toEqual({
      oldPriceCents: 2000,
      priceCents: 1500,
    })
  })

  it('sells a one-time line at the selling price without a discount', () => {
    expect(priceLine({ sellingCents: 2000, discountedCents: null })).toEqual({
      oldPriceCents: 2000,
      priceCents: 2000,
    })
  })

  it('sells a subscribed line at the selling price less the interval percent, to the cent', () => {
    // 10% off 19.99 is 1.999, rounded to 2.00: 17.99.
    expect(priceLine({ sellingCents: 1999, discountedCents: null, subscriptionPercent: 10 }).priceCents).toBe(
      1799,
    )
  })

  it('takes the Subscribe & Save percent off the discounted price, so subscribing never costs more', () => {
    // Selling 2.95, discounted 2.21, 5 % off: 2.21 - 0.11 = 2.10, below the one-time 2.21.
    const subscribed = priceLine({ sellingCents: 295, discountedCents: 221, subscriptionPercent: 5 })
    expect(subscribed).toEqual({ oldPriceCents: 295, priceCents: 210 })
    expect(subscribed.priceCents).toBeLessThanOrEqual(
      priceLine({ sellingCents: 295, discountedCents: 221 }).priceCents,
    )
  })

  it('treats a 0 percent interval as a subscription at the one-time price', () => {
    expect(priceLine({ sellingCents: 2000, discountedCents: 1000, subscriptionPercent: 0 }).priceCents).toBe(
      1000,
    )
  })
})

describe('cartTotals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ totalCount: 0, subTotalCents: 0, subTotal: 0 })
  })

  it('counts quantities and sums quantity times price', () => {
    const totals = cartTotals([
      { price: 12.5, qty: 2 },
      { price: 3.99, qty: 3 },
    ])
    expect(totals).toEqual({ totalCount: 5, subTotalCents: 3697, subTotal: 36.97 })
  })

  it('does not drift where floating-point dollars would', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    const totals = cartTotals([
      { price: 0.1, qty: 1 },
      { price: 0.2, qty: 1 },
    ])
    expect(totals.subTotal).toBe(0.3)
    expect(totals.subTotalCents).toBe(30)
  })

  it('equals the sum of its lines, in whole cents, for any cart', () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
      qty: fc.integer({ min: 1, max: 9999 }),
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const totals = cartTotals(lines)
        expect(Number.isInteger(totals.subTotalCents)).toBe(true)
        expect(totals.subTotalCents).toBe(lines.reduce((sum, l) => sum + lineTotalCents(l), 0))
        expect(totals.totalCount).toBe(lines.reduce((sum, l) => sum + l.qty, 0))
        expect(Math.round(totals.subTotal * 100)).toBe(totals.subTotalCents)
      }),
    )
  })

  it('does not depend on the order of the lines', () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
      qty: fc.integer({ min: 1, max: 50 }),
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        expect(cartTotals([...lines].reverse())).toEqual(cartTotals(lines))
      }),
    )
  })
})

describe('combinedCount', () => {
  it('adds the item counts of both carts for the header badge', () => {
    expect(combinedCount([{ qty: 2 }, { qty: 1 }], [{ qty: 4 }])).toBe(7)
    expect(combinedCount([], [])).toBe(0)
  })
})
