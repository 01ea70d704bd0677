import { toCents, toDollars, type Cents } from './money'
import { oneTimePrice, subscriptionPrice } from './pricing'

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
 * Prices one cart line: a one-time line sells at the discounted price if present, else the selling
 * price; a subscribed line at that same price less the interval's percent. The browser, checkout and
 * subscription renewals all call this.
 */
export function priceLine(facts: LinePriceFacts): LinePrice {
  const oneTime = oneTimePrice(facts.sellingCents, facts.discountedCents)
  const priceCents =
    facts.subscriptionPercent !== null && facts.subscriptionPercent !== undefined
      ? subscriptionPrice(oneTime, facts.subscriptionPercent)
      : oneTime
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

/** Spec 3 'Cart state' totals, derived, never stored. */
export interface CartTotals {
  /** Sum of quantities. */
  totalCount: number
  /** Sum of quantity times price, in cents: integer sums never drift. */
  subTotalCents: Cents
  /** The same subtotal in dollars with two decimals, as the API and the screens show money. */
  subTotal: number
}

/** totalCount and subTotal of one cart (spec 4 'Cart (both carts)'). */
export function cartTotals(lines: readonly PricedQuantity[]): CartTotals {
  let totalCount = 0
  let subTotalCents = 0
  for (const line of lines) {
    totalCount += line.qty
    subTotalCents += lineTotalCents(line)
  }
  return { totalCount, subTotalCents, subTotal: toDollars(subTotalCents) }
}

/** The header badge's number: the item count of the normal and the pre-order cart together (spec 2). */
export function combinedCount(...carts: readonly (readonly { qty: number }[])[]): number {
  return carts.reduce((sum, lines) => sum + lines.reduce((n, line) => n + line.qty, 0), 0)
}
