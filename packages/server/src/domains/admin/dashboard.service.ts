import { isoDateIn } from '@shop/shared/format'
import {
  DASHBOARD_LIST_LIMIT,
  EXPIRY_WARNING_DAYS,
  type Dashboard,
} from '@shop/shared/schemas/admin/dashboard'
import { dayStartIn, addDaysToDate } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { countOrdersWaiting, sumOrdersSince } from '../orders/orders.admin.repository'
import { readShopSettings } from '../../settings/settings.service'
import { DUE_WITHIN_DAYS } from '../subscriptions/subscriptions.admin.service'
import * as repo from './dashboard.repository'

const count = (row: { n: number | string | bigint }) => Number(row.n)

/** The back office's first screen (docs/requirements/back-office.md §8), days in the shop's time zone. */
export async function dashboardFigures(ctx: ServiceContext, now = new Date()): Promise<Dashboard> {
  const k = ctx.db.kysely
  const today = isoDateIn(now, ctx.config.shop.timeZone)
  const settings = await readShopSettings(k)
  const [
    sales,
    waiting,
    lowStock,
    lots,
    due,
    failed,
    unanswered,
    ready,
    returns,
    licences,
    accounts,
    recalls,
    collections,
  ] = await Promise.all([
    sumOrdersSince(k, dayStartIn(today, ctx.config.shop.timeZone)),
    countOrdersWaiting(k),
    repo.findLowStock(k, settings.low_stock_threshold, DASHBOARD_LIST_LIMIT),
    repo.findLotsExpiringBy(k, addDaysToDate(today, EXPIRY_WARNING_DAYS), DASHBOARD_LIST_LIMIT),
    repo.countSubscriptionsDueBy(k, addDaysToDate(today, DUE_WITHIN_DAYS)),
    repo.countFailedRenewals(k),
    repo.countUnansweredContactMessages(k),
    repo.countPreOrdersReady(k),
    repo.countReturnsByStatus(k, ['requested', 'received']),
    repo.countPendingLicenceApplications(k),
    repo.countPendingBusinessAccounts(k),
    repo.countRecallsAwaitingAnswers(k),
    repo.countRecallCollectionsWaiting(k),
  ])
  const returnsAt = (status: string) => Number(returns.find((r) => r.status === status)?.n ?? 0)
  return {
    today: { date: today, orders: sales.orders, revenue_cents: sales.cents },
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
    returns_to_decide: returnsAt('requested'),
    returns_to_refund: returnsAt('received'),
    licence_applications_pending: count(licences),
    business_accounts_pending: count(accounts),
    recalls_awaiting_answers: count(recalls),
    recall_collections_waiting: count(collections),
  }
}
