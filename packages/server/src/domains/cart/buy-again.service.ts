import type { CartFill } from '@shop/shared/schemas/saved-cart'
import type { Db } from '../../db/connect'
import { notFound } from '../../errors'
import { fillCarts } from '../cart/cart-fill.service'
import * as repo from './orders.repository'

/**
 * Buy again: the lines of one of the customer's orders, ready for the carts at today's prices,
 * with what is no longer sold, sold out (pre-order) or priced differently; 404 for anyone else's.
 */
export async function buyAgain(db: Db, timeZone: string, userId: number, orderId: number): Promise<CartFill> {
  const order = await repo.findCustomerOrder(db.kysely, userId, orderId)
  if (!order) throw notFound('Order not found.')
  const lines = await repo.findOrderLinesAsBought(db.kysely, order.id)
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
