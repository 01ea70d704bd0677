import { lineCents, lineTotalCents } from '@shop/shared/cart-totals'
import type { Cents } from '@shop/shared/money'
import { orderTotalCents, type OrderTotals } from '@shop/shared/order-totals'

/**
 * Puts the server's answers (coupon, shipping, tax) together with the cart subtotal:
 * total = subtotal - coupon + shipping + tax, by the shared function. Pickup orders pay no
 * shipping. All in cents.
 */
export function checkoutFigures(input: {
  subTotalCents: Cents
  couponDiscountCents: Cents
  shippingChargeCents: Cents
  taxCents: Cents
  pickup: boolean
}): OrderTotals {
  const figures = {
    subTotalCents: input.subTotalCents,
    couponDiscountCents: input.couponDiscountCents,
    shippingChargeCents: input.pickup ? 0 : input.shippingChargeCents,
    taxCents: input.taxCents,
  }
  return { ...figures, totalCents: orderTotalCents(figures) }
}

/** The amount tax is charged on (the subtotal less the coupon discount, never below zero). */
export function taxableCents(subTotalCents: Cents, couponDiscountCents: Cents): Cents {
  return Math.max(0, subTotalCents - couponDiscountCents)
}

/** What Subscribe & Save takes off the selling prices of the subscribed lines. */
export function subscriptionSavingsCents(
  lines: readonly { price: number; old_price: number; qty: number; subscription?: unknown }[],
): Cents {
  const cents = lines
    .filter((line) => line.subscription)
    .reduce(
      (sum, line) =>
        sum +
        lineTotalCents(lineCents({ price: line.old_price, qty: line.qty })) -
        lineTotalCents(lineCents(line)),
      0,
    )
  return Math.max(0, cents)
}
