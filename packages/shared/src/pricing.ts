import { percentOf, toCents, type Cents } from './money'

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

/** The price fields of a product as the API shows them, in dollars. */
export interface ProductPriceFields {
  selling_price: number
  discounted_price: number | null
}

/** The product's price facts in cents: the one place a product's dollar prices become cents. */
export function productPriceCents(product: ProductPriceFields): {
  sellingCents: Cents
  discountedCents: Cents | null
} {
  return {
    sellingCents: toCents(product.selling_price),
    discountedCents: product.discounted_price === null ? null : toCents(product.discounted_price),
  }
}

/** What a product sells at now, in cents: its own discounted price when it has one, else the selling price. */
export function currentPrice(product: ProductPriceFields): Cents {
  const { sellingCents, discountedCents } = productPriceCents(product)
  return discountedCents ?? sellingCents
}

/** True when the product sells below its selling price (the card and page strike the selling price through). */
export function isDiscounted(product: ProductPriceFields): boolean {
  return currentPrice(product) < toCents(product.selling_price)
}

/** A product with no stock left is sold as a pre-order, into the backorder cart. */
export function isPreOrder(product: { stock: number }): boolean {
  return product.stock <= 0
}
