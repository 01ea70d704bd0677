import { addLine, lineKey } from './cart-lines'
import type { CartNotice, Carts } from './cart-refresh'
import { MAX_LINE_QUANTITY } from './constants'
import type { CartLine } from './schemas/cart'

export interface MergedCarts extends Carts {
  notices: CartNotice[]
}

/**
 * Puts a guest's browser carts into the account's saved carts: a line with the same product, cart
 * and purchase mode (one-time or the same Subscribe & Save interval) gets the guest's quantity
 * added, never past the per-line limit; every other guest line is added as it is. A quantity cut
 * to the limit comes back as a notice, so nothing is lost without the shopper being told. Stock is
 * checked afterwards by `refreshCarts` (which lowers or moves lines, also with notices).
 */
export function mergeCarts(saved: Carts, guest: Carts): MergedCarts {
  const notices: CartNotice[] = []
  const mergeInto = (lines: CartLine[], added: readonly CartLine[]) =>
    added.reduce((acc, line) => {
      const same = acc.find((l) => lineKey(l) === lineKey(line))
      const wanted = (same?.qty ?? 0) + line.qty
      if (wanted > MAX_LINE_QUANTITY) {
        notices.push({
          rowId: same?.rowId ?? line.rowId,
          productId: line.id,
          kind: 'quantity-lowered',
          message: `${line.name}: ${wanted} wanted, but one line holds at most ${MAX_LINE_QUANTITY}; the quantity is ${MAX_LINE_QUANTITY}.`,
        })
      }
      return addLine(acc, line)
    }, lines)
  return {
    cart: mergeInto(
      [...saved.cart],
      guest.cart.map((l) => ({ ...l, back_order: 0 }) as CartLine),
    ),
    backorderCart: mergeInto(
      [...saved.backorderCart],
      guest.backorderCart.map((l) => ({ ...l, back_order: 1 }) as CartLine),
    ),
    notices,
  }
}

/**
 * What this browser added to a cart since `before`: lines it did not hold, and the quantity added
 * to a line it did (same row). A device that takes the server's carts while its own call was out
 * puts these back on them, so a tap made meanwhile is not lost. A line lowered or removed
 * meanwhile is not a change this carries.
 */
export function linesAddedSince(before: readonly CartLine[], now: readonly CartLine[]): CartLine[] {
  return now.flatMap((line) => {
    const was = before.find((l) => l.rowId === line.rowId)
    if (!was) return [line]
    return line.qty > was.qty ? [{ ...line, qty: line.qty - was.qty }] : []
  })
}
