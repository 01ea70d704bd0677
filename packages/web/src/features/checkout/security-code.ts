import { SECURITY_CODE_LENGTH } from '@shop/shared/constants'

/** Spec 8 'Checkout security code'. */
export const SECURITY_CODE_MISMATCH = 'Security code does not match!'

/** A new 4-digit code (1000-9999, so it never starts with a zero the shopper might drop). */
export function newSecurityCode(random: () => number = secureRandom): string {
  const low = 10 ** (SECURITY_CODE_LENGTH - 1)
  return String(low + Math.floor(random() * 9 * low))
}

function secureRandom(): number {
  const buf = new Uint32Array(1)
  crypto.getRandomValues(buf)
  return buf[0]! / 2 ** 32
}

/**
 * Spec 4 'Security code': the code matches when the 4 digits are equal; a wrong full-length entry
 * gets a new code and an empty field. Shorter entries are left alone while the shopper types.
 */
export function checkSecurityCodeEntry(entry: string, code: string): 'match' | 'typing' | 'mismatch' {
  if (entry === code) return 'match'
  return entry.length >= SECURITY_CODE_LENGTH ? 'mismatch' : 'typing'
}
