import type { DbHandle } from '../db/connect'
import type { OrderLineUnits } from '../domains/orders/order-flows'
import { reserveStock } from '../domains/stock/stock-units.service'

/**
 * An order placed, inside the transaction that writes it: stock takes its lines' units (guarded
 * updates in product id order); a shortfall throws and the whole order is rolled back.
 */
export async function orderPlaced(trx: DbHandle, lines: readonly OrderLineUnits[]) {
  await reserveStock(trx, lines)
}
