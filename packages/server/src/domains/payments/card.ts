/** Card number facts the shop may keep or check: never the number itself (docs/decisions/0006-card-numbers-are-never-stored.md). */

// The checks the checkout form also runs live in shared, so browser and gateway agree.
export { hasExpired, passesLuhn } from '@shop/shared/card'

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
