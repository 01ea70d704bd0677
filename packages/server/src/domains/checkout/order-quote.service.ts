import type { DbHandle } from '../../db/connect'
import { toDollars, type Cents } from '@shop/shared/money'
import {
  COUPON_MESSAGES,
  couponDiscountCents,
  couponProblem,
  moreForFreeShippingCents,
  percentToBasisPoints,
  shippingChargeCents,
  taxCents,
  type ShippingRate,
} from '@shop/shared/order-totals'
import type {
  CalculateTaxResponse,
  CouponDiscountResponse,
  CheckoutAddress,
  ShippingChargeResponse,
  ShippingEstimateResponse,
} from '@shop/shared/schemas/checkout'
import { readAddress, samePlace, type PostalAddress } from '@shop/shared/postal-address'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import type { FastifyBaseLogger } from 'fastify'
import { AppError, notFound, unprocessable } from '../../errors'
import { tooManyRequests } from '../../lib/login-throttle'
import { logSecurityEvent } from '../../lib/security-events'
import type { ShopLimits } from '../../lib/shop-limits'
import { clientAddressKey } from '../../plugins/client-address'
import { nowIso } from '../../lib/clock'
import { countCouponUses } from '../orders/order-lifecycle.service'
import * as repo from './checkout.repository'

/** Where the shop is: pickup orders are taxed here, and calculate-tax defaults to it. */
export const HOME_COUNTRY = 'Bermuda'

function preferCountry<T extends { country: string }>(rows: T[], country: string): T | undefined {
  return (
    rows.find((r) => r.country.toLowerCase() === country.toLowerCase()) ?? rows.find((r) => r.country === '*')
  )
}

/** The country's shipping rate, else the '*' rate; 422 when the shop does not ship there. */
export async function shippingRateFor(k: DbHandle, country: string): Promise<ShippingRate> {
  const rate = preferCountry(await repo.findShippingRates(k, country), country)
  if (!rate) throw unprocessable(`Shipping to ${country} is not available.`)
  return { rate_cents: rate.rate_cents, free_over_cents: rate.free_over_cents }
}

/** Tax in basis points: the country's tax_rates row, else '*', else TAX_RATE_PERCENT (0: Bermuda has no sales tax). */
export async function taxRateBpFor(k: DbHandle, config: Config, country: string): Promise<number> {
  const rate = preferCountry(await repo.findTaxRates(k, country), country)
  return rate ? rate.rate_bp : percentToBasisPoints(config.taxRatePercent)
}

/**
 * A coupon this customer may use on this subtotal now; 404 for an unknown or inactive code, 422 with
 * the reason otherwise. `userId` null (a visitor) skips the per-customer limit.
 */
export async function usableCoupon(k: DbHandle, code: string, subTotalCents: Cents, userId: number | null) {
  const coupon = await repo.findCouponByCode(k, code)
  if (!coupon || !coupon.active) throw notFound(COUPON_MESSAGES.notValid)
  const usedByCustomer =
    userId !== null && coupon.max_uses_per_customer !== null
      ? await countCouponUses(k, coupon.id, userId)
      : null
  const problem = couponProblem(coupon, { subTotalCents, now: nowIso(), usedByCustomer })
  if (problem) throw unprocessable(problem)
  return coupon
}

/**
 * The paid, not yet shipped delivery order a pre-order to `address` ships with (the latest), or
 * null (docs/requirements/carts-and-checkout.md §8.2).
 */
export async function orderToShipWith(
  k: DbHandle,
  userId: number,
  address: PostalAddress,
): Promise<{ id: number; order_no: string } | null> {
  const open = await repo.findOrdersNotYetShipped(k, userId)
  const match = open.find((o) => {
    const shipsTo = readAddress(o.shipping_address)
    return typeof shipsTo === 'object' && shipsTo !== null && samePlace(shipsTo, address)
  })
  return match ? { id: match.id, order_no: match.order_no } : null
}

/** GET shipping-estimate: shipping at this subtotal and what is still to add for free shipping (§8.1). */
export async function estimateShipping(
  db: Db,
  country: string,
  subTotalCents: Cents,
): Promise<ShippingEstimateResponse> {
  const rate = await shippingRateFor(db.kysely, country)
  const more = moreForFreeShippingCents(subTotalCents, rate)
  return {
    country,
    amount: toDollars(subTotalCents),
    shipping: toDollars(shippingChargeCents(subTotalCents, rate)),
    rate: toDollars(rate.rate_cents),
    free_over: rate.free_over_cents === null ? null : toDollars(rate.free_over_cents),
    more_for_free: more === null ? null : toDollars(more),
    ships_with_order_no: null,
  }
}

/** POST customer/preorder-shipping: the estimate, free when the pre-order ships with a paid order (§8.2). */
export async function estimatePreorderShipping(
  db: Db,
  userId: number,
  subTotalCents: Cents,
  address: CheckoutAddress,
): Promise<ShippingEstimateResponse> {
  const [estimate, shipsWith] = await Promise.all([
    estimateShipping(db, address.country, subTotalCents),
    orderToShipWith(db.kysely, userId, address),
  ])
  return shipsWith ? { ...estimate, shipping: 0, ships_with_order_no: shipsWith.order_no } : estimate
}

/** GET shipping-charge/{country}/{totalAmount}. */
export async function quoteShipping(
  db: Db,
  country: string,
  subTotalCents: Cents,
): Promise<ShippingChargeResponse> {
  const rate = await shippingRateFor(db.kysely, country)
  return { amount: toDollars(shippingChargeCents(subTotalCents, rate)) }
}

/** Problems a lookup may name: they say what the shopper can do, not whether a code exists. */
const TOLD_TO_SHOPPERS = (message: string) =>
  message === COUPON_MESSAGES.usedByCustomer || message.startsWith('Spend at least')

/**
 * GET coupon-discount/{couponCode}/{amount}. Unknown, inactive, expired, not yet valid and used-up
 * codes all answer 404 'This coupon code is not valid.', so lookups cannot sort codes into those
 * that exist and those that do not; lookups are limited per address and per account.
 */
export async function quoteCoupon(
  db: Db,
  code: string,
  subTotalCents: Cents,
  userId: number | null,
  guard: { limits: ShopLimits; log: FastifyBaseLogger; ip: string },
): Promise<CouponDiscountResponse> {
  const { couponLookups } = guard.limits
  const [addressOk, accountOk] = await Promise.all([
    couponLookups.take(clientAddressKey(guard.ip)),
    userId === null ? true : couponLookups.take(`user:${userId}`),
  ])
  if (!addressOk || !accountOk) {
    logSecurityEvent(guard.log, {
      event: 'rate_limit.hit',
      outcome: 'refused',
      userId,
      address: guard.ip,
      detail: { limit: 'coupon-lookups' },
    })
    throw tooManyRequests(couponLookups.windowMs)
  }
  let coupon
  try {
    coupon = await usableCoupon(db.kysely, code, subTotalCents, userId)
  } catch (error) {
    const refusal =
      error instanceof AppError && error.status === 422 && !TOLD_TO_SHOPPERS(error.message)
        ? notFound(COUPON_MESSAGES.notValid)
        : error
    if (refusal instanceof AppError && refusal.status === 404) {
      // Guessing codes shows as its own event (the route is marked so `access.refused` skips it).
      logSecurityEvent(guard.log, { event: 'coupon.refused', outcome: 'refused', userId, address: guard.ip })
    }
    throw refusal
  }
  return {
    discount: toDollars(couponDiscountCents(subTotalCents, coupon)),
    coupon: {
      code: coupon.code,
      discount_type: coupon.discount_type,
      discount_value:
        coupon.discount_type === 'fixed' ? toDollars(coupon.discount_value) : coupon.discount_value,
    },
    message: COUPON_MESSAGES.applied,
  }
}

/** GET calculate-tax/{amount}: amount is the subtotal less the coupon discount. */
export async function quoteTax(
  db: Db,
  config: Config,
  taxableCents: Cents,
  country = HOME_COUNTRY,
): Promise<CalculateTaxResponse> {
  const bp = await taxRateBpFor(db.kysely, config, country)
  return { tax_amount: toDollars(taxCents(taxableCents, bp)) }
}
