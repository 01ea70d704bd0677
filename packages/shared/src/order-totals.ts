import { formatMoney } from './format'
import { type Cents } from './money'
import type { DiscountType } from './pricing'

/**
 * Order-level arithmetic on integer cents (docs/decisions/0001-money-in-integer-cents.md, docs/decisions/0002-the-server-prices-every-order.md): the checkout
 * pages show these figures and the server charges them, so both sides call the same functions.
 * Total = subtotal - coupon discount + shipping charge + tax.
 */

/** What a coupon takes off: a whole percent, or a fixed amount in cents. */
export interface CouponTerms {
  discount_type: DiscountType
  discount_value: number
}

/** A country's shipping rate in cents; free at or above `free_over_cents` (null: never free). */
export interface ShippingRate {
  rate_cents: Cents
  free_over_cents: Cents | null
}

/** The coupon's discount on a subtotal: never negative, never more than the subtotal. */
export function couponDiscountCents(subTotal: Cents, coupon: CouponTerms | null): Cents {
  if (!coupon || subTotal <= 0 || coupon.discount_value <= 0) return 0
  const off =
    coupon.discount_type === 'percent'
      ? Math.round((subTotal * Math.min(100, coupon.discount_value)) / 100)
      : Math.round(coupon.discount_value)
  return Math.min(subTotal, off)
}

/** Shipping for a subtotal: 0 for a pickup order or at/above the free-shipping amount, else the rate. */
export function shippingChargeCents(subTotal: Cents, rate: ShippingRate, pickup = false): Cents {
  if (pickup) return 0
  if (rate.free_over_cents !== null && subTotal >= rate.free_over_cents) return 0
  return Math.max(0, Math.round(rate.rate_cents))
}

/** What is still to add for free shipping ('US $X more for free shipping'): 0 once free, null when never free. */
export function moreForFreeShippingCents(subTotal: Cents, rate: ShippingRate): Cents | null {
  if (rate.free_over_cents === null) return null
  return Math.max(0, rate.free_over_cents - Math.max(0, subTotal))
}

/** Tax in basis points (100 = 1 %) on the taxable amount, rounded to the cent (half up). */
export function taxCents(taxable: Cents, rateBp: number): Cents {
  if (taxable <= 0 || rateBp <= 0) return 0
  return Math.round((taxable * rateBp) / 10_000)
}

/** A configured percent (TAX_RATE_PERCENT, e.g. 2.5) as basis points. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100)
}

export interface OrderTotalsInput {
  subTotalCents: Cents
  coupon: CouponTerms | null
  /** Null only for pickup orders, which pay no shipping. */
  shippingRate: ShippingRate | null
  pickup: boolean
  taxRateBp: number
}

/** The figures an order's total is made of, in cents. */
export interface OrderFigures {
  subTotalCents: Cents
  couponDiscountCents: Cents
  shippingChargeCents: Cents
  taxCents: Cents
}

/** An order's figures with their total: what the checkout shows and the server charges. */
export interface OrderTotals extends OrderFigures {
  totalCents: Cents
}

/**
 * Total = subtotal - coupon discount + shipping charge + tax (docs/decisions/0009-the-total-includes-tax.md). The checkout pages
 * call it with the server's own coupon, shipping and tax answers; orderTotals uses it too.
 */
export function orderTotalCents(figures: OrderFigures): Cents {
  return figures.subTotalCents - figures.couponDiscountCents + figures.shippingChargeCents + figures.taxCents
}

/**
 * The order's figures. The coupon comes off the subtotal, shipping is decided by the subtotal
 * (from country and subtotal: docs/requirements/carts-and-checkout.md §8), tax is charged on subtotal less coupon.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const subTotalCents = input.subTotalCents
  const coupon = couponDiscountCents(subTotalCents, input.coupon)
  const shipping =
    input.pickup || !input.shippingRate ? 0 : shippingChargeCents(subTotalCents, input.shippingRate)
  const tax = taxCents(subTotalCents - coupon, input.taxRateBp)
  return {
    subTotalCents,
    couponDiscountCents: coupon,
    shippingChargeCents: shipping,
    taxCents: tax,
    totalCents: orderTotalCents({
      subTotalCents,
      couponDiscountCents: coupon,
      shippingChargeCents: shipping,
      taxCents: tax,
    }),
  }
}

/** What decides whether a coupon may be used now by this customer on this subtotal. */
export interface CouponRules {
  active: number | boolean
  min_amount_cents: Cents
  starts_at: string | null
  ends_at: string | null
  max_uses: number | null
  used_count: number
  max_uses_per_customer: number | null
}

export const COUPON_MESSAGES = {
  notValid: 'This coupon code is not valid.',
  expired: 'This coupon has expired.',
  notStarted: 'This coupon is not valid yet.',
  usedUp: 'This coupon has reached its usage limit.',
  usedByCustomer: 'You have already used this coupon.',
  applied: 'Coupon applied successfully.',
} as const

/** 'Spend at least US $25.00 to use this coupon.' */
export function couponMinimumMessage(minCents: Cents): string {
  return `Spend at least ${formatMoney(minCents)} to use this coupon.`
}

const endOfCoupon = (endsAt: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(endsAt) ? `${endsAt}T23:59:59.999Z` : endsAt

/** How staff read a coupon today: 'Paused', 'Scheduled', 'Expired', 'Used up' or 'Active'. */
export function couponState(
  coupon: Pick<CouponRules, 'active' | 'starts_at' | 'ends_at' | 'max_uses' | 'used_count'>,
  now: string,
): 'Paused' | 'Scheduled' | 'Expired' | 'Used up' | 'Active' {
  if (!coupon.active) return 'Paused'
  if (coupon.ends_at && now > endOfCoupon(coupon.ends_at)) return 'Expired'
  if (coupon.starts_at && now < coupon.starts_at) return 'Scheduled'
  if (coupon.max_uses !== null && coupon.used_count >= coupon.max_uses) return 'Used up'
  return 'Active'
}

/**
 * Why a coupon cannot be used, or null when it can. `now` is an ISO timestamp; starts_at/ends_at are
 * ISO dates or timestamps (a date-only ends_at lasts the whole day). `usedByCustomer` is null for a
 * visitor whose redemptions are unknown.
 */
export function couponProblem(
  coupon: CouponRules,
  context: { subTotalCents: Cents; now: string; usedByCustomer: number | null },
): string | null {
  if (!coupon.active) return COUPON_MESSAGES.notValid
  if (coupon.starts_at && context.now < coupon.starts_at) return COUPON_MESSAGES.notStarted
  if (coupon.ends_at && context.now > endOfCoupon(coupon.ends_at)) return COUPON_MESSAGES.expired
  if (coupon.max_uses !== null && coupon.used_count >= coupon.max_uses) return COUPON_MESSAGES.usedUp
  if (
    coupon.max_uses_per_customer !== null &&
    context.usedByCustomer !== null &&
    context.usedByCustomer >= coupon.max_uses_per_customer
  ) {
    return COUPON_MESSAGES.usedByCustomer
  }
  if (context.subTotalCents < coupon.min_amount_cents) return couponMinimumMessage(coupon.min_amount_cents)
  return null
}
