import type { Insertable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { ReturnsTable } from '../../db/schema'

/** Statuses whose units count as returned (a refused return gives its units back to the order). */
export const COUNTED_STATUSES = ['requested', 'approved', 'received', 'refunding', 'refunded', 'credited']

export async function findOrderOf(k: DbHandle, orderId: number) {
  return k.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
}

/** The day an order was delivered (its 'Delivered' tracking entry), or undefined. */
export async function findDeliveredAt(k: DbHandle, orderId: number) {
  const row = await k
    .selectFrom('order_tracking')
    .select('created_at')
    .where('order_id', '=', orderId)
    .where('status', '=', 'Delivered')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.created_at
}

/** The order's lines with the product's return rule and the units already in a return. */
export async function findReturnableLines(k: DbHandle, orderId: number) {
  return k
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.id',
      'i.product_id',
      'i.product_name',
      'i.sku',
      'i.quantity',
      'i.unit_price_cents',
      'p.returnability',
      (eb) =>
        eb
          .selectFrom('return_lines as rl')
          .innerJoin('returns as r', 'r.id', 'rl.return_id')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('rl.quantity'), e.lit(0)).as('n'))
          .whereRef('rl.order_item_id', '=', 'i.id')
          .where('r.status', 'in', COUNTED_STATUSES)
          .as('returned'),
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute()
}

export async function insertReturn(trx: DbHandle, values: Insertable<ReturnsTable>) {
  const row = await trx.insertInto('returns').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function setReturnNo(trx: DbHandle, id: number, returnNo: string) {
  await trx.updateTable('returns').set({ return_no: returnNo }).where('id', '=', id).execute()
}

export async function insertLines(
  trx: DbHandle,
  lines: { return_id: number; order_item_id: number; product_id: number; quantity: number; opened: number }[],
) {
  if (lines.length) await trx.insertInto('return_lines').values(lines).execute()
}

export async function insertPhotos(
  trx: DbHandle,
  photos: { return_id: number; file: string; mime: string; bytes: number }[],
) {
  if (photos.length) await trx.insertInto('return_photos').values(photos).execute()
}

export async function findReturn(k: DbHandle, id: number) {
  return k.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findReturns(
  k: DbHandle,
  filter: { userId?: number; orderId?: number; status?: string },
) {
  let q = k.selectFrom('returns').selectAll()
  if (filter.userId !== undefined) q = q.where('user_id', '=', filter.userId)
  if (filter.orderId !== undefined) q = q.where('order_id', '=', filter.orderId)
  if (filter.status !== undefined) q = q.where('status', '=', filter.status)
  return q.orderBy('id', 'desc').limit(200).execute()
}

export async function findLines(k: DbHandle, returnIds: number[]) {
  if (!returnIds.length) return []
  return k
    .selectFrom('return_lines as rl')
    .innerJoin('order_items as i', 'i.id', 'rl.order_item_id')
    .leftJoin('products as p', 'p.id', 'rl.product_id')
    .select([
      'rl.id',
      'rl.return_id',
      'rl.order_item_id',
      'rl.product_id',
      'rl.quantity',
      'rl.opened',
      'i.product_name',
      'i.sku',
      'i.unit_price_cents',
      'p.returnability',
    ])
    .where('rl.return_id', 'in', returnIds)
    .orderBy('rl.id')
    .execute()
}

export async function findReceipts(k: DbHandle, lineIds: number[]) {
  if (!lineIds.length) return []
  return k
    .selectFrom('return_receipts')
    .selectAll()
    .where('return_line_id', 'in', lineIds)
    .orderBy('id')
    .execute()
}

export async function findPhotos(k: DbHandle, returnIds: number[]) {
  if (!returnIds.length) return []
  return k
    .selectFrom('return_photos')
    .select(['id', 'return_id', 'mime', 'bytes', 'file'])
    .where('return_id', 'in', returnIds)
    .orderBy('id')
    .execute()
}

export async function findOrderNumbers(k: DbHandle, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, string>()
  const rows = await k.selectFrom('orders').select(['id', 'order_no']).where('id', 'in', orderIds).execute()
  return new Map(rows.map((r) => [r.id, r.order_no]))
}

/** Moves a return from one status to another; false when it was no longer in `from`. */
export async function moveReturn(
  trx: DbHandle,
  id: number,
  from: string,
  to: string,
  set: Partial<
    Pick<
      ReturnsTable,
      | 'decision_note'
      | 'return_method'
      | 'label_ref'
      | 'refund_cents'
      | 'refund_to'
      | 'refund_transaction'
      | 'refunded_at'
    >
  >,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('returns')
    .set({ ...set, status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertReceipt(
  trx: DbHandle,
  r: {
    return_line_id: number
    quantity: number
    disposition: string
    lot_id: number | null
    note: string
    staff_id: number | null
    created_at: string
  },
) {
  await trx.insertInto('return_receipts').values(r).execute()
}

/** Another return of the order whose refund already gave the shipping back. */
export async function shippingRefundedBefore(k: DbHandle, orderId: number, exceptId: number) {
  const row = await k
    .selectFrom('returns')
    .select('id')
    .where('order_id', '=', orderId)
    .where('id', '!=', exceptId)
    .where('shop_at_fault', '=', 1)
    .where('status', 'in', ['refunding', 'refunded', 'credited'])
    .executeTakeFirst()
  return row !== undefined
}

/** What returns already gave back to the card of an order (refunding counted: it is reserved). */
export async function cardRefundedByReturns(k: DbHandle, orderId: number) {
  const row = await k
    .selectFrom('returns')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refund_cents'), eb.lit(0)).as('n'))
    .where('order_id', '=', orderId)
    .where('refund_to', '=', 'card')
    .where('status', 'in', ['refunding', 'refunded'])
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The amount a return gives back, fixed when its refund is reserved. */
export async function setRefundCents(trx: DbHandle, id: number, cents: number) {
  await trx.updateTable('returns').set({ refund_cents: cents }).where('id', '=', id).execute()
}

/** The reason staff found on receipt, and whether it makes the shop at fault. */
export async function correctReason(trx: DbHandle, id: number, reason: string, shopAtFault: boolean) {
  await trx
    .updateTable('returns')
    .set({ reason, shop_at_fault: shopAtFault ? 1 : 0 })
    .where('id', '=', id)
    .execute()
}
