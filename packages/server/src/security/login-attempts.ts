import { tooManyRequests } from '../lib/login-throttle'
import type { ShopLimits } from '../lib/shop-limits'
import { clientAddressKey } from '../plugins/client-address'

/** One login attempt, counted before its password is checked. */
export interface LoginAttempt {
  /** Milliseconds the attempt is refused for; 0: check the password. */
  refusedMs: number
  /**
   * The address is closed by the failed-accounts ceiling and has never logged in to this account:
   * a right password alone gives no session, the code mailed to the account must come with it.
   */
  needsCode: boolean
  /**
   * The password was wrong (`accountExists`: for an account the shop has, not a made-up e-mail);
   * answers the lock this caused (0: none).
   */
  failed(accountExists: boolean): Promise<number>
  /** The password was right: the count is cleared and the address remembered. */
  succeeded(): Promise<void>
}

/**
 * Counts a login to `accountKey` (a hashed, normalised e-mail) from `ip` before the password is
 * checked. Wrong passwords lock the account for every address, except one that has logged in to
 * it before: that address has a budget of its own, so an attacker failing elsewhere cannot keep
 * the customer out (OWASP's device-cookie advice, by address). Its failures count toward the
 * account too. An address where too many distinct accounts failed (one password tried on many
 * real accounts) is closed, for the rest of its window, to accounts it has never logged in to:
 * there a login needs a code mailed to the account as well (`needsCode`); a customer who has
 * logged in from there before is never held by it (a clinic's or carrier's shared address), and
 * failures for made-up e-mails never close it.
 */
export async function beginLoginAttempt(
  limits: ShopLimits,
  accountKey: string,
  ip: string,
  options: { stepUp: boolean } = { stepUp: false },
): Promise<LoginAttempt> {
  const addressKey = clientAddressKey(ip)
  const pairKey = `${accountKey}:${addressKey}`
  const known = await limits.knownLoginAddresses.has(pairKey)
  let needsCode = false
  if (!known) {
    const closedMs = await limits.loginFailedAccountsAddress.closedFor(addressKey)
    // Without a step-up (staff logins) a closed address is refused before the password is checked.
    if (closedMs > 0 && !options.stepUp)
      return {
        refusedMs: closedMs,
        needsCode: false,
        failed: async () => 0,
        succeeded: async () => undefined,
      }
    // With one, the password is still checked, under the account's own lock, and a code asked for.
    needsCode = closedMs > 0
  }
  const throttle = known ? limits.loginKnownAddress : limits.loginAccount
  const key = known ? pairKey : accountKey
  const attempt = await throttle.begin(key)
  return {
    refusedMs: attempt.refusedMs,
    needsCode,
    async failed(accountExists: boolean) {
      const lockMs = await throttle.failed(key, attempt)
      if (known) await limits.loginAccount.fail(accountKey)
      // Only real accounts count: made-up e-mails spray nothing, and must not close a clinic's address.
      else if (accountExists) await limits.loginFailedAccountsAddress.add(addressKey, accountKey)
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
