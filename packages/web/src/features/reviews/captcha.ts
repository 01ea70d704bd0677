import { CAPTCHA_LENGTH } from '@shop/shared/constants'

/**
 * Letters and digits of the review dialog's code, without the look-alikes (0/O, 1/I/L) that make
 * a shopper fail a code they read correctly.
 */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/**
 * A new code for the review dialog: a nuisance for bots, not a defence (the server's rate limits
 * and honeypot are), so it is made and checked in the browser.
 */
export function newCaptcha(previous?: string): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(CAPTCHA_LENGTH))
    const code = Array.from(bytes, (b) => CAPTCHA_ALPHABET[b % CAPTCHA_ALPHABET.length]).join('')
    if (code !== previous) return code
  }
}

/** Whether the typed text is the code; case and surrounding spaces do not matter. */
export function captchaMatches(code: string, typed: string): boolean {
  return typed.trim().toUpperCase() === code
}
