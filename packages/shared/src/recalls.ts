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

/** One order line that took units of a recalled lot, as sold (its pack, if any). */
export interface RecalledLine {
  productId: number
  name: string
  /** The line's item code: its pack's own code, else the product's SKU. */
  sku: string
  pack: { code: string; label: string; unitsPerPack: number } | null
  /** Base units of the recalled lots this line took. */
  units: number
}

/** A line of a recall's replacement order: what was sold, in the same pack, counted as sold. */
export interface ReplacementLine {
  productId: number
  name: string
  sku: string
  pack: RecalledLine['pack']
  /** Packs of the pack, or pieces without one. */
  qty: number
}

/**
 * What replaces `units` collected recalled base units (docs/decisions/0128-recall-collect-and-replace.md):
 * the customer's lines in the order given (oldest first), each as it was sold, the same product and
 * pack. A pack is whole or not at all, so a pack the collected units only part-fill is replaced whole:
 * a recall never leaves the customer short. Lines of one product and pack come together.
 */
export function replacementLines(lines: readonly RecalledLine[], units: number): ReplacementLine[] {
  const out: ReplacementLine[] = []
  let left = Math.max(0, Math.floor(units))
  for (const line of lines) {
    if (left === 0) break
    const taken = Math.min(left, line.units)
    if (taken <= 0) continue
    left -= taken
    const qty = Math.ceil(taken / (line.pack?.unitsPerPack ?? 1))
    const same = out.find((o) => o.productId === line.productId && o.pack?.code === line.pack?.code)
    if (same) same.qty += qty
    else out.push({ productId: line.productId, name: line.name, sku: line.sku, pack: line.pack, qty })
  }
  return out
}
