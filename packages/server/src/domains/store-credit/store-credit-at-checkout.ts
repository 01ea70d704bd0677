import type { DbHandle } from '../../db/connect'
import { nowIso } from '../../lib/clock'
import { spendOnOrder } from './store-credit.service'

/**
 * The least the card pays of an order store credit covers (cents): card processors refuse smaller
 * charges, and every order is paid through the one payment path (docs/decisions/0111-store-credit-at-checkout.md).
 */
export const CARD_MINIMUM_CENTS = 50

/**
 * Checkout's one call: spends the customer's store credit on the new pending order, inside its
 * transaction, before the card is charged. Answers the cents spent; the card is charged the rest.
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
    keepForCardCents: CARD_MINIMUM_CENTS,
    now: nowIso(),
  })
}
