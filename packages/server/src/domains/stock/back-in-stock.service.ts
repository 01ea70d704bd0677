import type { z } from 'zod'
import type { BackInStockRequestsQuerySchema, PreOrdersQuerySchema } from '@shop/shared/schemas/admin/stock'
import { NOTIFY_WHEN_BACK_MESSAGE } from '@shop/shared/schemas/admin/stock'
import { sql } from 'kysely'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { AppError, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { pageOf } from '../../lib/paging'
import type { ServiceContext } from '../../lib/service-context'
import { mailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import { reserveStock } from './stock-units.service'

// Back in stock (docs/requirements/back-office.md §6): pre-orders take their stock when a delivery
// lets them ship, and shoppers who asked are told once.

export interface BackInStockReport {
  product_id: number
  pre_orders_ready: { order_id: number; order_no: string; email: string }[]
  requests_mailed: number
}

/** Paid pre-orders still waiting for stock that hold a line of one of `productIds`, oldest first. */
async function waitingPreOrders(k: DbHandle, productIds: number[]) {
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

/**
 * Takes a waiting pre-order's stock (every line, first-expiry-first-out, as checkout does) if all
 * of it is there now; false when something is still short (nothing taken) or it was taken already.
 */
async function takePreOrderStock(db: Db, orderId: number): Promise<boolean> {
  try {
    return await writeTransaction(db, async (trx) => {
      const claimed = await trx
        .updateTable('orders')
        .set({ stock_taken_at: nowIso() })
        .where('id', '=', orderId)
        .where('stock_taken_at', 'is', null)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) return false
      const lines = await trx
        .selectFrom('order_items')
        .select(['id', 'product_id', 'quantity'])
        .where('order_id', '=', orderId)
        .execute()
      await reserveStock(
        trx,
        lines.map((l) => ({ orderItemId: l.id, productId: l.product_id, qty: l.quantity })),
      )
      return true
    })
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false
    throw error
  }
}

async function productFacts(k: DbHandle, productId: number) {
  return k
    .selectFrom('products')
    .select(['product_name', 'slug', sql<number>`quantity - quantity_used`.as('stock')])
    .where('id', '=', productId)
    .executeTakeFirst()
}

async function sendBackInStock(ctx: ServiceContext, to: string, productId: number, orderNo?: string) {
  const product = await productFacts(ctx.db.kysely, productId)
  if (!product) return false
  const shop = mailShop(ctx.config)
  try {
    const body = await mails['back-in-stock']({
      shop,
      productName: product.product_name,
      productUrl: `${shop.url}/product-detail/${product.slug}`,
      orderNo,
    })
    const subject = orderNo
      ? `Your pre-order ${orderNo} can now ship`
      : `${product.product_name} is back in stock`
    await ctx.mailer.send({ to, subject, ...body })
    return true
  } catch (error) {
    ctx.log.error({ err: error, productId }, 'back-in-stock mail not sent')
    return false
  }
}

/** After stock arrived for `productIds`: ship what pre-orders can, mail their customers and the shoppers who asked. */
export async function announceBackInStock(
  ctx: ServiceContext,
  productIds: number[],
): Promise<BackInStockReport[]> {
  const reports = new Map<number, BackInStockReport>(
    productIds.map((id) => [id, { product_id: id, pre_orders_ready: [], requests_mailed: 0 }]),
  )
  for (const order of await waitingPreOrders(ctx.db.kysely, productIds)) {
    if (!(await takePreOrderStock(ctx.db, order.id))) continue
    const lines = await ctx.db.kysely
      .selectFrom('order_items')
      .select('product_id')
      .where('order_id', '=', order.id)
      .execute()
    const mainProduct = lines.find((l) => reports.has(l.product_id))!.product_id
    if (await sendBackInStock(ctx, order.email, mainProduct, order.order_no)) {
      await ctx.db.kysely
        .updateTable('orders')
        .set({ ready_mailed_at: nowIso() })
        .where('id', '=', order.id)
        .execute()
    }
    for (const l of lines) {
      reports
        .get(l.product_id)
        ?.pre_orders_ready.push({ order_id: order.id, order_no: order.order_no, email: order.email })
    }
  }
  for (const productId of productIds) {
    const product = await productFacts(ctx.db.kysely, productId)
    if (!product || Number(product.stock) <= 0) continue
    const requests = await ctx.db.kysely
      .selectFrom('back_in_stock_requests')
      .select(['id', 'email'])
      .where('product_id', '=', productId)
      .where('notified_at', 'is', null)
      .orderBy('id')
      .execute()
    for (const r of requests) {
      // Claimed before mailing, so two deliveries at once never mail a shopper twice.
      const claimed = await ctx.db.kysely
        .updateTable('back_in_stock_requests')
        .set({ notified_at: nowIso() })
        .where('id', '=', r.id)
        .where('notified_at', 'is', null)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) continue
      if (await sendBackInStock(ctx, r.email, productId)) reports.get(productId)!.requests_mailed += 1
    }
  }
  return [...reports.values()]
}

/** A shopper asks to be mailed when a product is back; asking again re-arms a request already answered. */
export async function requestBackInStock(db: Db, productId: number, email: string, userId: number | null) {
  const product = await db.kysely
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('published', '=', 1)
    .executeTakeFirst()
  if (!product) throw notFound('No such product.')
  await db.kysely
    .insertInto('back_in_stock_requests')
    .values({ product_id: productId, email, user_id: userId, created_at: nowIso(), notified_at: null })
    .onConflict((oc) =>
      oc.columns(['product_id', 'email']).doUpdateSet({ notified_at: null, user_id: userId }),
    )
    .execute()
  return { message: NOTIFY_WHEN_BACK_MESSAGE }
}

export async function listPreOrders(k: DbHandle, q: z.output<typeof PreOrdersQuerySchema>) {
  let base = k
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .where('orders.back_order', '=', 1)
    .where('orders.payment_status', '=', 'paid')
    .where('orders.order_status', 'not in', ['Cancelled', 'Delivered'])
  if (q.product_id) {
    const productId = q.product_id
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
  if (q.ready !== undefined) base = base.where('orders.stock_taken_at', q.ready ? 'is not' : 'is', null)
  const page = await pageOf(
    q,
    () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (limit, offset) =>
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
        ])
        .orderBy('orders.created_at', q.dir)
        .orderBy('orders.id', q.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
    (r) => r,
  )
  const ids = page.items.map((o) => o.id)
  const lines = ids.length
    ? await k
        .selectFrom('order_items')
        .innerJoin('products', 'products.id', 'order_items.product_id')
        .select([
          'order_items.order_id',
          'order_items.product_id',
          'order_items.product_name',
          'order_items.quantity',
          sql<number>`products.quantity - products.quantity_used`.as('stock'),
        ])
        .where('order_items.order_id', 'in', ids)
        .orderBy('order_items.id')
        .execute()
    : []
  return {
    ...page,
    items: page.items.map((o) => {
      const own = lines
        .filter((l) => l.order_id === o.id)
        .map((l) => ({
          product_id: l.product_id,
          product_name: l.product_name,
          quantity: l.quantity,
          stock: Number(l.stock),
        }))
      return {
        order_id: o.id,
        order_no: o.order_no,
        created_at: o.created_at,
        email: o.email,
        customer_name: `${o.first_name} ${o.last_name}`.trim(),
        lines: own,
        // Taken already, or every line has the stock now.
        can_ship: Boolean(o.stock_taken_at) || own.every((l) => l.stock >= l.quantity),
        notified_at: o.ready_mailed_at,
      }
    }),
  }
}

export async function listBackInStockRequests(
  k: DbHandle,
  q: z.output<typeof BackInStockRequestsQuerySchema>,
) {
  let base = k
    .selectFrom('back_in_stock_requests')
    .innerJoin('products', 'products.id', 'back_in_stock_requests.product_id')
  if (q.product_id) base = base.where('back_in_stock_requests.product_id', '=', q.product_id)
  if (q.notified !== undefined)
    base = base.where('back_in_stock_requests.notified_at', q.notified ? 'is not' : 'is', null)
  return pageOf(
    q,
    () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (limit, offset) =>
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
        .orderBy('back_in_stock_requests.created_at', q.dir)
        .orderBy('back_in_stock_requests.id', q.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
    (r) => r,
  )
}
