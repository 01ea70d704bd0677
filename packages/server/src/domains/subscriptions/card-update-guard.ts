import type { CardDetails } from '@shop/shared/schemas/checkout'
import { unprocessable } from '../../errors'
import { logSecurityEvent } from '../../lib/security-events'
import type { ServiceContext } from '../../lib/service-context'
import { clientAddressKey } from '../../plugins/client-address'
import {
  assertCheckoutAllowed,
  PAYMENT_DECLINED_MESSAGE,
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
  card: CardDetails,
  idempotencyKey: string,
) {
  await assertCheckoutAllowed(guard, userId)
  const saved = await ctx.gateway.saveCard(card, idempotencyKey)
  if (saved.status === 'saved') return saved
  await Promise.all([
    guard.limits.declinesAccount.take(String(userId)),
    guard.limits.declinesAddress.take(clientAddressKey(guard.ip)),
  ])
  logSecurityEvent(guard.log, {
    event: 'payment.declined',
    outcome: 'failure',
    userId,
    address: guard.ip,
    detail: { subscriptionNo, reason: saved.message },
  })
  throw unprocessable(PAYMENT_DECLINED_MESSAGE, { cardDetails: [PAYMENT_DECLINED_MESSAGE] })
}
