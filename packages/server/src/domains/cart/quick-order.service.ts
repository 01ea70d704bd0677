import type { QuickOrder } from '@shop/shared/schemas/quick-order'
import type { CartFill } from '@shop/shared/schemas/saved-cart'
import type { Db } from '../../db/connect'
import { fillCarts } from './cart-fill.service'
import { findProductIdsByCode } from './cart.repository'

/**
 * Quick order: typed product codes (SKU, any case) and quantities checked and made ready for the
 * carts. Each bad line is reported by its code: an unknown code, a product sold out (it goes to the
 * backorder cart), a quantity over the per-line limit or the stock (lowered).
 */
export async function checkQuickOrder(db: Db, order: QuickOrder): Promise<CartFill> {
  const found = await findProductIdsByCode(
    db.kysely,
    order.lines.map((l) => l.code),
  )
  const idByCode = new Map(found.map((p) => [p.sku.toUpperCase(), p.id]))
  const known = order.lines.filter((l) => idByCode.has(l.code.toUpperCase()))
  const fill = await fillCarts(
    db,
    known.map((l) => ({
      productId: idByCode.get(l.code.toUpperCase())!,
      qty: l.qty,
      intervalMonths: null,
      label: l.code,
      code: l.code,
    })),
  )
  const unknown = order.lines
    .filter((l) => !idByCode.has(l.code.toUpperCase()))
    .map((l) => ({
      productId: null,
      code: l.code,
      kind: 'unknown-code' as const,
      message: `${l.code}: no product has this code.`,
    }))
  return { ...fill, notices: [...unknown, ...fill.notices] }
}
