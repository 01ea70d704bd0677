import { randomInt } from 'node:crypto'

// No 0/O or 1/I: the code is read out over the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A tracking id for one status entry (docs/requirements/orders-and-subscriptions.md §1), e.g. 'TRK-7KQ2M9XH4C'. */
export function newTrackingCode(): string {
  let code = ''
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `TRK-${code}`
}

/** True for an id the shop made itself: a reference of the entry, never a carrier's number. */
export function isShopTrackingCode(code: string): boolean {
  return /^TRK-[A-Z2-9]{10}$/.test(code)
}

/**
 * The carrier's tracking id a status entry shows the shopper, or null: a pickup order has no
 * carrier, a cancellation ships nothing, and the shop's own reference is not a carrier's number.
 */
export function carrierTrackingId(entry: { verify_code: string; status: string }, pickup: boolean) {
  if (pickup || entry.status === 'Cancelled' || isShopTrackingCode(entry.verify_code)) return null
  return entry.verify_code
}
