import type { DbHandle } from '../db/connect'
import type { OrderLineLotTaken } from '../domains/orders/order-flows'
import { lotsTakenByOrder } from '../domains/stock/lot-allocation'

/** The lots each line of an order took, from stock, for the back office's order view and packing slip. */
export async function orderLotsTaken(k: DbHandle, orderId: number): Promise<OrderLineLotTaken[]> {
  return lotsTakenByOrder(k, orderId)
}
