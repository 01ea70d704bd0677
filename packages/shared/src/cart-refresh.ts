import { addLine, productFieldsOfLine, subscriptionFor, unitsEach, withQuantity } from './cart-lines'
import { priceLine } from './cart-totals'
import { toCents } from './money'
import { formatMoney } from './format'
import { breaksToCents } from './price-breaks'
import { productPriceCents } from './pricing'
import type { CartLine, CartProductFacts } from './schemas/cart'

/** Why a line changed when the carts were checked against the shop's current prices and stock. */
export type CartNoticeKind =
  'price' | 'moved-to-backorder' | 'quantity-lowered' | 'subscription-ended' | 'removed'

/** One change the shopper must see: the line it concerns and a sentence saying what happened. */
export interface CartNotice {
  rowId: string
  productId: number
  kind: CartNoticeKind
  message: string
}

export interface Carts {
  cart: CartLine[]
  backorderCart: CartLine[]
}

export interface RefreshedCarts extends Carts {
  notices: CartNotice[]
}

/** A line brought up to the product's current facts, with notices for a price or interval change. */
function refreshLine(line: CartLine, product: CartProductFacts, notices: CartNotice[]): CartLine | null {
  if (line.pack) return refreshPackLine(line, product, notices)
  const offered = product.subscriptions
  let subscription = line.subscription
  const chosen = subscription ? offered.find((o) => o.months === subscription!.interval) : undefined
  if (subscription && !chosen) {
    notices.push({
      rowId: line.rowId,
      productId: line.id,
      kind: 'subscription-ended',
      message: `Subscribe & Save every ${subscription.interval} ${subscription.type} is no longer offered for ${product.product_name}; it is now a one-time purchase.`,
    })
    subscription = undefined
  }
  const { oldPriceCents, priceCents } = priceLine({
    ...productPriceCents(product),
    subscriptionPercent: chosen?.discount ?? null,
    priceBreaks: breaksToCents(product.price_breaks),
    qty: line.qty,
  })
  const wasCents = toCents(line.price)
  if (wasCents !== priceCents) {
    notices.push({
      rowId: line.rowId,
      productId: line.id,
      kind: 'price',
      message: `The price of ${product.product_name} changed from ${formatMoney(wasCents)} to ${formatMoney(priceCents)}.`,
    })
  }
  const next: CartLine = { ...line, ...productFieldsOfLine(product, { oldPriceCents, priceCents }) }
  delete next.pack
  delete next.subscription
  delete next.options
  if (!product.price_breaks?.length) delete next.price_breaks
  if (subscription && chosen) {
    next.subscription = subscriptionFor(chosen)
    next.options = { subscriptions: offered.map((o) => ({ months: o.months, discount: o.discount })) }
  }
  return next
}

/** A pack line at its pack's current price, or null when the product no longer comes in that pack. */
function refreshPackLine(line: CartLine, product: CartProductFacts, notices: CartNotice[]): CartLine | null {
  const pack = product.packs?.find((p) => p.code === line.pack!.code)
  if (!pack) return null
  const wasCents = toCents(line.price)
  const nowCents = toCents(pack.price)
  if (wasCents !== nowCents) {
    notices.push({
      rowId: line.rowId,
      productId: line.id,
      kind: 'price',
      message: `The price of ${product.product_name} (${pack.label}) changed from ${formatMoney(wasCents)} to ${formatMoney(nowCents)}.`,
    })
  }
  const next: CartLine = {
    ...line,
    ...productFieldsOfLine(product, { oldPriceCents: nowCents, priceCents: nowCents }, pack),
  }
  delete next.subscription
  delete next.options
  delete next.price_breaks
  return next
}

/**
 * Checks both carts against the shop's current facts (a stale price is never kept silently).
 * Every line is re-priced with {@link priceLine}. A product no longer sold is removed. In the normal
 * cart, the product's stock is shared out over its lines in order: a line left with none moves to
 * the backorder cart as a pre-order (items with no stock go there: docs/requirements/carts-and-checkout.md §1), a line with too little
 * is lowered to what is left. Each change comes back as a notice for the shopper.
 * `checkedIds` names the products the facts were asked for (default: every product in the carts);
 * lines of other products, added while the answer was on its way, are kept as they are.
 */
export function refreshCarts(
  carts: Carts,
  facts: readonly CartProductFacts[],
  checkedIds?: readonly number[],
): RefreshedCarts {
  const byId = new Map(facts.map((p) => [p.id, p]))
  const checked = checkedIds ? new Set(checkedIds) : undefined
  const unchecked = (line: CartLine) => checked !== undefined && !checked.has(line.id)
  const notices: CartNotice[] = []
  const gone = (line: CartLine) =>
    notices.push({
      rowId: line.rowId,
      productId: line.id,
      kind: 'removed',
      message: `${line.name}${line.pack ? ` (${line.pack.label})` : ''} is no longer sold and was removed from your cart.`,
    })

  let backorderCart: CartLine[] = []
  for (const line of carts.backorderCart) {
    const product = byId.get(line.id)
    if (unchecked(line)) backorderCart = addLine(backorderCart, line)
    else {
      const fresh = product ? refreshLine(line, product, notices) : null
      if (!fresh) gone(line)
      else backorderCart = addLine(backorderCart, { ...fresh, back_order: 1 })
    }
  }

  const stockLeft = new Map(facts.map((p) => [p.id, Math.max(0, p.stock)]))
  let cart: CartLine[] = []
  for (const line of carts.cart) {
    const product = byId.get(line.id)
    if (unchecked(line)) {
      cart = addLine(cart, line)
      continue
    }
    const fresh = product ? refreshLine(line, product, notices) : null
    if (!product || !fresh) {
      gone(line)
      continue
    }
    // Stock is counted in base units; a pack line can take whole packs of what is left.
    const left = Math.floor((stockLeft.get(line.id) ?? 0) / unitsEach(line))
    if (left <= 0) {
      notices.push({
        rowId: line.rowId,
        productId: line.id,
        kind: 'moved-to-backorder',
        message: `${product.product_name} is now out of stock and was moved to your Backorder Cart.`,
      })
      backorderCart = addLine(backorderCart, { ...fresh, back_order: 1 })
      continue
    }
    if (fresh.qty > left) {
      notices.push({
        rowId: line.rowId,
        productId: line.id,
        kind: 'quantity-lowered',
        message: `Only ${left} left of ${product.product_name}: the quantity was lowered to ${left}.`,
      })
    }
    const kept = fresh.qty > left ? withQuantity(fresh, left) : fresh
    stockLeft.set(line.id, (stockLeft.get(line.id) ?? 0) - kept.qty * unitsEach(line))
    cart = addLine(cart, kept)
  }
  return { cart, backorderCart, notices }
}
