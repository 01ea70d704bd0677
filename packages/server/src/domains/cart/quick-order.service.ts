import type { QuickOrder } from '@shop/shared/schemas/quick-order'
import type { CartFill } from '@shop/shared/schemas/saved-cart'
import type { Db } from '../../db/connect'
import { fillCarts } from './cart-fill.service'
import { findPacksByCode, findProductIdsByCode } from './cart.repository'

/** What a typed code names: a product's single piece (its SKU) or one of its packs (the pack's code). */
interface CodeTarget {
  productId: number
  packCode: string | null
}

/** Each code, in capitals, to what it names; a product's SKU before a pack's code. */
async function resolveCodes(db: Db, codes: readonly string[]): Promise<Map<string, CodeTarget>> {
  const [products, packs] = await Promise.all([
    findProductIdsByCode(db.kysely, codes),
    findPacksByCode(db.kysely, codes),
  ])
  const targets = new Map<string, CodeTarget>()
  for (const k of packs) targets.set(k.code.toUpperCase(), { productId: k.product_id, packCode: k.code })
  for (const p of products) targets.set(p.sku.toUpperCase(), { productId: p.id, packCode: null })
  return targets
}

/**
 * Quick order: typed codes (a product's SKU, or a pack's own code, any case) and quantities checked
 * and made ready for the carts. A pack's code orders that pack, its quantity counting packs, as the
 * order, invoice and back office print it (docs/decisions/0114-pack-sizes.md). Each bad line is
 * reported by its code: an unknown code, a product sold out (it goes to the backorder cart), a
 * quantity over the per-line limit or the stock (lowered).
 */
export async function checkQuickOrder(db: Db, order: QuickOrder): Promise<CartFill> {
  const targets = await resolveCodes(
    db,
    order.lines.map((l) => l.code),
  )
  const known = order.lines.filter((l) => targets.has(l.code.toUpperCase()))
  const fill = await fillCarts(
    db,
    known.map((l) => ({
      ...targets.get(l.code.toUpperCase())!,
      qty: l.qty,
      intervalMonths: null,
      label: l.code,
      code: l.code,
    })),
  )
  const unknown = order.lines
    .filter((l) => !targets.has(l.code.toUpperCase()))
    .map((l) => ({
      productId: null,
      code: l.code,
      kind: 'unknown-code' as const,
      message: `${l.code}: no product has this code.`,
    }))
  return { ...fill, notices: [...unknown, ...fill.notices] }
}
