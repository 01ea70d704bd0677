import { priceLine } from './cart-totals'
import { toCents, toDollars, type Cents } from './money'
import { breaksToCents, nextPriceBreak } from './price-breaks'
import { baseUnitNames, type Pack } from './packs'
import { discountedPrice, oneTimePrice, productPriceCents } from './pricing'
import type { ProductSummary, SubscriptionOption } from './schemas/catalogue'
import type { CartLine, CartLineOptions, CartSubscription } from './schemas/cart'
import { MAX_LINE_QUANTITY } from './constants'

/** Which of the two carts a line belongs in. */
export type CartKind = 'cart' | 'backorderCart'

/** 'Only {n} left' (docs/requirements/messages.md §3). */
export function onlyLeftMessage(n: number): string {
  return `Only ${Math.max(0, n)} left`
}

/** A Subscribe & Save choice as a cart line carries it: 'month' for one month, else 'months'. */
export function subscriptionFor(option: SubscriptionOption): CartSubscription {
  return {
    interval: option.months,
    type: option.months === 1 ? 'month' : 'months',
    discount: option.discount,
  }
}

/** docs/requirements/carts-and-checkout.md §1: items with a back_order flag always go to the backorder cart. */
export function cartKindOf(line: Pick<CartLine, 'back_order'>): CartKind {
  return line.back_order === 1 ? 'backorderCart' : 'cart'
}

function optionsKey(options: CartLineOptions | undefined): string {
  if (!options) return ''
  const sorted = [...options.subscriptions].sort((a, b) => a.months - b.months || a.discount - b.discount)
  return sorted.map((o) => `${o.months}:${o.discount}`).join(',')
}

/** Lines with the same key are one line: same product, same options, same subscription (docs/requirements/carts-and-checkout.md §1). */
export function lineKey(line: Pick<CartLine, 'id' | 'options' | 'subscription' | 'pack'>): string {
  const sub = line.subscription ? `${line.subscription.interval}:${line.subscription.discount}` : ''
  return `${line.id}|${optionsKey(line.options)}|${sub}|${line.pack?.code ?? ''}`
}

/** How many base units one of the line's quantity takes: the pack's size, 1 for the single piece. */
export function unitsEach(line: Pick<CartLine, 'pack'>): number {
  return line.pack?.units_per_pack ?? 1
}

function clampQuantity(qty: number): number {
  if (!Number.isFinite(qty)) return 1
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(qty)))
}

export interface NewLineInput {
  rowId: string
  qty: number
  /** 1 for a pre-order (the product has no stock). */
  backOrder: 0 | 1
  /** The chosen Subscribe & Save interval, with every interval the product offers. */
  subscription?: { chosen: SubscriptionOption; offered: readonly SubscriptionOption[] }
  /** The pack chosen (one of the product's); absent for the single piece. Packs are bought once. */
  pack?: Pack
}

/** What a cart line copies from its product, with its price (dollars, as a line carries them). */
export function productFieldsOfLine(
  product: ProductSummary,
  priced: { oldPriceCents: Cents; priceCents: Cents },
  pack?: Pack,
): Partial<CartLine> {
  if (pack) {
    // A pack sells at its own price: the product's discount and breaks belong to the single piece.
    const { price_breaks: _breaks, ...piece } = pieceFieldsOfLine(product, priced)
    return {
      ...piece,
      sku: pack.code,
      old_price: pack.price,
      price: pack.price,
      discount: 0,
      discount_type: null,
      pack: {
        code: pack.code,
        label: pack.label,
        units_per_pack: pack.units_per_pack,
        units_name: baseUnitNames({ singular: product.base_unit, plural: product.base_unit_plural }).plural,
      },
    }
  }
  return pieceFieldsOfLine(product, priced)
}

function pieceFieldsOfLine(product: ProductSummary, priced: { oldPriceCents: Cents; priceCents: Cents }) {
  return {
    sku: product.sku,
    name: product.product_name,
    slug: product.slug,
    old_price: toDollars(priced.oldPriceCents),
    price: toDollars(priced.priceCents),
    discount: product.discount_value ?? 0,
    discount_type: product.discount_type,
    avl_qty: product.stock,
    unit: product.unit,
    category: product.category,
    weight: product.weight,
    image: product.thumbnail,
    thumbnail_compress: product.thumbnail_compress,
    ...(product.price_breaks?.length ? { price_breaks: product.price_breaks.map((b) => ({ ...b })) } : {}),
  } satisfies Partial<CartLine>
}

/** A cart line for a product as the API shows it (dollars), priced by {@link priceLine}. */
export function lineFromProduct(product: ProductSummary, input: NewLineInput): CartLine {
  const qty = clampQuantity(input.qty)
  if (input.pack) {
    const cents = toCents(input.pack.price)
    return {
      id: product.id,
      ...(productFieldsOfLine(product, { oldPriceCents: cents, priceCents: cents }, input.pack) as Omit<
        CartLine,
        'id' | 'qty' | 'rowId'
      >),
      qty,
      rowId: input.rowId,
      back_order: input.backOrder,
    }
  }
  const priced = priceLine({
    ...productPriceCents(product),
    subscriptionPercent: input.subscription?.chosen.discount ?? null,
    priceBreaks: breaksToCents(product.price_breaks),
    qty,
  })
  const line: CartLine = {
    id: product.id,
    ...pieceFieldsOfLine(product, priced),
    qty,
    rowId: input.rowId,
    back_order: input.backOrder,
  }
  if (input.subscription) {
    line.subscription = subscriptionFor(input.subscription.chosen)
    line.options = { subscriptions: input.subscription.offered.map((o) => ({ ...o })) }
  }
  return line
}

/**
 * Adds a line: a line with the same id, options and subscription gets the quantity added to it,
 * otherwise the new line (with its own rowId) goes at the end.
 */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const key = lineKey(line)
  const index = lines.findIndex((l) => lineKey(l) === key)
  if (index === -1) return [...lines, withQuantity(line, line.qty)]
  return lines.map((l, i) => (i === index ? withQuantity(l, l.qty + line.qty) : l))
}

/**
 * The line at a new quantity (clamped), re-priced when its product has quantity price breaks: the
 * quantity picks the break, so the browser shows what checkout will charge.
 */
export function withQuantity(line: CartLine, qty: number): CartLine {
  const next = { ...line, qty: clampQuantity(qty) }
  if (!next.price_breaks?.length) return next
  return { ...next, price: toDollars(linePriceCents(next, next.subscription?.discount ?? null)) }
}

/** Sets a line's quantity (at least 1). */
export function updateLineQuantity(lines: readonly CartLine[], rowId: string, qty: number): CartLine[] {
  return lines.map((l) => (l.rowId === rowId ? withQuantity(l, qty) : l))
}

/** Raises a line's quantity by 1. */
export function incrementLine(lines: readonly CartLine[], rowId: string): CartLine[] {
  return lines.map((l) => (l.rowId === rowId ? withQuantity(l, l.qty + 1) : l))
}

/** Lowers a line's quantity by 1, never below 1. */
export function decrementLine(lines: readonly CartLine[], rowId: string): CartLine[] {
  return lines.map((l) => (l.rowId === rowId ? withQuantity(l, l.qty - 1) : l))
}

/** Deletes a line. */
export function removeLine(lines: readonly CartLine[], rowId: string): CartLine[] {
  return lines.filter((l) => l.rowId !== rowId)
}

/** A line's discounted price in cents (from its selling price and its product's own discount), or null. */
function lineDiscountedCents(line: Pick<CartLine, 'old_price' | 'discount' | 'discount_type'>) {
  // The API sends a fixed discount in dollars and a percent discount as a whole percent.
  const value = line.discount_type === 'fixed' ? toCents(line.discount) : line.discount
  return discountedPrice(toCents(line.old_price), line.discount_type, value)
}

/** A line's unit price in cents from its own facts (selling price, discount, breaks, quantity). */
export function linePriceCents(
  line: Pick<CartLine, 'old_price' | 'discount' | 'discount_type' | 'price_breaks' | 'qty'>,
  subscriptionPercent: number | null,
): Cents {
  return priceLine({
    sellingCents: toCents(line.old_price),
    discountedCents: lineDiscountedCents(line),
    subscriptionPercent,
    priceBreaks: breaksToCents(line.price_breaks),
    qty: line.qty,
  }).priceCents
}

/**
 * The next quantity price break a line can reach within the one-line limit, with the piece price
 * it would pay there (its Subscribe & Save percent included), or null: the cart's 'Buy 2 more to
 * pay US $9.20 each'.
 */
export function nextBreakOfLine(line: CartLine): { more: number; unitCents: Cents } | null {
  if (!line.price_breaks?.length) return null
  const oneTime = oneTimePrice(toCents(line.old_price), lineDiscountedCents(line))
  const next = nextPriceBreak(oneTime, breaksToCents(line.price_breaks), line.qty)
  if (!next || line.qty + next.more > MAX_LINE_QUANTITY) return null
  const unitCents = linePriceCents(
    { ...line, qty: line.qty + next.more },
    line.subscription?.discount ?? null,
  )
  return { more: next.more, unitCents }
}

/**
 * Moves a subscribed line to another interval its product offers, re-pricing it from its one-time
 * price. If a line with the new interval already exists the two become one. Unknown intervals and
 * one-time lines are left as they are.
 */
export function changeLineInterval(lines: readonly CartLine[], rowId: string, months: number): CartLine[] {
  const line = lines.find((l) => l.rowId === rowId)
  const option = line?.options?.subscriptions.find((o) => o.months === months)
  if (!line || !line.subscription || !option) return [...lines]
  const priceCents = linePriceCents(line, option.discount)
  const changed: CartLine = { ...line, subscription: subscriptionFor(option), price: toDollars(priceCents) }
  return addLine(removeLine(lines, rowId), changed).sort(
    (a, b) => indexOrEnd(lines, a.rowId) - indexOrEnd(lines, b.rowId),
  )
}

function indexOrEnd(lines: readonly CartLine[], rowId: string): number {
  const i = lines.findIndex((l) => l.rowId === rowId)
  return i === -1 ? lines.length : i
}

/**
 * Checks a wanted quantity of a normal (not pre-order) line against the product's available
 * quantity, counting the product's other lines in the same cart (one-time and subscribed lines
 * share the stock). Answers 'Only {n} left' when it is too many, else null. Pre-orders have no limit.
 */
export function quantityProblem(
  lines: readonly CartLine[],
  wanted: Pick<CartLine, 'id' | 'avl_qty' | 'back_order' | 'pack'> & { rowId?: string },
  qty: number,
): string | null {
  if (wanted.back_order === 1) return null
  // Stock is counted in base units: a case and a box of the same product draw on it together.
  const others = lines
    .filter((l) => l.id === wanted.id && l.rowId !== wanted.rowId)
    .reduce((n, l) => n + l.qty * unitsEach(l), 0)
  const left = Math.floor((wanted.avl_qty - others) / unitsEach(wanted))
  return qty > left ? onlyLeftMessage(left) : null
}
