import { CAPTCHA_LENGTH, SECURITY_CODE_LENGTH } from '@shop/shared/constants'

/*
 * The on-screen codes: the contact and checkout forms' digits and the review dialog's captcha. A
 * nuisance for bots, not a defence (docs/decisions/0016-on-screen-codes-only-slow-bots.md: rate
 * limits are), so they are made and checked in the browser.
 */

const DIGITS = '0123456789'
/** The captcha's letters and digits, without the look-alikes (0/O, 1/I/L) a shopper misreads. */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

function randomCode(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

/** A new code that is visibly not the one it replaces. */
function freshCode(alphabet: string, length: number, previous?: string): string {
  for (;;) {
    const code = randomCode(alphabet, length)
    if (code !== previous) return code
  }
}

/** A new code of digits for the contact and checkout forms. */
export function newSecurityCode(length = SECURITY_CODE_LENGTH): string {
  return randomCode(DIGITS, length)
}

/** A new code of digits that is not the one it replaces. */
export function differentSecurityCode(previous: string): string {
  return freshCode(DIGITS, previous.length, previous)
}

/** The code matches when all its digits are equal to the typed ones. */
export function securityCodeMatches(code: string, typed: string): boolean {
  return typed.length === code.length && typed === code
}

/** A new code for the review dialog, different from the one it replaces. */
export function newCaptcha(previous?: string): string {
  return freshCode(CAPTCHA_ALPHABET, CAPTCHA_LENGTH, previous)
}

/** Whether the typed text is the captcha; case and surrounding spaces do not matter. */
export function captchaMatches(code: string, typed: string): boolean {
  return typed.trim().toUpperCase() === code
}
