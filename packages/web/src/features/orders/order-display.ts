import { formatDate, formatDollars } from '@shop/shared/format'
import type { OrderRefund } from '@shop/shared/schemas/orders'
import type { OrderTrackingEntry } from './orders.api'

/** The Track Order dialog shows at most this many status entries (docs/requirements/orders-and-subscriptions.md). */
export const TRACKING_ENTRIES_SHOWN = 3

/** The latest tracking entries first, at most three (docs/requirements/orders-and-subscriptions.md §3). */
export function latestTrackingEntries(entries: readonly OrderTrackingEntry[]): OrderTrackingEntry[] {
  return [...entries]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, TRACKING_ENTRIES_SHOWN)
}

/**
 * What a cancelled and refunded order tells its shopper: how much went back, to which card, and
 * when (a bank takes a few working days to show it).
 */
export function refundText(refund: OrderRefund, timeZone: string): string {
  const card = refund.card_last4
    ? `your ${refund.card_brand ?? 'card'} ending ${refund.card_last4}`
    : 'your card'
  return `${formatDollars(refund.amount)} was refunded to ${card} on ${formatDate(refund.refunded_at, timeZone)}. Your bank may take a few working days to show it.`
}
