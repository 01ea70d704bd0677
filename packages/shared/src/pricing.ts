import { percentOf, type Cents } from './money'

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/**
 * The price a product sells at after its own discount, or null when it has none.
 * Percent discounts are whole percents; fixed discounts are cents. Never below zero.
 */
export function discountedPrice(
  sellingPrice: Cents,
  discountType: DiscountType | null,
  discountValue: number,
): Cents | null {
  if (!discountType || discountValue <= 0) return null
  const off = discountType === 'percent' ? percentOf(sellingPrice, discountValue) : discountValue
  return Math.max(0, sellingPrice - off)
}

/**
 * The Subscribe & Save price in cents: the interval's percent off what buying once costs today (the
 * discounted price when the product has one), so subscribing never costs more than buying once. The
 * product page, the cart, checkout and every renewal price a subscription with this one function.
 */
export function subscriptionPrice(oneTimeCents: Cents, discountPercent: number): Cents {
  return Math.max(0, oneTimeCents - percentOf(oneTimeCents, discountPercent))
}

/** What buying once costs: the discounted price when there is one, else the selling price. */
export function oneTimePrice(sellingPrice: Cents, discountedPrice: Cents | null): Cents {
  return discountedPrice ?? sellingPrice
}
