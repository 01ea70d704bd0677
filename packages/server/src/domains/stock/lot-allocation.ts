import type { DbHandle } from '../../db/connect'
import * as lots from './lots.repository'

/**
 * First-expiry-first-out: the units of one order line, taken from the product's shelf lots, the
 * earliest expiry first (docs/requirements/back-office.md §5). Called inside the order's
 * transaction right after checkout's guarded update of the product row, which holds that row (on
 * PostgreSQL its lock, on SQLite the one writer), so two orders never draw on the same lot at once.
 * Units no lot covers (stock written before lots were kept) are taken without a lot record.
 */
export async function takeLineFromLots(trx: DbHandle, orderItemId: number, productId: number, qty: number) {
  let left = qty
  const taken: { order_item_id: number; lot_id: number; quantity: number }[] = []
  for (const lot of await lots.findShelfLots(trx, productId)) {
    if (left === 0) break
    const take = Math.min(left, lot.quantity)
    if (!(await lots.takeFromLot(trx, lot.id, take))) continue
    taken.push({ order_item_id: orderItemId, lot_id: lot.id, quantity: take })
    left -= take
  }
  await lots.insertLineLots(trx, taken)
  if (taken.length) await lots.refreshShelfExpiry(trx, productId)
  return taken
}

/**
 * Gives an order's units back to the lots they came from. A lot no longer on the shelf (quarantined
 * or held since) keeps its units but they are not sellable again, so the product's sellable stock
 * drops by them.
 */
export async function returnOrderLots(trx: DbHandle, orderId: number) {
  const rows = await lots.findOrderLineLots(trx, orderId)
  const products = new Set<number>()
  for (const r of rows) {
    await lots.addToLot(trx, r.lot_id, r.quantity)
    if (r.status !== 'available') await lots.shiftSellable(trx, r.product_id, -r.quantity)
    products.add(r.product_id)
  }
  await lots.deleteOrderLineLots(trx, orderId)
  for (const productId of products) await lots.refreshShelfExpiry(trx, productId)
}

/** The lots each line of an order took (first expiry first out), in the order they were taken. */
export async function lotsTakenByOrder(k: DbHandle, orderId: number) {
  return lots.findOrderLineLots(k, orderId)
}
