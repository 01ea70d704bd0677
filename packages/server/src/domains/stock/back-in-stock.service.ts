import type { z } from 'zod'
import type { BackInStockRequestsQuerySchema, PreOrdersQuerySchema } from '@shop/shared/schemas/admin/stock'
import { NOTIFY_WHEN_BACK_MESSAGE } from '@shop/shared/schemas/admin/stock'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { AppError, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { pageOf } from '../../lib/paging'
import type { ServiceContext } from '../../lib/service-context'
import { mailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import * as repo from './back-in-stock.repository'
import { reserveStock } from './stock-units.service'

// Back in stock (docs/requirements/back-office.md §6): pre-orders take their stock when a delivery
// lets them ship, and shoppers who asked are told once.

export interface BackInStockReport {
  product_id: number
  pre_orders_ready: { order_id: number; order_no: string; email: string }[]
  requests_mailed: number
}

/**
 * Takes a waiting pre-order's stock (every line, first-expiry-first-out, as checkout does) if all
 * of it is there now; false when something is still short (nothing taken) or it was taken already.
 */
async function takePreOrderStock(ctx: ServiceContext, orderId: number): Promise<boolean> {
  try {
    return await writeTransaction(ctx.db, async (trx) => {
      if (!(await ctx.stockFlows.claimPreOrderStock(trx, orderId, nowIso()))) return false
      const lines = await repo.findOrderLines(trx, orderId)
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

async function sendBackInStock(ctx: ServiceContext, to: string, productId: number, orderNo?: string) {
  const product = await repo.findProductFacts(ctx.db.kysely, productId)
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
  for (const order of await repo.findWaitingPreOrders(ctx.db.kysely, productIds)) {
    if (!(await takePreOrderStock(ctx, order.id))) continue
    const lines = await repo.findOrderLines(ctx.db.kysely, order.id)
    const mainProduct = lines.find((l) => reports.has(l.product_id))!.product_id
    if (await sendBackInStock(ctx, order.email, mainProduct, order.order_no)) {
      await ctx.stockFlows.preOrderReadyMailed(ctx.db.kysely, order.id, nowIso())
    }
    for (const l of lines) {
      reports
        .get(l.product_id)
        ?.pre_orders_ready.push({ order_id: order.id, order_no: order.order_no, email: order.email })
    }
  }
  for (const productId of productIds) {
    const product = await repo.findProductFacts(ctx.db.kysely, productId)
    if (!product || Number(product.stock) <= 0) continue
    const requests = await repo.findOpenRequests(ctx.db.kysely, productId)
    for (const r of requests) {
      // Claimed before mailing, so two deliveries at once never mail a shopper twice.
      if (!(await repo.claimRequest(ctx.db.kysely, r.id, nowIso()))) continue
      if (await sendBackInStock(ctx, r.email, productId)) reports.get(productId)!.requests_mailed += 1
    }
  }
  return [...reports.values()]
}

/** A shopper asks to be mailed when a product is back; asking again re-arms a request already answered. */
export async function requestBackInStock(db: Db, productId: number, email: string, userId: number | null) {
  if (!(await repo.findPublishedProductId(db.kysely, productId))) throw notFound('No such product.')
  await repo.upsertRequest(db.kysely, { productId, email, userId, now: nowIso() })
  return { message: NOTIFY_WHEN_BACK_MESSAGE }
}

export async function listPreOrders(k: DbHandle, q: z.output<typeof PreOrdersQuerySchema>) {
  const source = repo.preOrdersPage(k, { productId: q.product_id, ready: q.ready, q: q.q, dir: q.dir })
  const page = await pageOf(q, source.count, source.rows, (r) => r)
  const lines = await repo.findPreOrderLines(
    k,
    page.items.map((o) => o.id),
  )
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
        ships_with:
          o.ships_with_order_id && o.ships_with_order_no
            ? { id: o.ships_with_order_id, order_no: o.ships_with_order_no }
            : null,
      }
    }),
  }
}

export async function listBackInStockRequests(
  k: DbHandle,
  q: z.output<typeof BackInStockRequestsQuerySchema>,
) {
  const source = repo.requestsPage(k, { productId: q.product_id, notified: q.notified, dir: q.dir })
  return pageOf(q, source.count, source.rows, (r) => r)
}
