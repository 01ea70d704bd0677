import type { DbHandle } from '../../db/connect'
import { nowIso } from '../../lib/clock'
import { spendOnOrder } from './store-credit.service'

/**
 * Checkout's one call: spends the customer's store credit on the new pending order, inside its
 * transaction, before the card is charged. Answers the cents spent (`creditToSpend` of the balance); the card is
 * charged the rest.
 */
export async function spendCreditOnOrder(
  trx: DbHandle,
  userId: number,
  orderId: number,
  totalCents: number,
): Promise<number> {
  return spendOnOrder(trx, {
    userId,
    orderId,
    totalCents,
    now: nowIso(),
  })
}
