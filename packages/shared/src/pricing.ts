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

/** The Subscribe & Save price: selling price less the interval's percent (docs/requirements/carts-and-checkout.md §3), in cents. */
export function subscriptionPrice(sellingPrice: Cents, discountPercent: number): Cents {
  return sellingPrice - percentOf(sellingPrice, discountPercent)
}
