import { createHash } from 'node:crypto'
import type { CheckoutPayload } from '@shop/shared/schemas/checkout'
import type { FastifyBaseLogger } from 'fastify'
import { tooManyRequests } from '../../lib/login-throttle'
import { logSecurityEvent } from '../../lib/security-events'
import type { ShopLimits } from '../../lib/shop-limits'
import { clientAddressKey } from '../../plugins/client-address'

/**
 * What the browser is told for every card decline. The order keeps the gateway's reason for staff;
 * telling it to the browser would help someone testing stolen card numbers.
 */
export const PAYMENT_DECLINED_MESSAGE = 'Card declined'

/** The limits, log and trusted client address a checkout attempt is judged with. */
export interface CheckoutGuard {
  limits: ShopLimits
  log: FastifyBaseLogger
  ip: string
}

/**
 * Card testing: too many attempts, or too many declines, from one account or one address answer
 * 429 before anything is priced or charged.
 */
export async function assertCheckoutAllowed(guard: CheckoutGuard, userId: number): Promise<void> {
  const { limits } = guard
  const address = clientAddressKey(guard.ip)
  const [attemptOk, accountDeclinesOk, addressDeclinesOk] = await Promise.all([
    limits.checkoutAccount.take(String(userId)),
    limits.declinesAccount.allows(String(userId)),
    limits.declinesAddress.allows(address),
  ])
  if (attemptOk && accountDeclinesOk && addressDeclinesOk) return
  logSecurityEvent(guard.log, {
    event: 'rate_limit.hit',
    outcome: 'refused',
    userId,
    address: guard.ip,
    detail: { limit: !attemptOk ? 'checkout-attempts' : 'card-declines' },
  })
  throw tooManyRequests(!attemptOk ? limits.checkoutAccount.windowMs : limits.declinesAccount.windowMs)
}

/**
 * Counts a decline against the account and the address, and logs it with the real reason and what
 * was being paid for (an order, a subscription's new card).
 */
export async function recordDecline(
  guard: CheckoutGuard,
  userId: number,
  detail: { reason: string } & ({ orderId: number } | { subscriptionNo: string }),
): Promise<void> {
  await Promise.all([
    guard.limits.declinesAccount.take(String(userId)),
    guard.limits.declinesAddress.take(clientAddressKey(guard.ip)),
  ])
  logSecurityEvent(guard.log, {
    event: 'payment.declined',
    outcome: 'failure',
    userId,
    address: guard.ip,
    detail,
  })
}

/**
 * The hash kept with an Idempotency-Key, to tell a retry from a different order under the same key.
 * The body holds no card number (the schema refuses one), only the card element's token.
 */
export function checkoutBodyHash(payload: CheckoutPayload, kind: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ kind, ...payload }))
    .digest('hex')
}
