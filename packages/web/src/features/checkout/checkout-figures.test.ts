import { describe, expect, it } from 'vitest'
import { checkoutFigures, subscriptionSavings, taxableAmount } from './checkout-figures'

describe('checkoutFigures', () => {
  it('is subtotal minus coupon plus shipping plus tax, to the cent', () => {
    expect(
      checkoutFigures({
        subTotalCents: 3710,
        couponDiscount: 3.71,
        shippingCharge: 15,
        taxAmount: 0.2,
        pickup: false,
      }),
    ).toEqual({ subTotal: 37.1, couponDiscount: 3.71, shippingCharge: 15, taxAmount: 0.2, total: 48.59 })
  })

  it('adds no float drift on amounts like 0.1 + 0.2', () => {
    expect(
      checkoutFigures({
        subTotalCents: 10,
        couponDiscount: 0,
        shippingCharge: 0.2,
        taxAmount: 0,
        pickup: false,
      }).total,
    ).toBe(0.3)
  })

  it('charges no shipping for a pickup order', () => {
    const figures = checkoutFigures({
      subTotalCents: 2000,
      couponDiscount: 0,
      shippingCharge: 15,
      taxAmount: 0,
      pickup: true,
    })
    expect(figures).toMatchObject({ shippingCharge: 0, total: 20 })
  })
})

describe('taxableAmount', () => {
  it('is the subtotal less the coupon, never below zero', () => {
    expect(taxableAmount(50, 5)).toBe(45)
    expect(taxableAmount(10.3, 0.1)).toBe(10.2)
    expect(taxableAmount(5, 10)).toBe(0)
  })
})

describe('subscriptionSavings', () => {
  it('adds up what the subscribed lines save against the selling price', () => {
    const lines = [
      { price: 18, old_price: 20, qty: 2, subscription: { interval: 1, type: 'month', discount: 10 } },
      { price: 9.5, old_price: 12, qty: 1 },
    ]
    expect(subscriptionSavings(lines)).toBe(4)
    expect(subscriptionSavings([])).toBe(0)
  })
})
