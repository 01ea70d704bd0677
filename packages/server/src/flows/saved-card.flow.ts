import type { DbHandle } from '../db/connect'
import type { ServiceContext } from '../lib/service-context'
import type { ChargeReference } from '../domains/orders/order-state'
import { recordSavedCard } from '../domains/payments/payment-methods.service'
import { paymentMethodSubscriptions } from '../domains/subscriptions/subscriptions.repository'

/**
 * A card kept by an order's charge (its shopper ticked 'Save this card', or a subscription needs
 * it) becomes one of the customer's saved cards, in the paid move's transaction: answers its row,
 * which the order's subscriptions are charged to. Null when the charge kept no card.
 */
export async function keepChargedCard(
  trx: DbHandle,
  userId: number,
  charge: ChargeReference,
  provider: string,
): Promise<number | null> {
  if (!charge.reusableToken) return null
  return recordSavedCard(trx, {
    userId,
    provider,
    token: charge.reusableToken,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    cardExpiry: charge.cardExpiry ?? null,
  })
}

/** Which of the customer's saved cards their active and paused subscriptions are charged to. */
export async function subscriptionsOnCards(ctx: ServiceContext, userId: number) {
  const rows = await paymentMethodSubscriptions(ctx.db.kysely, userId)
  return rows.map((r) => ({ paymentMethodId: r.payment_method_id!, subscriptionNo: r.subscription_no }))
}
