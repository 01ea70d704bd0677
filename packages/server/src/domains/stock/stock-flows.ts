import type { DbHandle } from '../../db/connect'

/**
 * What a delivery's waiting pre-orders need written on the order, as stock sees it: the flows floor
 * (packages/server/src/flows/) has orders do each, and the app hands them to stock in the service
 * context (`ctx.stockFlows`), so stock writes no order row and imports no order (docs/architecture.md,
 * "Floors").
 */
export interface StockFlows {
  /** Marks a pre-order's stock as taken; false when it was taken already (by another delivery). */
  claimPreOrderStock(trx: DbHandle, orderId: number, now: string): Promise<boolean>
  /** Records when a pre-order's customer was told it can ship. */
  preOrderReadyMailed(k: DbHandle, orderId: number, now: string): Promise<void>
}
