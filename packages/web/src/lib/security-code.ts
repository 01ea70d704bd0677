import { SECURITY_CODE_LENGTH } from '@shop/shared/constants'

/**
 * The on-screen code of the contact and checkout forms (docs/requirements/storefront.md §9): a nuisance for
 * bots, not a defence (docs/decisions/0016-on-screen-codes-only-slow-bots.md: rate limits are), so it is made and checked in the browser.
 */
export function newSecurityCode(length = SECURITY_CODE_LENGTH): string {
  const digits = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(digits, (d) => String(d % 10)).join('')
}

/** A new code that is visibly not the one it replaces. */
export function differentSecurityCode(previous: string): string {
  let code = newSecurityCode(previous.length)
  while (code === previous) code = newSecurityCode(previous.length)
  return code
}

/** The code matches when all its digits are equal to the typed ones. */
export function securityCodeMatches(code: string, typed: string): boolean {
  return typed.length === code.length && typed === code
}
