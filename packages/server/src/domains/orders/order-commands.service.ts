import { ORDER_STATUSES } from '@shop/shared/constants'
import { toDollars } from '@shop/shared/money'
import { badRequest, conflict } from '../../errors'
import type { ServiceContext } from '../../lib/service-context'
import { writeInvoice } from './order-documents.service'
import { findOrderByRef } from './order-lifecycle.service'
import { settlePendingOrder } from './order-payment.service'
import { isOrderStatus } from './order-state'
import * as repo from './orders.repository'

// Staff work on orders (the `shop` command): listing, settling orders a crash left pending, and
// invoices. Status changes and cancellations are the order lifecycle's (order-lifecycle.service.ts).

export interface StaffOrderLine {
  id: number
  order_no: string
  email: string
  order_status: string
  payment_status: string
  grand_total: number
  back_order: number
  created_at: string
}

/** The newest orders, optionally of one order status or payment status. */
export async function listOrders(
  ctx: ServiceContext,
  filter: { status?: string; payment?: string; limit?: number },
): Promise<StaffOrderLine[]> {
  if (filter.status && !isOrderStatus(filter.status)) {
    throw badRequest(`Status must be one of: ${ORDER_STATUSES.join(', ')}.`)
  }
  const rows = await repo.findOrdersForStaff(ctx.db.kysely, {
    orderStatus: filter.status,
    paymentStatus: filter.payment,
    limit: filter.limit ?? 50,
  })
  return rows.map(({ grand_total_cents, ...r }) => ({ ...r, grand_total: toDollars(grand_total_cents) }))
}

export interface SettleReport {
  paid: string[]
  failed: string[]
  /** The gateway could not be asked: still pending, try again later. */
  unknown: string[]
  /** Paid orders whose missing invoice PDF was written now. */
  invoices: string[]
}

/**
 * Settles orders left pending by a crash between the two checkout transactions: asks the gateway
 * what happened to each charge (by the idempotency key it was made with), then marks the order paid
 * (with its tracking entry, subscriptions, invoice and mail) or failed with its stock given back.
 * Only orders older than `olderThanMinutes` are touched, so checkouts still in flight are left alone.
 * Paid orders whose invoice was never written get it now.
 */
export async function settlePendingOrders(
  ctx: ServiceContext,
  opts: { olderThanMinutes: number },
): Promise<SettleReport> {
  const before = new Date(Date.now() - opts.olderThanMinutes * 60_000).toISOString()
  const report: SettleReport = { paid: [], failed: [], unknown: [], invoices: [] }
  for (const order of await repo.findPendingOrders(ctx.db.kysely, before)) {
    const outcome = await settlePendingOrder(ctx, order)
    if (outcome === 'paid') report.paid.push(order.order_no)
    else if (outcome === 'failed') report.failed.push(order.order_no)
    else if (outcome === 'unknown') report.unknown.push(order.order_no)
  }
  for (const order of await repo.findPaidOrdersWithoutInvoice(ctx.db.kysely, before)) {
    try {
      await writeInvoice(ctx, order.id)
      report.invoices.push(order.order_no)
    } catch (error) {
      ctx.log.error({ err: error, orderId: order.id }, 'invoice still not written')
    }
  }
  return report
}

/** Writes a paid order's invoice PDF again (e.g. after the first attempt failed); answers its file's path. */
export async function regenerateInvoice(ctx: ServiceContext, ref: string): Promise<string> {
  const order = await findOrderByRef(ctx, ref)
  if (order.payment_status === 'pending' || order.payment_status === 'failed') {
    throw conflict(`Order ${order.order_no} is not paid (payment ${order.payment_status}).`)
  }
  return writeInvoice(ctx, order.id)
}
