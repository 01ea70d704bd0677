import type { DbHandle } from '../db/connect'
import type { OrderRow } from '../db/schema'
import { orderQuantities } from '../domains/orders/order-lifecycle.service'
import { voidOrderInvoice } from '../domains/business-accounts/pay-on-account'
import { giveBackOrderStock } from '../domains/stock/stock-units.service'
import { giveBackOrderCredit } from '../domains/store-credit/store-credit.service'

/**
 * An order undone (failed or cancelled), inside the transaction of its guarded move, so each is
 * given back once: the stock it took, into the lots it came from (a pre-order holds stock only once
 * a delivery let it take some), the store credit it spent, and an invoice on account is voided. Its
 * coupon use was given back by orders with the move.
 */
export async function orderUndone(trx: DbHandle, order: OrderRow, now: string, timeZone: string) {
  if (!order.back_order || order.stock_taken_at) {
    await giveBackOrderStock(trx, order.id, await orderQuantities(trx, order.id))
  }
  await giveBackOrderCredit(trx, order.id, now)
  // An order paid on account owes nothing once cancelled: its invoice is voided.
  await voidOrderInvoice(trx, order.id, now, timeZone)
}
