/**
 * Professional buyers (docs/decisions/0100-professional-only-products.md): who may buy a
 * professional-only product, and the words shoppers read about it. One rule for the browser (what
 * it shows) and the server (what it refuses).
 */

/** What shoppers read on a professional-only product without a label of its own. */
export const PROFESSIONAL_DEFAULT_LABEL = 'For practitioner use'
/** Beside such a product's missing price and buy buttons. */
export const PROFESSIONAL_APPLY_TEXT = 'For verified professionals: apply for a professional account'

/** none: never verified; verified: may buy; lapsed: past verified_until; suspended: held by staff. */
export type ProfessionalStanding = 'none' | 'verified' | 'lapsed' | 'suspended'

export interface ProfessionalVerification {
  /** 'YYYY-MM-DD', the last day purchases are allowed. */
  verified_until: string
  suspended_at: string | null
}

/** A customer's standing on `today` (the shop's calendar day, 'YYYY-MM-DD'). */
export function professionalStanding(
  account: ProfessionalVerification | null | undefined,
  today: string,
): ProfessionalStanding {
  if (!account) return 'none'
  if (account.suspended_at) return 'suspended'
  return account.verified_until >= today ? 'verified' : 'lapsed'
}

/** The label shoppers read on a professional-only product. */
export function professionalLabel(product: { professional_label?: string | null }): string {
  return product.professional_label?.trim() || PROFESSIONAL_DEFAULT_LABEL
}

/**
 * A professional-only product shown to someone who may not buy it, where a price would be
 * (quick order, lists, buy again, the forgotten-cart mail): its label and the way to apply.
 */
export function professionalInsteadOfPrice(product: { professional_label?: string | null }): string {
  return `${professionalLabel(product)}. ${PROFESSIONAL_APPLY_TEXT}`
}

/** Why a line of `productName` is refused to this buyer. */
export function professionalRefusal(productName: string, standing: ProfessionalStanding): string {
  const why =
    standing === 'lapsed'
      ? 'your professional verification has lapsed; send us your renewed licence'
      : standing === 'suspended'
        ? 'your professional verification is suspended'
        : 'it is sold to verified professionals only; apply for a professional account'
  return `${productName} cannot be bought: ${why}.`
}

/** Whole months from `today` to `expiry` ('YYYY-MM-DD' both), rounded down; null without a date. */
export function monthsUntil(expiry: string | null | undefined, today: string): number | null {
  if (!expiry) return null
  const [ey, em, ed] = expiry.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  let months = (ey - ty) * 12 + (em - tm)
  if (ed < td) months -= 1
  return Math.max(0, months)
}

/**
 * The product page's shelf-life promise: units ship first-expiry-first-out, so the earliest expiry
 * on the shelf is the shortest any buyer receives. Null when nothing on the shelf expires, or less
 * than a month is left (then no promise is made).
 */
export function shelfLifePromise(shelfExpiry: string | null | undefined, today: string): string | null {
  const months = monthsUntil(shelfExpiry, today)
  if (months === null || months < 1) return null
  return `Ships with at least ${months} month${months === 1 ? '' : 's'} before expiry`
}
