import { toCents, toDollars, type Cents } from './money'
import { subscriptionPrice } from './pricing'

/** What the database knows about a product's price, in cents, for pricing one cart line. */
export interface LinePriceFacts {
  sellingCents: Cents
  /** The product's own discounted price, or null when it has none. */
  discountedCents: Cents | null
  /** The chosen Subscribe & Save interval's percent, or null/undefined for a one-time purchase. */
  subscriptionPercent?: number | null
}

/** One line's unit prices in cents: `old` is the struck-through selling price, `price` what it sells at. */
export interface LinePrice {
  oldPriceCents: Cents
  priceCents: Cents
}

/**
 * Prices one cart line (docs/requirements/carts-and-checkout.md §1 and §3): a subscribed line sells at the
 * selling price less the interval's percent; a one-time line at the discounted price if present,
 * else the selling price. The browser and the checkout server both call this.
 */
export function priceLine(facts: LinePriceFacts): LinePrice {
  const priceCents =
    facts.subscriptionPercent !== null && facts.subscriptionPercent !== undefined
      ? subscriptionPrice(facts.sellingCents, facts.subscriptionPercent)
      : (facts.discountedCents ?? facts.sellingCents)
  return { oldPriceCents: facts.sellingCents, priceCents }
}

/** The fields of a cart line the totals read: a unit price in dollars and a quantity. */
export interface PricedQuantity {
  price: number
  qty: number
}

/** One line's value in cents: quantity times unit price. */
export function lineTotalCents(line: PricedQuantity): Cents {
  return toCents(line.price) * line.qty
}

/** docs/requirements/carts-and-checkout.md §1 totals, derived, never stored. */
export interface CartTotals {
  /** Sum of quantities. */
  totalCount: number
  /** Sum of quantity times price, in cents: integer sums never drift. */
  subTotalCents: Cents
  /** The same subtotal in dollars with two decimals, as the API and the screens show money. */
  subTotal: number
}

/** totalCount and subTotal of one cart (docs/requirements/carts-and-checkout.md §1). */
export function cartTotals(lines: readonly PricedQuantity[]): CartTotals {
  let totalCount = 0
  let subTotalCents = 0
  for (const line of lines) {
    totalCount += line.qty
    subTotalCents += lineTotalCents(line)
  }
  return { totalCount, subTotalCents, subTotal: toDollars(subTotalCents) }
}

/** The header badge's number: the item count of the normal and the pre-order cart together (docs/requirements/storefront.md §3). */
export function combinedCount(...carts: readonly (readonly { qty: number }[])[]): number {
  return carts.reduce((sum, lines) => sum + lines.reduce((n, line) => n + line.qty, 0), 0)
}
