import type { OrderTrackingEntry } from './orders.api'

/** The Track Order dialog shows at most this many status entries (docs/requirements/orders-and-subscriptions.md). */
export const TRACKING_ENTRIES_SHOWN = 3

/** The latest tracking entries first, at most three (docs/requirements/orders-and-subscriptions.md §3). */
export function latestTrackingEntries(entries: readonly OrderTrackingEntry[]): OrderTrackingEntry[] {
  return [...entries]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, TRACKING_ENTRIES_SHOWN)
}
