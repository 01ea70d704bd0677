import { randomUUID } from 'node:crypto'
import { lineFromProduct, onlyLeftMessage } from '@shop/shared/cart-lines'
import { MAX_LINE_QUANTITY } from '@shop/shared/constants'
import { formatMoney } from '@shop/shared/format'
import { toCents } from '@shop/shared/money'
import { nameWithPack, packDescription } from '@shop/shared/packs'
import { professionalInsteadOfPrice } from '@shop/shared/professional'
import type { CartFill, CartFillNotice } from '@shop/shared/schemas/saved-cart'
import type { Db } from '../../db/connect'
import { mayBuyProfessionalProducts, type Buyer } from '../professional/professional-rule'
import { lookupCartProducts } from './cart.service'

/** A line someone wants in the carts again: a past order's, a list's or a typed one. */
export interface WantedLine {
  productId: number
  /** The pack wanted (docs/decisions/0114-pack-sizes.md), null for single pieces; `qty` counts packs. */
  packCode: string | null
  qty: number
  intervalMonths: number | null
  /** What the shopper knows the line by when the product is gone (its name or code). */
  label: string
  code: string
  /** The unit price paid or listed before, in cents, to tell a change; absent when unknown. */
  earlierCents?: number
}

/**
 * Turns wanted lines into cart lines priced from the catalogue now, for the browser to add to its
 * carts: a product (or pack) no longer sold is left out; a sold-out product goes to the backorder
 * cart (the pre-order rule); a quantity above the per-line limit or the stock left is lowered; a
 * changed price or an interval no longer offered is kept as the shop has it now. Each comes back as
 * a notice. A pack line stays a pack line: its price is the pack's, its stock counted in base units.
 * A professional-only product is left out for a buyer who may not buy it, its notice showing what
 * its product page shows (the label and the way to apply, no price).
 */
export async function fillCarts(db: Db, buyer: Buyer, wanted: readonly WantedLine[]): Promise<CartFill> {
  const ids = [...new Set(wanted.map((w) => w.productId))]
  const facts = new Map((ids.length ? await lookupCartProducts(db, ids) : []).map((p) => [p.id, p]))
  const restricted = [...facts.values()].some((p) => p.professional_only)
  const mayBuyRestricted = restricted && (await mayBuyProfessionalProducts(db.kysely, buyer))
  const fill: CartFill = { cart: [], backorderCart: [], notices: [] }
  const note = (w: WantedLine, kind: CartFillNotice['kind'], message: string) =>
    fill.notices.push({ productId: w.productId, code: w.code, kind, message })
  const stockLeft = new Map([...facts.values()].map((p) => [p.id, Math.max(0, p.stock)]))

  for (const w of wanted) {
    const product = facts.get(w.productId)
    if (!product) {
      note(w, 'unavailable', `${w.label} is no longer sold and was not added.`)
      continue
    }
    if (product.professional_only && !mayBuyRestricted) {
      note(
        w,
        'professional-only',
        `${product.product_name}: ${professionalInsteadOfPrice(product)}. It was not added.`,
      )
      continue
    }
    const pack = w.packCode === null ? undefined : product.packs?.find((p) => p.code === w.packCode)
    if (w.packCode !== null && !pack) {
      note(
        w,
        'unavailable',
        `${product.product_name} is no longer sold in the pack ${w.packCode} and was not added.`,
      )
      continue
    }
    // A pack line is named with its pack: 'Nitrile Exam Gloves - Case of 10 boxes (1,000 gloves)'.
    const name = pack
      ? nameWithPack(
          product.product_name,
          pack.label,
          packDescription(
            { label: pack.label, unitsPerPack: pack.units_per_pack },
            { singular: product.base_unit ?? '', plural: product.base_unit_plural ?? '' },
          ),
        )
      : product.product_name
    const unitsEach = pack?.units_per_pack ?? 1
    let qty = w.qty
    if (qty > MAX_LINE_QUANTITY) {
      note(
        w,
        'quantity-lowered',
        `${name}: at most ${MAX_LINE_QUANTITY} per line; ${MAX_LINE_QUANTITY} were added.`,
      )
      qty = MAX_LINE_QUANTITY
    }
    // Packs are bought once (decision 0114): a subscribed pack line goes in as a one-time purchase.
    const chosen =
      w.intervalMonths === null || pack
        ? undefined
        : product.subscriptions.find((o) => o.months === w.intervalMonths)
    if (w.intervalMonths !== null && !chosen) {
      note(
        w,
        'subscription-ended',
        `Subscribe & Save every ${w.intervalMonths} months is not offered for ${name}; it was added as a one-time purchase.`,
      )
    }
    // Stock is counted in base units: a line takes whole packs of what is left.
    const unitsLeft = stockLeft.get(product.id) ?? 0
    const left = Math.floor(unitsLeft / unitsEach)
    const preOrder = left <= 0
    if (preOrder) {
      note(w, 'pre-order', `${name} is sold out and was added to your Backorder Cart as a pre-order.`)
    } else if (qty > left) {
      note(w, 'quantity-lowered', `${onlyLeftMessage(left)} of ${name}: ${left} were added.`)
      qty = left
    }
    if (!preOrder) stockLeft.set(product.id, unitsLeft - qty * unitsEach)
    const line = lineFromProduct(product, {
      rowId: randomUUID(),
      qty,
      backOrder: preOrder ? 1 : 0,
      ...(chosen ? { subscription: { chosen, offered: product.subscriptions } } : {}),
      ...(pack ? { pack } : {}),
    })
    const nowCents = toCents(line.price)
    if (w.earlierCents !== undefined && w.earlierCents !== nowCents) {
      note(
        w,
        'price',
        `The price of ${name} changed from ${formatMoney(w.earlierCents)} to ${formatMoney(nowCents)}.`,
      )
    }
    fill[preOrder ? 'backorderCart' : 'cart'].push(line)
  }
  return fill
}
