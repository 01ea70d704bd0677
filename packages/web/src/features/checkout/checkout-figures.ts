import { lineTotalCents } from '@shop/shared/cart-totals'
import { toCents, toDollars } from '@shop/shared/money'
import { orderTotalCents } from '@shop/shared/order-totals'
import type { CheckoutAmounts } from '@shop/shared/schemas/checkout'

/**
 * Puts the server's answers (coupon, shipping, tax) together with the cart subtotal:
 * total = subtotal - coupon + shipping + tax, in cents by the shared function. Pickup orders pay
 * no shipping.
 */
export function checkoutFigures(input: {
  subTotal: number
  couponDiscount: number
  shippingCharge: number
  taxAmount: number
  pickup: boolean
}): CheckoutAmounts {
  const figures = {
    subTotalCents: toCents(input.subTotal),
    couponDiscountCents: toCents(input.couponDiscount),
    shippingChargeCents: input.pickup ? 0 : toCents(input.shippingCharge),
    taxCents: toCents(input.taxAmount),
  }
  return {
    subTotal: toDollars(figures.subTotalCents),
    couponDiscount: toDollars(figures.couponDiscountCents),
    shippingCharge: toDollars(figures.shippingChargeCents),
    taxAmount: toDollars(figures.taxCents),
    total: toDollars(orderTotalCents(figures)),
  }
}

/** The amount tax is charged on (checkout README: subtotal minus coupon discount), in dollars. */
export function taxableAmount(subTotal: number, couponDiscount: number): number {
  return toDollars(Math.max(0, toCents(subTotal) - toCents(couponDiscount)))
}

/** What Subscribe & Save takes off the selling prices of the subscribed lines, in dollars. */
export function subscriptionSavings(
  lines: readonly { price: number; old_price: number; qty: number; subscription?: unknown }[],
): number {
  const cents = lines
    .filter((line) => line.subscription)
    .reduce(
      (sum, line) => sum + lineTotalCents({ price: line.old_price, qty: line.qty }) - lineTotalCents(line),
      0,
    )
  return toDollars(Math.max(0, cents))
}
