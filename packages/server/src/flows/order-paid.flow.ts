import type { DbHandle } from '../db/connect'
import type { OrderRow } from '../db/schema'
import type { ChargeReference } from '../domains/orders/order-state'
import { startSubscriptions } from '../domains/subscriptions/subscription-start'

/**
 * An order paid, inside the transaction of its move to paid: a shopper's own order starts the
 * subscriptions its lines chose, on the card it was charged to; a renewal's order delivers its
 * subscription and starts none.
 */
export async function orderPaid(trx: DbHandle, order: OrderRow, charge: ChargeReference, now: string) {
  if (order.subscription_id === null) await startSubscriptions(trx, order, now, charge)
}
