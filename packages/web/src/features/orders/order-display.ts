import type { OrderTrackingEntry } from './orders.api'

/** The spec's Track Order modal shows at most this many status entries. */
export const TRACKING_ENTRIES_SHOWN = 3

/** The latest tracking entries first, at most three (spec 2 'Orders'). */
export function latestTrackingEntries(entries: readonly OrderTrackingEntry[]): OrderTrackingEntry[] {
  return [...entries]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, TRACKING_ENTRIES_SHOWN)
}

/** An ISO timestamp as 'dd-mm-yyyy HH:MM' in the shopper's own time zone (tracking entries). */
export function localDateTime(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`
}
