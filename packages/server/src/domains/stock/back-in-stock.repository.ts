import { sql } from 'kysely'
import type { DbHandle } from '../../db/connect'
import { containsText } from '../../lib/paging'

// The SQL of back in stock: pre-orders waiting for stock, and shoppers' requests to be mailed.

/** Paid pre-orders still waiting for stock that hold a line of one of `productIds`, oldest first. */
export async function findWaitingPreOrders(k: DbHandle, productIds: number[]) {
  if (!productIds.length) return []
  return k
    .selectFrom('orders')
    .select(['orders.id', 'orders.order_no', 'orders.email'])
    .where('orders.back_order', '=', 1)
    .where('orders.payment_status', '=', 'paid')
    .where('orders.order_status', 'not in', ['Cancelled', 'Delivered'])
    .where('orders.stock_taken_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_items')
          .select('order_items.id')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.product_id', 'in', productIds),
      ),
    )
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .execute()
}

export async function findOrderLines(k: DbHandle, orderId: number) {
  return k
    .selectFrom('order_items')
    .select(['id', 'product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute()
}

export async function findProductFacts(k: DbHandle, productId: number) {
  return k
    .selectFrom('products')
    .select(['product_name', 'slug', sql<number>`quantity - quantity_used`.as('stock')])
    .where('id', '=', productId)
    .executeTakeFirst()
}

/** The shoppers who asked for a product and were not mailed yet, oldest first. */
export async function findOpenRequests(k: DbHandle, productId: number) {
  return k
    .selectFrom('back_in_stock_requests')
    .select(['id', 'email'])
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .orderBy('id')
    .execute()
}

/** Marks a request as answered; false when another delivery claimed it first. */
export async function claimRequest(k: DbHandle, id: number, now: string): Promise<boolean> {
  const claimed = await k
    .updateTable('back_in_stock_requests')
    .set({ notified_at: now })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}

export async function findPublishedProductId(k: DbHandle, productId: number) {
  return k
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('published', '=', 1)
    .executeTakeFirst()
}

/** A shopper's request; asking again re-arms one already answered. */
export async function upsertRequest(
  k: DbHandle,
  r: { productId: number; email: string; userId: number | null; now: string },
) {
  await k
    .insertInto('back_in_stock_requests')
    .values({
      product_id: r.productId,
      email: r.email,
      user_id: r.userId,
      created_at: r.now,
      notified_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['product_id', 'email']).doUpdateSet({ notified_at: null, user_id: r.userId }),
    )
    .execute()
}

/** The back office's pre-orders list: its count and one page, filtered. */
export function preOrdersPage(
  k: DbHandle,
  f: { productId?: number; ready?: boolean; q?: string; dir: 'asc' | 'desc' },
) {
  let base = k
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .where('orders.back_order', '=', 1)
    .where('orders.payment_status', '=', 'paid')
    .where('orders.order_status', 'not in', ['Cancelled', 'Delivered'])
  if (f.productId) {
    const productId = f.productId
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_items')
          .select('order_items.id')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.product_id', '=', productId),
      ),
    )
  }
  if (f.ready !== undefined) base = base.where('orders.stock_taken_at', f.ready ? 'is not' : 'is', null)
  const text = f.q
  if (text) {
    base = base.where((eb) =>
      eb.or([
        containsText('orders.order_no', text),
        containsText('orders.email', text),
        containsText('users.first_name', text),
        containsText('users.last_name', text),
        eb.exists(
          eb
            .selectFrom('order_items')
            .select('order_items.id')
            .whereRef('order_items.order_id', '=', 'orders.id')
            .where(containsText('order_items.product_name', text)),
        ),
      ]),
    )
  }
  return {
    count: () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    rows: (limit: number, offset: number) =>
      base
        .select([
          'orders.id',
          'orders.order_no',
          'orders.created_at',
          'orders.email',
          'orders.stock_taken_at',
          'orders.ready_mailed_at',
          'users.first_name',
          'users.last_name',
          (eb) =>
            eb
              .selectFrom('orders as w')
              .select('w.order_no')
              .whereRef('w.id', '=', 'orders.ships_with_order_id')
              .as('ships_with_order_no'),
          'orders.ships_with_order_id',
        ])
        .orderBy('orders.created_at', f.dir)
        .orderBy('orders.id', f.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
  }
}

/** The lines of some orders with each product's sellable stock now. */
export async function findPreOrderLines(k: DbHandle, orderIds: number[]) {
  if (!orderIds.length) return []
  return k
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.order_id',
      'order_items.product_id',
      'order_items.product_name',
      'order_items.quantity',
      sql<number>`products.quantity - products.quantity_used`.as('stock'),
    ])
    .where('order_items.order_id', 'in', orderIds)
    .orderBy('order_items.id')
    .execute()
}

/** The back office's back-in-stock requests list: its count and one page, filtered. */
export function requestsPage(
  k: DbHandle,
  f: { productId?: number; notified?: boolean; dir: 'asc' | 'desc' },
) {
  let base = k
    .selectFrom('back_in_stock_requests')
    .innerJoin('products', 'products.id', 'back_in_stock_requests.product_id')
  if (f.productId) base = base.where('back_in_stock_requests.product_id', '=', f.productId)
  if (f.notified !== undefined)
    base = base.where('back_in_stock_requests.notified_at', f.notified ? 'is not' : 'is', null)
  return {
    count: () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    rows: (limit: number, offset: number) =>
      base
        .select([
          'back_in_stock_requests.id',
          'back_in_stock_requests.product_id',
          'products.product_name',
          'back_in_stock_requests.email',
          'back_in_stock_requests.user_id as customer_id',
          'back_in_stock_requests.created_at',
          'back_in_stock_requests.notified_at',
        ])
        .orderBy('back_in_stock_requests.created_at', f.dir)
        .orderBy('back_in_stock_requests.id', f.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
  }
}
