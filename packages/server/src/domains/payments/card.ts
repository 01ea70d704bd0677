/** Card number facts the shop may keep or check: never the number itself (decisions.md). */

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The card scheme from the number's leading digits, for the order's card_brand. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa'
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/.test(digits)) return 'Mastercard'
  if (/^3[47]/.test(digits)) return 'American Express'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover'
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB'
  return 'Card'
}

/** The last four digits, the only part of a number an order keeps. */
export function lastFour(digits: string): string {
  return digits.slice(-4)
}

/** True when an 'MM/YY' expiry is before the month of `now` (a card is good through its expiry month). */
export function hasExpired(expiry: string, now: Date): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry)
  if (!m) return true
  const month = Number(m[1])
  const year = 2000 + Number(m[2])
  if (month < 1 || month > 12) return true
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth()
  return year * 12 + (month - 1) < nowMonths
}
