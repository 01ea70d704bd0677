import { toCents, type Cents } from './money'
import { unitPriceAtQuantity, type PriceBreakCents } from './price-breaks'
import { oneTimePrice, subscriptionPrice } from './pricing'

/** What the database knows about a product's price, in cents, for pricing one cart line. */
export interface LinePriceFacts {
  sellingCents: Cents
  /** The product's own discounted price, or null when it has none. */
  discountedCents: Cents | null
  /** The chosen Subscribe & Save interval's percent, or null/undefined for a one-time purchase. */
  subscriptionPercent?: number | null
  /** The product's quantity price breaks and the line's quantity, which picks the break. */
  priceBreaks?: readonly PriceBreakCents[] | null
  qty?: number
}

/** One line's unit prices in cents: `old` is the struck-through selling price, `price` what it sells at. */
export interface LinePrice {
  oldPriceCents: Cents
  priceCents: Cents
}

/**
 * Prices one cart line: a one-time line sells at the discounted price if present, else the selling
 * price, or at the quantity's price break when that is lower; a subscribed line at that same price
 * less the interval's percent. The browser, checkout and subscription renewals all call this.
 */
export function priceLine(facts: LinePriceFacts): LinePrice {
  const oneTime = unitPriceAtQuantity(
    oneTimePrice(facts.sellingCents, facts.discountedCents),
    facts.priceBreaks,
    facts.qty ?? 1,
  )
  const priceCents =
    facts.subscriptionPercent !== null && facts.subscriptionPercent !== undefined
      ? subscriptionPrice(oneTime, facts.subscriptionPercent)
      : oneTime
  return { oldPriceCents: facts.sellingCents, priceCents }
}

/** A unit price in cents and a quantity: what the totals read. */
export interface PricedQuantity {
  unitCents: Cents
  qty: number
}

/**
 * A cart line (its unit price in dollars, as the API and the stored cart carry it) as cents: the
 * one place a cart line's dollars enter the arithmetic.
 */
export function lineCents(line: { price: number; qty: number }): PricedQuantity {
  return { unitCents: toCents(line.price), qty: line.qty }
}

/** One line's value in cents: quantity times unit price. */
export function lineTotalCents(line: PricedQuantity): Cents {
  return line.unitCents * line.qty
}

/** A cart's totals, derived, never stored. */
export interface CartTotals {
  /** Sum of quantities. */
  totalCount: number
  /** Sum of quantity times unit price, in cents: integer sums never drift. */
  subTotalCents: Cents
}

/** totalCount and subtotal of one cart's lines, in cents. */
export function cartTotals(lines: readonly PricedQuantity[]): CartTotals {
  let totalCount = 0
  let subTotalCents = 0
  for (const line of lines) {
    totalCount += line.qty
    subTotalCents += lineTotalCents(line)
  }
  return { totalCount, subTotalCents }
}

/** The header badge's number: the item count of the normal and the pre-order cart together (docs/requirements/storefront.md §3). */
export function combinedCount(...carts: readonly (readonly { qty: number }[])[]): number {
  return carts.reduce((sum, lines) => sum + lines.reduce((n, line) => n + line.qty, 0), 0)
}

/** The totals of cart lines as stored (dollar unit prices), through {@link lineCents}. */
export function cartLineTotals(lines: readonly { price: number; qty: number }[]): CartTotals {
  return cartTotals(lines.map(lineCents))
}
