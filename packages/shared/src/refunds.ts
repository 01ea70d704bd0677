import type { Cents } from './money'
import { returnRefundCents, type RefundOrderFigures } from './returns'

/**
 * Refunds, the rules every refund follows whatever starts it (a cancellation, a return, a charge
 * that arrived after its order had failed): what the card paid, who may give how much back, and the
 * most each means may still return. The server decides with these; the back office shows the same.
 */

/** What the card paid of an order: its total less the store credit spent on it. */
export function cardShareCents(order: { grandTotalCents: number; storeCreditCents: number }): Cents {
  return Math.max(0, order.grandTotalCents - order.storeCreditCents) as Cents
}

/** Staff roles as far as refunds are concerned. */
export type RefundRole = 'owner' | 'staff'

/**
 * Why this member may not give `cents` back, or null when they may: above the owner's refund limit
 * (a shop setting) only an owner refunds, to the card or as store credit alike.
 */
export function refundLimitRefusal(
  role: RefundRole | string,
  cents: number,
  limitCents: number,
): string | null {
  if (role === 'owner' || cents <= limitCents) return null
  return "Refunds above the owner's limit need an owner."
}

/** How a refund is given back. */
export type RefundMeans = 'card' | 'credit'

/** The order's figures a refund is capped by. */
export interface RefundCapFigures {
  grandTotalCents: number
  /** Given back so far by every means (reservations included). */
  refundedCents: number
  storeCreditCents: number
  /** Given back to the card so far (reservations included). */
  cardRefundedCents: number
  /** Still owed on the order's invoice on account (0 for an order paid by card). */
  unpaidCents: number
}

/**
 * What a refund of `wantedCents` (a return's value, or a cancellation's whole order) gives back, by
 * means, never more than was paid by it:
 * - `cents`: what the order's refunded amount grows by, never past its total;
 * - `creditNoteCents`: the part that was never paid (on account), taken off the open invoice;
 * - `paidBackCents`: the rest, to the card or as store credit;
 * - `refusal`: set when the card is asked for more than it paid and has not yet had back.
 */
export function refundAmount(
  wantedCents: number,
  order: RefundCapFigures,
  means: RefundMeans,
): {
  cents: Cents
  creditNoteCents: Cents
  paidBackCents: Cents
  cardLeftCents: Cents
  refusal: string | null
} {
  const cents = Math.max(0, Math.min(wantedCents, order.grandTotalCents - order.refundedCents))
  const creditNoteCents = Math.min(cents, Math.max(0, order.unpaidCents))
  const paidBackCents = cents - creditNoteCents
  const cardLeftCents = Math.max(0, cardShareCents(order) - order.cardRefundedCents)
  const refusal =
    means === 'card' && paidBackCents > cardLeftCents ? 'more than the card paid and has not had back' : null
  return {
    cents: cents as Cents,
    creditNoteCents: creditNoteCents as Cents,
    paidBackCents: paidBackCents as Cents,
    cardLeftCents: cardLeftCents as Cents,
    refusal,
  }
}

/**
 * What refunding a return gives back, the one rule for it: the goods' value with their share of the
 * coupon and tax and shipping when the shop was at fault (`returnRefundCents`), then capped as every
 * refund is (`refundAmount`).
 */
export function returnRefund(
  order: RefundOrderFigures & RefundCapFigures,
  valueCents: Cents,
  includeShipping: boolean,
  means: RefundMeans,
) {
  return refundAmount(returnRefundCents(order, valueCents, includeShipping).totalCents, order, means)
}
