import { MAX_LINE_QUANTITY } from './constants'
import { formatMoney } from './format'
import { toCents, toDollars, type Cents } from './money'
import { subscriptionPrice } from './pricing'

/**
 * Quantity price breaks (docs/decisions/0105-quantity-price-breaks.md): from `minQty` pieces on one
 * line, each piece costs `unitCents`. Below the first break a piece costs the product's own price.
 * The order of pricing is: the break (or the product's own discounted price when lower), then the
 * Subscribe & Save percent, then the coupon on the subtotal, then shipping and tax.
 */
export interface PriceBreakCents {
  minQty: number
  unitCents: Cents
}

/** A price break as the API, the cart line and the product form carry it: dollars. */
export interface PriceBreak {
  min_qty: number
  price: number
}

/** At most this many breaks per product: a table a shopper can read at a glance. */
export const MAX_PRICE_BREAKS = 6

export function breaksToCents(breaks: readonly PriceBreak[] | null | undefined): PriceBreakCents[] {
  return (breaks ?? []).map((b) => ({ minQty: b.min_qty, unitCents: toCents(b.price) }))
}

export function breaksToDollars(breaks: readonly PriceBreakCents[]): PriceBreak[] {
  return breaks.map((b) => ({ min_qty: b.minQty, price: toDollars(b.unitCents) }))
}

/** The breaks as stored in the product row (JSON of cents), or [] for none or unreadable text. */
export function parseStoredBreaks(text: string | null | undefined): PriceBreakCents[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    if (!Array.isArray(value)) return []
    return value
      .filter(
        (b): b is PriceBreakCents =>
          typeof b === 'object' &&
          b !== null &&
          Number.isInteger((b as PriceBreakCents).minQty) &&
          Number.isInteger((b as PriceBreakCents).unitCents),
      )
      .sort((a, b) => a.minQty - b.minQty)
  } catch {
    return []
  }
}

/** The breaks as the product row stores them, or null for none. */
export function storedBreaksText(breaks: readonly PriceBreakCents[]): string | null {
  return breaks.length === 0 ? null : JSON.stringify([...breaks].sort((a, b) => a.minQty - b.minQty))
}

/** The price of one piece when `qty` are bought on one line: the lowest break reached, never above buying one. */
export function unitPriceAtQuantity(
  oneTimeCents: Cents,
  breaks: readonly PriceBreakCents[] | null | undefined,
  qty: number,
): Cents {
  let unit = oneTimeCents
  for (const b of breaks ?? []) {
    if (qty >= b.minQty && b.unitCents < unit) unit = b.unitCents
  }
  return unit
}

/**
 * The next break a line could reach ('Buy 2 more to pay US $9.20 each'), or null when no break
 * above `qty` would lower the piece price.
 */
export function nextPriceBreak(
  oneTimeCents: Cents,
  breaks: readonly PriceBreakCents[] | null | undefined,
  qty: number,
): { more: number; unitCents: Cents } | null {
  const now = unitPriceAtQuantity(oneTimeCents, breaks, qty)
  const next = [...(breaks ?? [])]
    .sort((a, b) => a.minQty - b.minQty)
    .find((b) => b.minQty > qty && b.unitCents < now)
  return next ? { more: next.minQty - qty, unitCents: next.unitCents } : null
}

/** 'Buy 2 more to pay US $9.20 each' */
export function nextBreakMessage(next: { more: number; unitCents: Cents }): string {
  return `Buy ${next.more} more to pay ${formatMoney(next.unitCents)} each`
}

/**
 * The rows of the product page's table: '1-9', '10-49', '50+' with the piece price of each. Only
 * breaks that lower the piece price make a row (a product discount below a break's price makes
 * that break moot), and no table at all when none does: every row costs less than the one above.
 */
export function priceBreakRows(
  oneTimeCents: Cents,
  breaks: readonly PriceBreakCents[],
): { label: string; from: number; unitCents: Cents }[] {
  const lowering: PriceBreakCents[] = []
  let unit = oneTimeCents
  for (const b of [...breaks].sort((x, y) => x.minQty - y.minQty)) {
    if (b.unitCents >= unit) continue
    lowering.push(b)
    unit = b.unitCents
  }
  if (lowering.length === 0) return []
  const starts = [
    { from: 1, unitCents: oneTimeCents },
    ...lowering.map((b) => ({ from: b.minQty, unitCents: b.unitCents })),
  ]
  return starts.map(({ from, unitCents }, i) => {
    const nextStart = starts[i + 1]?.from
    const to = nextStart === undefined ? null : nextStart - 1
    return { label: to === null ? `${from}+` : from === to ? `${from}` : `${from}-${to}`, from, unitCents }
  })
}

/** The row of `priceBreakRows` a quantity falls in (one row, whatever the prices). */
export function priceBreakRowAt(rows: readonly { from: number }[], qty: number): number {
  let at = -1
  rows.forEach((row, i) => {
    if (qty >= row.from) at = i
  })
  return at
}

/** At a break's first quantity the line costs no less than one piece fewer did, once or subscribed at each percent. */
function neverCheaperThanFewer(
  previousUnitCents: Cents,
  b: PriceBreakCents,
  subscriptionPercents: readonly number[],
): boolean {
  for (const percent of [0, ...subscriptionPercents]) {
    const atBreak = b.minQty * subscriptionPrice(b.unitCents, percent)
    const before = (b.minQty - 1) * subscriptionPrice(previousUnitCents, percent)
    if (atBreak < before) return false
  }
  return true
}

/**
 * Why these breaks cannot be saved for a product selling at `sellingCents`, or null. Quantities
 * rise, prices fall, every break is below the selling price, and more pieces never cost less in
 * total than fewer: at each break's first quantity the line costs at least what one piece fewer
 * did, bought once or with each of the product's Subscribe & Save percents (a percent is rounded
 * per piece, so each is checked; breaks and intervals are saved together). Within a break the total
 * only grows, so the first quantities are enough.
 */
export function priceBreaksProblem(
  sellingCents: Cents,
  breaks: readonly PriceBreakCents[],
  subscriptionPercents: readonly number[] = [],
): string | null {
  if (breaks.length > MAX_PRICE_BREAKS) return `At most ${MAX_PRICE_BREAKS} price breaks.`
  let previous: PriceBreakCents = { minQty: 1, unitCents: sellingCents }
  for (const b of breaks) {
    if (!Number.isInteger(b.minQty) || b.minQty < 2) return 'A price break starts at 2 pieces or more.'
    if (b.minQty > MAX_LINE_QUANTITY) {
      return `A price break starts at ${MAX_LINE_QUANTITY} pieces or fewer: one cart line holds at most ${MAX_LINE_QUANTITY}.`
    }
    if (!Number.isInteger(b.unitCents) || b.unitCents <= 0) return 'A price break needs a price above zero.'
    if (b.minQty <= previous.minQty)
      return 'Price breaks must be listed from the smallest quantity up, each once.'
    if (b.unitCents >= previous.unitCents) {
      return `The price from ${b.minQty} must be lower than ${formatMoney(previous.unitCents)}.`
    }
    if (!neverCheaperThanFewer(previous.unitCents, b, subscriptionPercents)) {
      let least = Math.ceil(((b.minQty - 1) * previous.unitCents) / b.minQty)
      while (
        least < previous.unitCents &&
        !neverCheaperThanFewer(previous.unitCents, { ...b, unitCents: least }, subscriptionPercents)
      ) {
        least++
      }
      return `${b.minQty} at ${formatMoney(b.unitCents)} would cost less than ${b.minQty - 1} at ${formatMoney(previous.unitCents)} (bought once or with Subscribe & Save): make the price from ${b.minQty} at least ${formatMoney(least)}, or start the break at a lower quantity.`
    }
    previous = b
  }
  return null
}

/**
 * Price breaks as one CSV cell or form field: '10:9.20; 50:8.50' (quantity, colon, dollars), empty
 * for none. Answers the breaks in cents or the problem with the text.
 */
export function parsePriceBreaksText(
  text: string,
): { breaks: PriceBreakCents[]; problem: null } | { breaks: null; problem: string } {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const breaks: PriceBreakCents[] = []
  for (const part of parts) {
    const match = /^(\d{1,6})\s*:\s*\$?(\d{1,7}(?:\.\d{1,2})?)$/.exec(part)
    if (!match) {
      return { breaks: null, problem: `'${part}' is not a price break: write quantity:price, e.g. 10:9.20.` }
    }
    breaks.push({ minQty: Number(match[1]), unitCents: toCents(Number(match[2])) })
  }
  return { breaks, problem: null }
}

/** The breaks as one CSV cell or form field ('10:9.20; 50:8.50'). */
export function priceBreaksText(breaks: readonly PriceBreakCents[]): string {
  return breaks.map((b) => `${b.minQty}:${toDollars(b.unitCents).toFixed(2)}`).join('; ')
}
