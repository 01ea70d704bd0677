import type { Cents } from './money'

/**
 * The least the card pays of an order store credit covers (cents): card processors refuse smaller
 * charges, and every order is paid through the one payment path (docs/decisions/0111-store-credit-at-checkout.md).
 */
export const CARD_MINIMUM_CENTS = 50

/**
 * How much of a balance an order of this total spends: all of it, up to the total less what the
 * card must still pay. The server takes this much from the guarded balance; the checkout page shows
 * the same figure beforehand.
 */
export function creditToSpend(balanceCents: number, totalCents: number): Cents {
  return Math.max(0, Math.min(balanceCents, totalCents - CARD_MINIMUM_CENTS)) as Cents
}
