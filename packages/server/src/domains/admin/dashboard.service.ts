import { isoDateIn } from '@shop/shared/format'
import {
  DASHBOARD_LIST_LIMIT,
  EXPIRY_WARNING_DAYS,
  type Dashboard,
} from '@shop/shared/schemas/admin/dashboard'
import { sql } from 'kysely'
import { dayStartIn, addDaysToDate } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { countOrdersWaiting, sumOrdersSince } from '../orders/orders.admin.repository'
import { readShopSettings } from '../../settings/settings.service'
import { DUE_WITHIN_DAYS } from '../subscriptions/subscriptions.admin.service'

const count = (row: { n: number | string | bigint }) => Number(row.n)

/** The back office's first screen (docs/requirements/back-office.md §8), days in the shop's time zone. */
export async function dashboardFigures(ctx: ServiceContext, now = new Date()): Promise<Dashboard> {
  const k = ctx.db.kysely
  const today = isoDateIn(now, ctx.config.shop.timeZone)
  const settings = await readShopSettings(k)
  const stock = sql<number>`quantity - quantity_used`
  const [sales, waiting, lowStock, lots, due, failed, unanswered, ready] = await Promise.all([
    sumOrdersSince(k, dayStartIn(today, ctx.config.shop.timeZone)),
    countOrdersWaiting(k),
    k
      .selectFrom('products')
      .select(['id', 'product_name', 'sku', stock.as('stock')])
      .where('published', '=', 1)
      .where(stock, '<=', settings.low_stock_threshold)
      .orderBy(stock)
      .orderBy('id')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
    k
      .selectFrom('stock_lots as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.id', 'l.product_id', 'p.product_name', 'l.lot_number', 'l.expiry_date', 'l.quantity'])
      .where('l.status', '=', 'available')
      .where('l.quantity', '>', 0)
      .where('l.expiry_date', 'is not', null)
      .where('l.expiry_date', '<=', addDaysToDate(today, EXPIRY_WARNING_DAYS))
      .orderBy('l.expiry_date')
      .orderBy('l.id')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
    k
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where('next_date', '<=', addDaysToDate(today, DUE_WITHIN_DAYS))
      .executeTakeFirstOrThrow(),
    k
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where('failed_attempts', '>', 0)
      .executeTakeFirstOrThrow(),
    k
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('answered_at', 'is', null)
      .executeTakeFirstOrThrow(),
    k
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('back_order', '=', 1)
      .where('stock_taken_at', 'is not', null)
      .where('order_status', 'in', ['Pending', 'Processing'])
      .executeTakeFirstOrThrow(),
  ])
  return {
    today: { orders: sales.orders, revenue_cents: sales.cents },
    orders_waiting: waiting.map((w) => ({ status: w.order_status, count: Number(w.n) })),
    low_stock: lowStock.map((p) => ({
      product_id: p.id,
      product_name: p.product_name,
      sku: p.sku,
      stock: Number(p.stock),
    })),
    lots_expiring: lots.map((l) => ({
      lot_id: l.id,
      product_id: l.product_id,
      product_name: l.product_name,
      lot_number: l.lot_number,
      expiry_date: l.expiry_date!,
      quantity: l.quantity,
    })),
    subscriptions_due_this_week: count(due),
    failed_renewals: count(failed),
    unanswered_contact_messages: count(unanswered),
    pre_orders_ready: count(ready),
  }
}
