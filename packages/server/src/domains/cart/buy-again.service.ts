import type { CartFill } from '@shop/shared/schemas/saved-cart'
import type { Db } from '../../db/connect'
import { orderLinesAsBought } from '../orders/orders.service'
import { fillCarts } from './cart-fill.service'

/**
 * Buy again: the lines of one of the customer's orders, ready for the carts at today's prices,
 * with what is no longer sold, sold out (pre-order) or priced differently; 404 for anyone else's.
 */
export async function buyAgain(db: Db, timeZone: string, userId: number, orderId: number): Promise<CartFill> {
  const lines = await orderLinesAsBought(db, userId, orderId)
  return fillCarts(
    db,
    { userId, timeZone },
    lines.map((l) => ({
      productId: l.product_id,
      // The pack bought comes back as that pack, its quantity counting packs (decision 0114).
      packCode: l.pack_code,
      qty: l.quantity,
      intervalMonths: l.subscription_months,
      label: l.product_name,
      code: l.sku,
      earlierCents: l.unit_price_cents,
    })),
  )
}
