import type { CustomerRecall } from './schemas/professional'

/**
 * The notices a customer must answer before the shop stops showing a banner on the dashboard and
 * the home page: a high-severity recall, still open, not yet acknowledged. Lower severities reach
 * the customer by mail and the recalls page only.
 */
export function recallsNeedingAnswer<
  R extends Pick<CustomerRecall, 'severity' | 'status' | 'acknowledged_at'>,
>(notices: readonly R[]): R[] {
  return notices.filter((n) => n.severity === 'high' && n.status === 'open' && n.acknowledged_at === null)
}

/** The recall, if any, that took in this lot of this product (lot numbers are the product's own). */
export function recallOfLot<R extends { product_id: number; lots: readonly { lot_number: string }[] }>(
  recalls: readonly R[],
  productId: number,
  lotNumber: string,
): R | undefined {
  return recalls.find((r) => r.product_id === productId && r.lots.some((l) => l.lot_number === lotNumber))
}
