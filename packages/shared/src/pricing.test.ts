import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currentPrice, isDiscounted, isPreOrder, oneTimePrice, subscriptionPrice } from './pricing'

describe('currentPrice', () => {
  it('is the discounted price when there is one, else the selling price, in cents', () => {
    expect(currentPrice({ selling_price: 12.5, discounted_price: 9.99 })).toBe(999)
    expect(currentPrice({ selling_price: 12.5, discounted_price: null })).toBe(1250)
  })

  it('never exceeds the selling price when the discount lowers it, and says so', () => {
    const product = fc
      .tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.option(fc.integer({ min: 0, max: 1_000_000 })))
      .map(([selling, off]) => ({
        selling_price: selling / 100,
        discounted_price: off === null ? null : Math.max(0, selling - off) / 100,
      }))
    fc.assert(
      fc.property(product, (p) => {
        const cents = currentPrice(p)
        expect(Number.isInteger(cents)).toBe(true)
        expect(cents).toBeLessThanOrEqual(Math.round(p.selling_price * 100))
        expect(isDiscounted(p)).toBe(cents < Math.round(p.selling_price * 100))
      }),
    )
  })
})

describe('isPreOrder', () => {
  it('sells a product with no stock left as a pre-order', () => {
    expect(isPreOrder({ stock: 0 })).toBe(true)
    expect(isPreOrder({ stock: -2 })).toBe(true)
    expect(isPreOrder({ stock: 1 })).toBe(false)
  })
})

describe('subscriptionPrice', () => {
  it('takes the percent off the discounted price a shopper pays today, never above buying once', () => {
    // On sale at 2.21 (selling 2.95), 5 % Subscribe & Save: 2.10, not 2.80 off the selling price.
    const today = oneTimePrice(295, 221)
    expect(today).toBe(221)
    expect(subscriptionPrice(today, 5)).toBe(210)
    expect(subscriptionPrice(oneTimePrice(295, null), 5)).toBe(280)
    for (const percent of [0, 1, 5, 10, 15, 100]) {
      expect(subscriptionPrice(today, percent)).toBeLessThanOrEqual(today)
    }
  })
})
