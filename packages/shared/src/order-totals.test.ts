import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COUPON_MESSAGES,
  couponDiscountCents,
  couponProblem,
  couponState,
  orderTotalCents,
  orderTotals,
  percentToBasisPoints,
  shippingChargeCents,
  taxCents,
  type CouponRules,
} from './order-totals'

const cents = fc.integer({ min: 0, max: 1_000_000_000 })
const coupon = fc.option(
  fc.oneof(
    fc.record({
      discount_type: fc.constant('percent' as const),
      discount_value: fc.integer({ min: 0, max: 150 }),
    }),
    fc.record({ discount_type: fc.constant('fixed' as const), discount_value: cents }),
  ),
  { nil: null },
)
const rate = fc.record({
  rate_cents: fc.integer({ min: 0, max: 100_000 }),
  free_over_cents: fc.option(cents, { nil: null }),
})
const input = fc.record({
  subTotalCents: cents,
  coupon,
  shippingRate: fc.option(rate, { nil: null }),
  pickup: fc.boolean(),
  taxRateBp: fc.integer({ min: 0, max: 10_000 }),
})

describe('orderTotals', () => {
  it('total is always subtotal - coupon + shipping + tax, in whole cents', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = orderTotals(i)
        expect(t.totalCents).toBe(
          t.subTotalCents - t.couponDiscountCents + t.shippingChargeCents + t.taxCents,
        )
        for (const v of Object.values(t)) expect(Number.isInteger(v)).toBe(true)
      }),
    )
  })

  it('never discounts below zero or above the subtotal, and the total is never negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = orderTotals(i)
        expect(t.couponDiscountCents).toBeGreaterThanOrEqual(0)
        expect(t.couponDiscountCents).toBeLessThanOrEqual(i.subTotalCents)
        expect(t.shippingChargeCents).toBeGreaterThanOrEqual(0)
        expect(t.taxCents).toBeGreaterThanOrEqual(0)
        expect(t.totalCents).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('charges no shipping on pickup orders', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(orderTotals({ ...i, pickup: true }).shippingChargeCents).toBe(0)
      }),
    )
  })

  it('taxes the subtotal less the coupon, not the shipping', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = orderTotals(i)
        expect(t.taxCents).toBe(taxCents(t.subTotalCents - t.couponDiscountCents, i.taxRateBp))
      }),
    )
  })

  it('adds nothing for tax at the default Bermuda rate of 0', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = orderTotals({ ...i, taxRateBp: 0 })
        expect(t.totalCents).toBe(t.subTotalCents - t.couponDiscountCents + t.shippingChargeCents)
      }),
    )
  })

  it('prices a worked example to the cent', () => {
    expect(
      orderTotals({
        subTotalCents: 3700,
        coupon: { discount_type: 'percent', discount_value: 10 },
        shippingRate: { rate_cents: 1500, free_over_cents: 10_000 },
        pickup: false,
        taxRateBp: 250,
      }),
    ).toEqual({
      subTotalCents: 3700,
      couponDiscountCents: 370,
      shippingChargeCents: 1500,
      taxCents: 83,
      totalCents: 4913,
    })
  })
})

describe('couponDiscountCents', () => {
  it('takes a whole percent, rounded to the cent', () => {
    expect(couponDiscountCents(1999, { discount_type: 'percent', discount_value: 15 })).toBe(300)
  })
  it('caps a fixed coupon at the subtotal', () => {
    expect(couponDiscountCents(500, { discount_type: 'fixed', discount_value: 2000 })).toBe(500)
    expect(couponDiscountCents(5000, { discount_type: 'fixed', discount_value: 2000 })).toBe(2000)
  })
  it('is monotone in the subtotal for percent coupons', () => {
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 0, max: 100 }), (a, b, p) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        const c = { discount_type: 'percent' as const, discount_value: p }
        expect(couponDiscountCents(lo, c)).toBeLessThanOrEqual(couponDiscountCents(hi, c))
      }),
    )
  })
})

describe('shippingChargeCents', () => {
  const r = { rate_cents: 1500, free_over_cents: 10_000 }
  it('is free at or above the free-shipping amount and charged below it', () => {
    expect(shippingChargeCents(9999, r)).toBe(1500)
    expect(shippingChargeCents(10_000, r)).toBe(0)
    expect(shippingChargeCents(20_000, r)).toBe(0)
  })
  it('is never free when the rate has no free-shipping amount', () => {
    expect(shippingChargeCents(1_000_000, { rate_cents: 2500, free_over_cents: null })).toBe(2500)
  })
})

describe('taxCents', () => {
  it('rounds half up to the cent and converts percents to basis points', () => {
    expect(taxCents(1000, percentToBasisPoints(2.5))).toBe(25)
    expect(taxCents(1, 5000)).toBe(1)
    expect(taxCents(1000, 0)).toBe(0)
  })
})

describe('couponProblem', () => {
  const base: CouponRules = {
    active: 1,
    min_amount_cents: 2500,
    starts_at: '2026-01-01',
    ends_at: '2026-12-31',
    max_uses: 10,
    used_count: 0,
    max_uses_per_customer: 1,
  }
  const ctx = { subTotalCents: 3000, now: '2026-06-01T12:00:00.000Z', usedByCustomer: 0 }

  it('accepts a coupon that meets every rule', () => {
    expect(couponProblem(base, ctx)).toBeNull()
  })
  it('names each rule that fails', () => {
    expect(couponProblem({ ...base, active: 0 }, ctx)).toBe(COUPON_MESSAGES.notValid)
    expect(couponProblem(base, { ...ctx, now: '2027-01-01T00:00:00.000Z' })).toBe(COUPON_MESSAGES.expired)
    expect(couponProblem(base, { ...ctx, now: '2025-12-31T23:00:00.000Z' })).toBe(COUPON_MESSAGES.notStarted)
    expect(couponProblem({ ...base, used_count: 10 }, ctx)).toBe(COUPON_MESSAGES.usedUp)
    expect(couponProblem(base, { ...ctx, usedByCustomer: 1 })).toBe(COUPON_MESSAGES.usedByCustomer)
    expect(couponProblem(base, { ...ctx, subTotalCents: 2499 })).toBe(
      'Spend at least US $25.00 to use this coupon.',
    )
  })
  it('lets a date-only end date last its whole day', () => {
    expect(couponProblem(base, { ...ctx, now: '2026-12-31T23:59:00.000Z' })).toBeNull()
  })
  it('skips the per-customer rule when the customer is unknown', () => {
    expect(couponProblem(base, { ...ctx, usedByCustomer: null })).toBeNull()
  })
})

describe('couponState', () => {
  const coupon = { active: 1, starts_at: '2026-01-01', ends_at: '2026-12-31', max_uses: 10, used_count: 0 }
  it('reads a coupon as staff would today', () => {
    expect(couponState(coupon, '2026-06-01T12:00:00.000Z')).toBe('Active')
    expect(couponState(coupon, '2026-12-31T23:00:00.000Z')).toBe('Active')
    expect(couponState(coupon, '2027-01-01T00:00:00.000Z')).toBe('Expired')
    expect(couponState(coupon, '2025-12-31T12:00:00.000Z')).toBe('Scheduled')
    expect(couponState({ ...coupon, used_count: 10 }, '2026-06-01T12:00:00.000Z')).toBe('Used up')
    expect(couponState({ ...coupon, active: 0 }, '2027-06-01T12:00:00.000Z')).toBe('Paused')
    expect(couponState({ ...coupon, ends_at: '2026-10-02T09:00:00.000Z' }, '2026-11-26T12:00:00.000Z')).toBe(
      'Expired',
    )
  })
})

describe('orderTotalCents', () => {
  it('is subtotal - coupon + shipping + tax, the same figure orderTotals gives', () => {
    expect(
      orderTotalCents({
        subTotalCents: 3710,
        couponDiscountCents: 371,
        shippingChargeCents: 1500,
        taxCents: 20,
      }),
    ).toBe(4859)
    fc.assert(
      fc.property(input, (i) => {
        const t = orderTotals(i)
        expect(orderTotalCents(t)).toBe(t.totalCents)
      }),
    )
  })
})
