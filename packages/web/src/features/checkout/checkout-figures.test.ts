import { describe, expect, it } from 'vitest'
import { checkoutFigures, subscriptionSavingsCents, taxableCents } from './checkout-figures'

describe('checkoutFigures', () => {
  it('is subtotal minus coupon plus shipping plus tax, in cents', () => {
    expect(
      checkoutFigures({
        subTotalCents: 3710,
        couponDiscountCents: 371,
        shippingChargeCents: 1500,
        taxCents: 20,
        pickup: false,
      }),
    ).toEqual({
      subTotalCents: 3710,
      couponDiscountCents: 371,
      shippingChargeCents: 1500,
      taxCents: 20,
      totalCents: 4859,
    })
  })

  it('charges no shipping for a pickup order', () => {
    const figures = checkoutFigures({
      subTotalCents: 2000,
      couponDiscountCents: 0,
      shippingChargeCents: 1500,
      taxCents: 0,
      pickup: true,
    })
    expect(figures).toMatchObject({ shippingChargeCents: 0, totalCents: 2000 })
  })
})

describe('taxableCents', () => {
  it('is the subtotal less the coupon, never below zero', () => {
    expect(taxableCents(5000, 500)).toBe(4500)
    expect(taxableCents(1030, 10)).toBe(1020)
    expect(taxableCents(500, 1000)).toBe(0)
  })
})

describe('subscriptionSavingsCents', () => {
  it('adds up what the subscribed lines save against the selling price (lines carry dollars)', () => {
    const lines = [
      { price: 18, old_price: 20, qty: 2, subscription: { interval: 1, type: 'month', discount: 10 } },
      { price: 9.5, old_price: 12, qty: 1 },
    ]
    expect(subscriptionSavingsCents(lines)).toBe(400)
    expect(subscriptionSavingsCents([])).toBe(0)
  })

  it('adds no float drift on prices like 0.1 and 0.2', () => {
    const lines = [{ price: 0.1, old_price: 0.3, qty: 3, subscription: { interval: 1 } }]
    expect(subscriptionSavingsCents(lines)).toBe(60)
  })
})
