import { unprocessable } from '../../errors'
import type { ServiceContext } from '../../lib/service-context'
import type { PaymentMethod } from '../payments/gateway'
import {
  assertCheckoutAllowed,
  PAYMENT_DECLINED_MESSAGE,
  recordDecline,
  type CheckoutGuard,
} from '../checkout/checkout-guard'

/**
 * Has the gateway check and keep a subscription's new card, under checkout's limits: the attempt
 * counts as a checkout attempt, a refused card as a decline of the account and of the address,
 * and every refusal answers 'Card declined' (the gateway's reason goes to the security log only),
 * so the card form cannot be used to test stolen cards.
 */
export async function saveSubscriptionCard(
  ctx: ServiceContext,
  guard: CheckoutGuard,
  userId: number,
  subscriptionNo: string,
  method: PaymentMethod,
  idempotencyKey: string,
) {
  await assertCheckoutAllowed(guard, userId)
  const saved = await ctx.gateway.saveCard(method, idempotencyKey)
  if (saved.status === 'saved') return saved
  await recordDecline(guard, userId, { subscriptionNo, reason: saved.message })
  throw unprocessable(PAYMENT_DECLINED_MESSAGE, { paymentToken: [PAYMENT_DECLINED_MESSAGE] })
}
