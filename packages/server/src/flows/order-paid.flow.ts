import type { DbHandle } from '../db/connect'
import type { OrderRow } from '../db/schema'
import type { ChargeReference } from '../domains/orders/order-state'
import { shopDay } from '../lib/clock'
import { startSubscriptions } from '../domains/subscriptions/subscription-start'
import { keepChargedCard } from './saved-card.flow'

/**
 * An order paid, inside the transaction of its move to paid: a shopper's own order starts the
 * subscriptions its lines chose, on the card it was charged to, the first renewal counted from the
 * shop's day of the payment; a renewal's order delivers its
 * subscription and starts none. A card the charge kept becomes one of the customer's saved cards,
 * the same record the subscriptions are charged to.
 */
export async function orderPaid(
  trx: DbHandle,
  order: OrderRow,
  charge: ChargeReference,
  now: string,
  timeZone: string,
  provider: string,
) {
  if (order.subscription_id === null) {
    const paymentMethodId = await keepChargedCard(trx, order.user_id, charge, provider)
    await startSubscriptions(trx, order, now, { ...charge, paymentMethodId }, shopDay(now, timeZone))
  }
}
