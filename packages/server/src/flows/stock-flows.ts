import { claimPreOrderStock, markReadyMailed } from '../domains/orders/orders.repository'
import type { StockFlows } from '../domains/stock/stock-flows'

/** What stock's deliveries start on the orders they let ship, as the app hands them to stock (`ctx.stockFlows`). */
export const stockFlows: StockFlows = {
  claimPreOrderStock,
  preOrderReadyMailed: markReadyMailed,
}
