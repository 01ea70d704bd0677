import { CardDetailsSchema } from './schemas/checkout'

/**
 * Card checks the checkout form runs before anything is sent: the Luhn checksum, an expiry
 * month not in the past and a 3-4 digit code. The gateway checks again; these only spare the
 * shopper a round trip with a typo.
 */

/** The Luhn checksum every real card number passes (12 to 19 digits). */
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

/** True when an 'MM/YY' expiry is before the month of `now`: a card is good through its expiry month. */
export function hasExpired(expiry: string, now: Date): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim())
  if (!m) return true
  const month = Number(m[1])
  const year = 2000 + Number(m[2])
  if (month < 1 || month > 12) return true
  return year * 12 + (month - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth()
}

export const CARD_NUMBER_INVALID_MESSAGE = 'Your card number is invalid.'
export const CARD_EXPIRED_MESSAGE = 'Your card has expired.'

/** The card form: the API's card shape plus the Luhn and expiry checks, with the gateway's messages. */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return CardDetailsSchema.superRefine((card, ctx) => {
    if (!passesLuhn(card.number))
      ctx.addIssue({ code: 'custom', path: ['number'], message: CARD_NUMBER_INVALID_MESSAGE })
    if (hasExpired(card.expiry, now()))
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: CARD_EXPIRED_MESSAGE })
  })
}
