import { formatDate } from '@shop/shared/format'
import type { Order, OrderLineLot } from '@shop/shared/schemas/orders'
import type { DbHandle } from '../../db/connect'
import * as repo from './orders.repository'

/**
 * The lots each order line took (first expiry first out, recorded with the order), so the buyer
 * reads the lot numbers and expiry dates shipped: the basis of a recall by lot.
 */
export async function lineLots(k: DbHandle, orderItemIds: readonly number[]) {
  if (!orderItemIds.length) return new Map<number, OrderLineLot[]>()
  const rows = await repo.findLotsOfLines(k, orderItemIds)
  const byItem = new Map<number, OrderLineLot[]>()
  for (const r of rows) {
    const list = byItem.get(r.order_item_id) ?? []
    list.push({ lot_number: r.lot_number, expiry_date: r.expiry_date, quantity: r.quantity })
    byItem.set(r.order_item_id, list)
  }
  return byItem
}

/** The orders with each line's lots. */
export async function withLineLots<T extends Pick<Order, 'items'>>(k: DbHandle, orders: T[]): Promise<T[]> {
  const lots = await lineLots(
    k,
    orders.flatMap((o) => o.items.map((i) => i.id)),
  )
  return orders.map((o) => ({ ...o, items: o.items.map((i) => ({ ...i, lots: lots.get(i.id) ?? [] })) }))
}

/** 'Lot L1 (exp 01-01-2030) x2, Lot L2 x1': a line's lots as documents print them. */
export function lotsLine(lots: readonly OrderLineLot[], separator = ', '): string {
  return lots
    .map(
      (l) =>
        `Lot ${l.lot_number}${l.expiry_date ? ` (exp ${formatDate(l.expiry_date)})` : ''} x${l.quantity}`,
    )
    .join(separator)
}
