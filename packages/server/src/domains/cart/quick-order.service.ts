import { MAX_LINE_QUANTITY } from '@shop/shared/constants'
import type { QuickOrder } from '@shop/shared/schemas/quick-order'
import type { CartFill } from '@shop/shared/schemas/saved-cart'
import type { Db } from '../../db/connect'
import { badRequest } from '../../errors'
import type { Buyer } from '../professional/professional-rule'
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
 * Two lines naming one product in one pack (the same code twice, or in another case) would get round
 * the per-line limit: refused, naming the repeated line (docs/decisions/0118-one-line-per-product.md).
 */
function refuseRepeatedTargets(order: QuickOrder, targets: ReadonlyMap<string, CodeTarget>): void {
  const first = new Map<string, number>()
  const errors: Record<string, string[]> = {}
  order.lines.forEach((line, index) => {
    const target = targets.get(line.code.toUpperCase())
    if (!target) return
    const key = `${target.productId}|${target.packCode ?? ''}`
    const earlier = first.get(key)
    if (earlier === undefined) first.set(key, index)
    else {
      errors[`lines.${index}.code`] = [
        `${line.code} repeats line ${earlier + 1} (${order.lines[earlier]!.code}); one line holds at most ${MAX_LINE_QUANTITY}, so put the whole quantity on that line`,
      ]
    }
  })
  const [field, messages] = Object.entries(errors)[0] ?? []
  if (field) throw badRequest(`${field}: ${messages![0]}`, errors)
}

/**
 * Quick order: typed codes (a product's SKU, or a pack's own code, any case) and quantities checked
 * and made ready for the carts. A pack's code orders that pack, its quantity counting packs, as the
 * order, invoice and back office print it (docs/decisions/0114-pack-sizes.md). Each bad line is
 * reported by its code: an unknown code, a product sold out (it goes to the backorder cart), a
 * quantity over the per-line limit or the stock (lowered).
 */
export async function checkQuickOrder(db: Db, buyer: Buyer, order: QuickOrder): Promise<CartFill> {
  const targets = await resolveCodes(
    db,
    order.lines.map((l) => l.code),
  )
  refuseRepeatedTargets(order, targets)
  const known = order.lines.filter((l) => targets.has(l.code.toUpperCase()))
  const fill = await fillCarts(
    db,
    buyer,
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
