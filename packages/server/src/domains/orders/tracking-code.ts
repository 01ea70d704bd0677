import { randomInt } from 'node:crypto'

// No 0/O or 1/I: the code is read out over the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A tracking id for one status entry (docs/requirements/orders-and-subscriptions.md §1), e.g. 'TRK-7KQ2M9XH4C'. */
export function newTrackingCode(): string {
  let code = ''
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `TRK-${code}`
}
