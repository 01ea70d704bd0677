import { CountLimit, DistinctCeiling, FailureThrottle, Remembered } from './login-throttle'
import type { LimitStore } from './limit-store'

/** RATE_LIMIT_PER_MINUTE's default, at which the per-address ceilings below apply as written. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 300

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * The shop's own limits, in two layers where guessing is possible: per account (normalised e-mail
 * or user id) and per client address with ceilings high enough for a clinic or a mobile carrier
 * whose shoppers share one address. The per-address, per-call ceiling of the anonymous calls
 * (RATE_LIMIT_PER_MINUTE) comes on top, from the rate-limit plugin.
 */
export function shopLimits(store: LimitStore, rateLimitPerMinute = DEFAULT_RATE_LIMIT_PER_MINUTE) {
  // The per-address ceilings grow with RATE_LIMIT_PER_MINUTE: one setting for the address layer.
  const perAddress = (n: number) =>
    Math.max(n, Math.round((n * rateLimitPerMinute) / DEFAULT_RATE_LIMIT_PER_MINUTE))
  return {
    /** Wrong passwords per account: 5 in 15 minutes lock it 30 s, each further one twice as long, up to 15 minutes. */
    loginAccount: new FailureThrottle(store, 'login-account', {
      failuresBeforeLock: 5,
      windowMs: 15 * MINUTE,
      baseLockMs: 30 * SECOND,
      maxLockMs: 15 * MINUTE,
    }),
    /**
     * Wrong passwords per account from an address that has logged in to it before: such an
     * address has a budget of its own, so failures from elsewhere do not hold its right password.
     */
    loginKnownAddress: new FailureThrottle(store, 'login-known-address', {
      failuresBeforeLock: 5,
      windowMs: 15 * MINUTE,
      baseLockMs: 30 * SECOND,
      maxLockMs: 15 * MINUTE,
    }),
    /**
     * Distinct accounts with a wrong password from one address: 50 in an hour close the address to
     * accounts it has never logged in to, for the rest of the hour (one password tried on many
     * accounts). Customers who have logged in from there before are not held.
     */
    loginFailedAccountsAddress: new DistinctCeiling(store, 'login-failed-accounts', perAddress(50), HOUR),
    /** Account and address pairs that have logged in successfully, remembered 90 days. */
    knownLoginAddresses: new Remembered(store, 'login-known', 90 * DAY),
    /** Wrong current passwords on a password change, per account (a stolen token must not guess). */
    passwordChange: new FailureThrottle(store, 'password-change', {
      failuresBeforeLock: 5,
      windowMs: HOUR,
      baseLockMs: MINUTE,
      maxLockMs: HOUR,
    }),
    /** Checkout attempts per account. */
    checkoutAccount: new CountLimit(store, 'checkout-account', 20, 10 * MINUTE),
    /** Card declines (card testing) per account and per address. */
    declinesAccount: new CountLimit(store, 'declines-account', 5, HOUR),
    declinesAddress: new CountLimit(store, 'declines-address', perAddress(15), HOUR),
    /** Coupon lookups per address (and per account when signed in). */
    couponLookups: new CountLimit(store, 'coupon-lookups', perAddress(30), 10 * MINUTE),
    /** Guest reviews per address and per e-mail (a flood, or one person under many names). */
    guestReviewsAddress: new CountLimit(store, 'guest-reviews-address', perAddress(10), HOUR),
    guestReviewsEmail: new CountLimit(store, 'guest-reviews-email', 3, DAY),
    /** Reset codes mailed per account: a resend no longer buys five fresh tries without end. */
    resetCodesHour: new CountLimit(store, 'reset-codes-hour', 3, HOUR),
    resetCodesDay: new CountLimit(store, 'reset-codes-day', 10, 24 * HOUR),
  }
}

export type ShopLimits = ReturnType<typeof shopLimits>
