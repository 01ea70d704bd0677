import { isoDateIn } from './format'
import type { Cents } from './money'
import { RETURNABILITY, type Returnability } from './returnability'

/**
 * Returns and store credit, the rules both sides use: whether a product may come back, why, what a
 * return refunds to the cent. The server decides with these; the pages show the same answers.
 */

// The kinds and their labels live apart, so the product page's first load does not carry the rules.
export { RETURNABILITY, RETURNABILITY_LABELS, type Returnability } from './returnability'

/** What the product page and the policy say of each. */
export const RETURNABILITY_NOTES: Readonly<Record<Returnability, string>> = {
  returnable: 'Can be returned within the return window after delivery.',
  unopened_only: 'Can be returned within the return window if unopened, in its original sealed packaging.',
  damaged_or_wrong_only:
    'For safety (sterile, cold-chain, professional-only or personal-care item) this cannot be returned unless it arrived damaged, expired or was the wrong item.',
}

export function isReturnability(value: unknown): value is Returnability {
  return typeof value === 'string' && (RETURNABILITY as readonly string[]).includes(value)
}

export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'no_longer_needed',
  'expired_on_arrival',
  'other',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong item',
  no_longer_needed: 'No longer needed',
  expired_on_arrival: 'Expired on arrival',
  other: 'Other',
}

/** The shop's fault: the item comes back whatever its rule, and shipping is refunded too. */
export function isShopAtFault(reason: ReturnReason): boolean {
  return reason === 'damaged' || reason === 'wrong_item' || reason === 'expired_on_arrival'
}

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'refused',
  'received',
  'refunding',
  'refunded',
  'credited',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested, awaiting review',
  approved: 'Approved, send the items back',
  refused: 'Refused',
  received: 'Items received',
  refunding: 'Refund in progress',
  refunded: 'Refunded to your card',
  credited: 'Refunded as store credit',
}

/** The same steps as the back office reads them: the staff's voice, naming what they do next. */
export const RETURN_STATUS_STAFF_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested, to review',
  approved: 'Approved, waiting for the items',
  refused: 'Refused',
  received: 'Items received, to refund',
  refunding: 'Refund in progress',
  refunded: "Refunded to the customer's card",
  credited: 'Refunded as store credit',
}

export const REFUND_TO = ['card', 'credit'] as const
export type RefundTo = (typeof REFUND_TO)[number]

/** What staff do with a unit received back. */
export const RECEIPT_DISPOSITIONS = ['restock', 'quarantine', 'write_off'] as const
export type ReceiptDisposition = (typeof RECEIPT_DISPOSITIONS)[number]

export const DEFAULT_RETURN_WINDOW_DAYS = 30

/**
 * Why a line may not be returned, or null when it may. An unopened-only item may come back opened
 * only when the shop was at fault; a damaged-or-wrong-only item only then.
 */
export function lineRefusal(
  productName: string,
  rule: Returnability,
  reason: ReturnReason,
  opened: boolean,
): string | null {
  if (isShopAtFault(reason)) return null
  if (rule === 'damaged_or_wrong_only') {
    return `${productName} cannot be returned unless it arrived damaged, expired or was the wrong item.`
  }
  if (rule === 'unopened_only' && opened) {
    return `${productName} has been opened; opened items of this kind cannot be returned unless damaged, expired or wrong.`
  }
  return null
}

/**
 * Why the return form does not let a line be ticked, or null when it may: an item returnable only
 * when the shop was at fault waits for such a reason, so nobody ticks it only to be refused on
 * sending. Opened packaging is answered after ticking, by lineRefusal.
 */
export function lineNotChoosable(rule: Returnability, reason: ReturnReason | ''): string | null {
  if (rule !== 'damaged_or_wrong_only' || (reason !== '' && isShopAtFault(reason))) return null
  return reason === ''
    ? 'Returnable only if it arrived damaged, expired or was the wrong item: choose that reason first.'
    : 'Not returnable for this reason: only if it arrived damaged, expired or was the wrong item.'
}

/** The last day (YYYY-MM-DD) a return may be started, from the delivery day. */
export function returnDeadline(deliveredDay: string, windowDays: number): string {
  const d = new Date(`${deliveredDay}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + windowDays)
  return d.toISOString().slice(0, 10)
}

/**
 * The return window by the shop's calendar (its time zone, not UTC): the last day a return may start
 * and whether `now` is still on or before it. A customer writing at 21:30 on the last day is in time,
 * although UTC has already turned the page.
 */
export function returnWindow(
  deliveredAt: string,
  windowDays: number,
  now: string | Date,
  timeZone: string,
): { deadline: string; open: boolean } {
  const deadline = returnDeadline(isoDateIn(deliveredAt, timeZone), windowDays)
  return { deadline, open: isoDateIn(now, timeZone) <= deadline }
}

/** The order's figures a refund is shared out of. */
export interface RefundOrderFigures {
  subTotalCents: Cents
  couponDiscountCents: Cents
  shippingChargeCents: Cents
  taxCents: Cents
}

/**
 * What returning `valueCents` of goods (unit price × units) gives back: the goods less their share
 * of the coupon, plus their share of the tax, plus shipping when the shop was at fault (once per
 * order: `shippingAlreadyRefunded`). Shares are proportional and rounded half up; the caller caps
 * the sum at what the order still has to give back, so rounding can never refund a cent too much.
 */
export function returnRefundCents(
  order: RefundOrderFigures,
  valueCents: Cents,
  includeShipping: boolean,
): { goodsCents: Cents; couponCents: Cents; taxCents: Cents; shippingCents: Cents; totalCents: Cents } {
  const share = (amount: Cents) =>
    order.subTotalCents > 0 ? Math.round((amount * valueCents) / order.subTotalCents) : 0
  const couponCents = Math.min(valueCents, share(order.couponDiscountCents))
  const taxCents = share(order.taxCents)
  const shippingCents = includeShipping ? order.shippingChargeCents : 0
  return {
    goodsCents: valueCents,
    couponCents,
    taxCents,
    shippingCents,
    totalCents: valueCents - couponCents + taxCents + shippingCents,
  }
}
