import { sql, type Insertable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { OrderItemsTable, OrdersTable } from '../../db/schema'

// The writes of an order's life: creating it (with its stock and coupon use), the guarded status
// changes, and giving stock and coupon back. Only the order lifecycle module calls these.

export async function findOrderById(k: DbHandle, orderId: number) {
  return k.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
}

export async function insertOrder(trx: DbHandle, values: Insertable<OrdersTable>): Promise<number> {
  const row = await trx.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function setOrderNumber(trx: DbHandle, orderId: number, orderNo: string) {
  await trx.updateTable('orders').set({ order_no: orderNo }).where('id', '=', orderId).execute()
}

/** Inserts the lines and answers their ids, in the order given. */
export async function insertOrderItems(
  trx: DbHandle,
  rows: Insertable<OrderItemsTable>[],
): Promise<number[]> {
  if (!rows.length) return []
  const inserted = await trx.insertInto('order_items').values(rows).returning('id').execute()
  return inserted.map((r) => r.id)
}

/** Units per product an order reserved: what a failed or cancelled order gives back. */
export async function findOrderQuantities(k: DbHandle, orderId: number) {
  return (
    k
      .selectFrom('order_items')
      // A pack line's quantity counts packs; its stock was quantity times the pack's units.
      .select(['product_id', (eb) => eb.fn.sum<number>(sql<number>`quantity * units_per_pack`).as('qty')])
      .where('order_id', '=', orderId)
      .groupBy('product_id')
      .orderBy('product_id')
      .execute()
  )
}

export async function insertCouponRedemption(
  trx: DbHandle,
  values: { coupon_id: number; user_id: number; order_id: number; created_at: string },
) {
  await trx.insertInto('coupon_redemptions').values(values).execute()
}

export async function findCouponRedemptions(trx: DbHandle, orderId: number) {
  return trx
    .selectFrom('coupon_redemptions')
    .select(['id', 'coupon_id'])
    .where('order_id', '=', orderId)
    .execute()
}

export async function deleteCouponRedemption(trx: DbHandle, id: number) {
  await trx.deleteFrom('coupon_redemptions').where('id', '=', id).execute()
}

/** pending → paid; false when the order is no longer pending (someone settled it meanwhile). */
export async function markOrderPaid(
  trx: DbHandle,
  orderId: number,
  values: {
    transaction_id: string | null
    card_brand: string | null
    card_last4: string | null
    now: string
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({
      payment_status: 'paid',
      order_status: 'Pending',
      transaction_id: values.transaction_id,
      card_brand: values.card_brand,
      card_last4: values.card_last4,
      paid_at: values.now,
      updated_at: values.now,
    })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** pending → failed; false when the order is no longer pending. */
export async function markOrderFailed(
  trx: DbHandle,
  orderId: number,
  values: {
    message: string
    transaction_id: string | null
    card_brand: string | null
    card_last4: string | null
    now: string
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({
      payment_status: 'failed',
      payment_error: values.message,
      transaction_id: values.transaction_id,
      card_brand: values.card_brand,
      card_last4: values.card_last4,
      updated_at: values.now,
    })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertTrackingEntry(
  trx: DbHandle,
  values: { order_id: number; verify_code: string; status: string; notes: string; created_at: string },
) {
  await trx.insertInto('order_tracking').values(values).execute()
}

/** Moves an order from one status to another; false when it was no longer in `from` (someone else moved it). */
export async function updateOrderStatus(
  trx: DbHandle,
  orderId: number,
  from: string,
  to: string,
  now: string,
) {
  const result = await trx
    .updateTable('orders')
    .set({ order_status: to, updated_at: now })
    .where('id', '=', orderId)
    .where('order_status', '=', from)
    .where('payment_status', '=', 'paid')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The paid pre-orders, not cancelled, that ship with order `orderId` (oldest first). */
export async function findTravellingPreOrders(k: DbHandle, orderId: number) {
  return k
    .selectFrom('orders')
    .select(['id', 'order_no', 'order_status', 'stock_taken_at'])
    .where('ships_with_order_id', '=', orderId)
    .where('payment_status', '=', 'paid')
    .where('order_status', '!=', 'Cancelled')
    .orderBy('id')
    .execute()
}

/** The pre-orders no longer travel with their paid order: each ships on its own. */
export async function unlinkPreOrders(k: DbHandle, preOrderIds: readonly number[], now: string) {
  if (preOrderIds.length === 0) return
  await k
    .updateTable('orders')
    .set({ ships_with_order_id: null, updated_at: now })
    .where('id', 'in', preOrderIds)
    .execute()
}

/** A paid order's payment given back: how much and when, kept for the shopper's order page. */
export async function markOrderRefunded(
  k: DbHandle,
  orderId: number,
  amountCents: number,
  now: string,
): Promise<boolean> {
  const result = await k
    .updateTable('orders')
    .set({ payment_status: 'refunded', refunded_cents: amountCents, refunded_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'paid')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Part of a delivered order given back for a return (or undone when the gateway refused it): one
 * guarded update, so the parts together never come to more than the order's total.
 */
export async function shiftReturnRefund(
  k: DbHandle,
  orderId: number,
  deltaCents: number,
  now: string,
): Promise<boolean> {
  const result = await k
    .updateTable('orders')
    .set({
      refunded_cents: sql`coalesce(refunded_cents, 0) + ${deltaCents}`,
      refunded_at: deltaCents > 0 ? now : sql`refunded_at`,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'paid')
    .where(sql<boolean>`coalesce(refunded_cents, 0) + ${deltaCents} <= grand_total_cents`)
    .where(sql<boolean>`coalesce(refunded_cents, 0) + ${deltaCents} >= 0`)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function countCouponRedemptions(k: DbHandle, couponId: number, userId: number): Promise<number> {
  const row = await k
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** How many times one customer may use a coupon; null for no limit. */
export async function findCouponUseLimit(k: DbHandle, couponId: number): Promise<number | null> {
  const row = await k
    .selectFrom('coupons')
    .select('max_uses_per_customer')
    .where('id', '=', couponId)
    .executeTakeFirst()
  return row?.max_uses_per_customer ?? null
}

/** How an order is paid: 'card' (the default), 'account', or 'replacement' (sent at no charge). */
export async function setPaymentMethod(
  trx: DbHandle,
  orderId: number,
  method: 'card' | 'account' | 'replacement',
) {
  await trx.updateTable('orders').set({ payment_method: method }).where('id', '=', orderId).execute()
}

/** What of an order's total its store credit paid (the card pays the rest). */
export async function setStoreCreditSpent(trx: DbHandle, orderId: number, cents: number) {
  await trx.updateTable('orders').set({ store_credit_cents: cents }).where('id', '=', orderId).execute()
}
