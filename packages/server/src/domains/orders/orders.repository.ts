import type { DbHandle, Dialect } from '../../db/connect'
import { sql } from 'kysely'

/** Orders a customer sees: paid ones, and cancelled ones that were refunded. Pending and failed payments never show. */
export const LISTED_PAYMENT_STATUSES = ['paid', 'refunded'] as const

function yearRange(year: number): [string, string] {
  return [`${year}-01-01T00:00:00.000Z`, `${year + 1}-01-01T00:00:00.000Z`]
}

function customerOrders(k: DbHandle, userId: number, year?: number) {
  let q = k
    .selectFrom('orders')
    .where('orders.user_id', '=', userId)
    .where('orders.payment_status', 'in', LISTED_PAYMENT_STATUSES)
  if (year !== undefined) {
    const [from, to] = yearRange(year)
    q = q.where('orders.created_at', '>=', from).where('orders.created_at', '<', to)
  }
  return q
}

/** Every column of the order, and the number of the order a pre-order ships with. */
function withShipsWith(q: ReturnType<typeof customerOrders>) {
  return q
    .selectAll('orders')
    .select((eb) =>
      eb
        .selectFrom('orders as w')
        .select('w.order_no')
        .whereRef('w.id', '=', 'orders.ships_with_order_id')
        .as('ships_with_order_no'),
    )
}

/** A page of a customer's orders, newest first. */
export async function findCustomerOrders(
  k: DbHandle,
  userId: number,
  opts: { year?: number; limit: number; offset: number },
) {
  return withShipsWith(customerOrders(k, userId, opts.year))
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute()
}

export async function countCustomerOrders(k: DbHandle, userId: number, year?: number): Promise<number> {
  const row = await customerOrders(k, userId, year)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** One of the customer's listed orders, or undefined (another customer's order looks the same as none). */
export async function findCustomerOrder(k: DbHandle, userId: number, orderId: number) {
  return withShipsWith(customerOrders(k, userId)).where('orders.id', '=', orderId).executeTakeFirst()
}
export type CustomerOrderRow = NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>

/** The lines of some orders with their products as the catalogue has them now. */
export async function findOrderItems(k: DbHandle, orderIds: readonly number[]) {
  if (orderIds.length === 0) return []
  return k
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.id',
      'order_items.order_id',
      'order_items.product_id',
      'order_items.quantity',
      'order_items.unit_price_cents',
      'order_items.line_total_cents',
      'order_items.subscription_months',
      'order_items.product_name',
      'order_items.sku',
      'order_items.pack_code',
      'order_items.pack_label',
      'order_items.units_per_pack',
      'products.product_code',
      'products.thumbnail',
      'products.thumbnail_name',
      'products.thumbnail_compress',
      'products.slug',
    ])
    .where('order_items.order_id', 'in', orderIds)
    .orderBy('order_items.id')
    .execute()
}
export type OrderItemRow = Awaited<ReturnType<typeof findOrderItems>>[number]

export async function findTrackingEntries(k: DbHandle, orderId: number) {
  return k
    .selectFrom('order_tracking')
    .select(['verify_code', 'created_at', 'status', 'notes'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** Cents the customer has paid for orders that were not refunded. */
export async function sumPaidOrders(k: DbHandle, userId: number): Promise<number> {
  const row = await k
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('grand_total_cents'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('payment_status', '=', 'paid')
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** The years (from created_at) in which the customer has listed orders. */
export async function findOrderYears(k: DbHandle, userId: number): Promise<number[]> {
  const rows = await customerOrders(k, userId)
    .select(sql<string>`substr(created_at, 1, 4)`.as('year'))
    .distinct()
    .execute()
  return rows.map((r) => Number(r.year))
}

/** An order by id or by order number, for the staff command. */
export async function findOrderById(k: DbHandle, orderId: number) {
  return k.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
}

export async function findOrderByRef(k: DbHandle, ref: string) {
  const q = k.selectFrom('orders').selectAll()
  return /^\d+$/.test(ref)
    ? q.where('id', '=', Number(ref)).executeTakeFirst()
    : q.where('order_no', '=', ref.toUpperCase()).executeTakeFirst()
}

/** The order a card charge paid, by the charge's transaction id. */
export async function findOrderByTransactionId(k: DbHandle, transactionId: string) {
  return k.selectFrom('orders').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst()
}

/** A customer's orders still waiting for their payment's answer (a 3-D Secure challenge among them). */
export async function findPendingOrdersOf(k: DbHandle, userId: number) {
  return k
    .selectFrom('orders')
    .select(['id', 'order_no', 'idempotency_key'])
    .where('user_id', '=', userId)
    .where('payment_status', '=', 'pending')
    .orderBy('id')
    .execute()
}

export async function findOrdersForStaff(
  k: DbHandle,
  filter: { orderStatus?: string; paymentStatus?: string; limit: number },
) {
  let q = k
    .selectFrom('orders')
    .select([
      'id',
      'order_no',
      'email',
      'order_status',
      'payment_status',
      'grand_total_cents',
      'back_order',
      'created_at',
    ])
  if (filter.orderStatus) q = q.where('order_status', '=', filter.orderStatus)
  if (filter.paymentStatus) q = q.where('payment_status', '=', filter.paymentStatus)
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute()
}

/** Orders whose payment is still pending and that were created before `before`. */
export async function findPendingOrders(k: DbHandle, before: string) {
  return (
    k
      .selectFrom('orders')
      .selectAll()
      .where('payment_status', '=', 'pending')
      // At or before: with olderThanMinutes 0 an order made in the same millisecond counts too.
      .where('created_at', '<=', before)
      .orderBy('id')
      .execute()
  )
}

/** Paid orders created before `before` whose invoice was never written (it failed, or the process died first). */
export async function findPaidOrdersWithoutInvoice(k: DbHandle, before: string) {
  return k
    .selectFrom('orders')
    .select(['id', 'order_no'])
    .where('payment_status', '=', 'paid')
    .where('invoice_pdf', 'is', null)
    .where('created_at', '<=', before)
    .orderBy('id')
    .execute()
}

export async function setInvoicePdf(k: DbHandle, orderId: number, invoicePdf: string) {
  await k.updateTable('orders').set({ invoice_pdf: invoicePdf }).where('id', '=', orderId).execute()
}

export async function findOrderWithCustomer(k: DbHandle, orderId: number) {
  return k
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.first_name', 'users.last_name'])
    .select((eb) =>
      eb
        .selectFrom('orders as w')
        .select('w.order_no')
        .whereRef('w.id', '=', 'orders.ships_with_order_id')
        .as('ships_with_order_no'),
    )
    .where('orders.id', '=', orderId)
    .executeTakeFirst()
}

/** An order's lines as they were bought (whether or not the product is still in the catalogue). */
export async function findOrderLinesAsBought(k: DbHandle, orderId: number) {
  return k
    .selectFrom('order_items')
    .select([
      'product_id',
      'quantity',
      'unit_price_cents',
      'subscription_months',
      'product_name',
      'sku',
      'pack_code',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
}

/** The lots each of these order lines took, with their numbers and expiry dates, in the order taken. */
export async function findLotsOfLines(k: DbHandle, orderItemIds: readonly number[]) {
  return k
    .selectFrom('order_item_lots as il')
    .innerJoin('stock_lots as l', 'l.id', 'il.lot_id')
    .select(['il.order_item_id', 'l.lot_number', 'l.expiry_date', 'il.quantity'])
    .where('il.order_item_id', 'in', [...orderItemIds])
    .orderBy('il.id')
    .execute()
}

/**
 * Locks an order's row until the transaction ends, so work on one order (its returns, for
 * instance) is checked one at a time: FOR NO KEY UPDATE on PostgreSQL, the lock an update of the
 * row would take; SQLite runs one write transaction at a time anyway.
 */
export async function lockOrderForUpdate(trx: DbHandle, dialect: Dialect, orderId: number) {
  let query = trx.selectFrom('orders').select('id').where('id', '=', orderId)
  if (dialect === 'postgres') query = query.forNoKeyUpdate()
  await query.executeTakeFirst()
}

/** Marks a pre-order's stock as taken; false when it was taken already (by another delivery). */
export async function claimPreOrderStock(trx: DbHandle, orderId: number, now: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('orders')
    .set({ stock_taken_at: now })
    .where('id', '=', orderId)
    .where('stock_taken_at', 'is', null)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}

/** Records when a pre-order's customer was told it can ship. */
export async function markReadyMailed(k: DbHandle, orderId: number, now: string) {
  await k.updateTable('orders').set({ ready_mailed_at: now }).where('id', '=', orderId).execute()
}
