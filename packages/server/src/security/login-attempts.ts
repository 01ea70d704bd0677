import { tooManyRequests } from '../lib/login-throttle'
import type { ShopLimits } from '../lib/shop-limits'
import { clientAddressKey } from '../plugins/client-address'

/** One login attempt, counted before its password is checked. */
export interface LoginAttempt {
  /** Milliseconds the attempt is refused for; 0: check the password. */
  refusedMs: number
  /** The password was wrong: answers the lock this caused (0: none). */
  failed(): Promise<number>
  /** The password was right: the count is cleared and the address remembered. */
  succeeded(): Promise<void>
}

/**
 * Counts a login to `accountKey` (a hashed, normalised e-mail) from `ip` before the password is
 * checked. Wrong passwords lock the account for every address, except one that has logged in to
 * it before: that address has a budget of its own, so an attacker failing elsewhere cannot keep
 * the customer out (OWASP's device-cookie advice, by address). Its failures count toward the
 * account too. Failures for other accounts from the same address never refuse a right password
 * (a clinic's or carrier's shared address); the address layer is the per-call rate limit.
 */
export async function beginLoginAttempt(
  limits: ShopLimits,
  accountKey: string,
  ip: string,
): Promise<LoginAttempt> {
  const pairKey = `${accountKey}:${clientAddressKey(ip)}`
  const known = await limits.knownLoginAddresses.has(pairKey)
  const throttle = known ? limits.loginKnownAddress : limits.loginAccount
  const key = known ? pairKey : accountKey
  const attempt = await throttle.begin(key)
  return {
    refusedMs: attempt.refusedMs,
    async failed() {
      const lockMs = await throttle.failed(key, attempt)
      if (known) await limits.loginAccount.fail(accountKey)
      return lockMs
    },
    async succeeded() {
      // A right password from a known address leaves the account's count from elsewhere as it is.
      await throttle.succeed(key)
      await limits.knownLoginAddresses.remember(pairKey)
    },
  }
}

/** A lock's 429, rounded up to whole minutes: the moment it lifts is not told exactly. */
export function loginLocked(ms: number) {
  return tooManyRequests(Math.ceil(ms / 60_000) * 60_000)
}
