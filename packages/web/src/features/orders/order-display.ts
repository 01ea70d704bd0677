import type { OrderTrackingEntry } from './orders.api'

/** The Track Order dialog shows at most this many status entries (docs/requirements/orders-and-subscriptions.md §3). */
export const TRACKING_ENTRIES_SHOWN = 3

/** The latest tracking entries first, at most three (docs/requirements/orders-and-subscriptions.md §3). */
export function latestTrackingEntries(entries: readonly OrderTrackingEntry[]): OrderTrackingEntry[] {
  return [...entries]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, TRACKING_ENTRIES_SHOWN)
}

/** The address fields an order keeps as JSON text (docs/requirements/accounts.md §7). */
export interface OrderAddress {
  first_name?: string | null
  middle_name?: string | null
  last_name?: string | null
  phone?: string | null
  email?: string | null
  flat_apartment?: string | null
  address?: string | null
  street?: string | null
  city?: string | null
  state?: string | null
  zipcode?: string | null
  country?: string | null
}

/** An order's address (JSON text, or already an object) as display lines; empty when absent or unreadable. */
export function addressLines(value: unknown): string[] {
  let address: OrderAddress | null = null
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(value)
      if (typeof parsed === 'object' && parsed !== null) address = parsed as OrderAddress
      // A plain text address (the pickup address is one) is shown as it is.
      else if (typeof parsed === 'string') return [parsed]
    } catch {
      return [value]
    }
  } else if (typeof value === 'object' && value !== null) {
    address = value as OrderAddress
  }
  if (!address) return []
  const join = (...parts: Array<string | null | undefined>) =>
    parts.filter((p) => typeof p === 'string' && p.trim() !== '').join(', ')
  const name = [address.first_name, address.middle_name, address.last_name]
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .join(' ')
  return [
    name,
    join(address.flat_apartment, address.address, address.street),
    join(address.city, address.state, address.zipcode),
    join(address.country),
    join(address.phone),
  ].filter((line) => line !== '')
}
