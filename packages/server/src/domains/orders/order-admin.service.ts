import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/constants'
import { formatDate, formatMoney } from '@shop/shared/format'
import { toDollars } from '@shop/shared/money'
import { writeTransaction } from '../../db/transaction'
import { badRequest, conflict, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { mailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import * as checkoutRepo from '../checkout/checkout.repository'
import { completePaidOrder, failPendingOrder, gatewayKey } from '../checkout/checkout.service'
import { writeInvoice } from './order-documents.service'
import * as repo from './orders.repository'
import { newTrackingCode } from './tracking-code'

/** What the customer reads on a status change unless staff write their own note. */
export const DEFAULT_STATUS_NOTES: Record<OrderStatus, string> = {
  Pending: 'Order placed and payment received.',
  Processing: 'Your order is being prepared.',
  Shipped: 'Your order has been shipped.',
  'Out for Delivery': 'Your order is out for delivery.',
  Delivered: 'Your order has been delivered.',
  Cancelled: 'Your order has been cancelled.',
}

/** Return policy: cancellation only before Out for Delivery. */
const CANCELLABLE_FROM: readonly string[] = ['Pending', 'Processing', 'Shipped']
const FINAL: readonly string[] = ['Delivered', 'Cancelled']

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

export interface StatusChange {
  orderNo: string
  from: string
  to: OrderStatus
  verifyCode: string
  /** Cancellations only: whether the card payment was given back. */
  refund?: 'refunded' | 'failed'
  mailed: boolean
}

async function findOrder(ctx: ServiceContext, ref: string) {
  const order = await repo.findOrderByRef(ctx.db.kysely, ref)
  if (!order) throw notFound(`No order ${ref}.`)
  return order
}

/**
 * Moves a paid order forward (Pending → Processing → Shipped → Out for Delivery → Delivered) or
 * cancels it before Out for Delivery. Each change adds a tracking entry with a tracking id and mails
 * the customer. Cancelling gives the stock and coupon use back (once: the status change is guarded)
 * and refunds the card.
 */
export async function changeOrderStatus(
  ctx: ServiceContext,
  ref: string,
  status: string,
  notes?: string,
): Promise<StatusChange> {
  if (!isOrderStatus(status)) throw badRequest(`Status must be one of: ${ORDER_STATUSES.join(', ')}.`)
  const order = await findOrder(ctx, ref)
  if (order.payment_status !== 'paid') {
    throw conflict(`Order ${order.order_no} is not a paid order (payment ${order.payment_status}).`)
  }
  const from = order.order_status
  if (from === status) throw conflict(`Order ${order.order_no} is already ${status}.`)
  if (FINAL.includes(from))
    throw conflict(`Order ${order.order_no} is ${from}; its status can no longer change.`)
  if (status === 'Cancelled' && !CANCELLABLE_FROM.includes(from)) {
    throw conflict(
      `Order ${order.order_no} is ${from}: orders can be cancelled only before Out for Delivery.`,
    )
  }
  if (
    status !== 'Cancelled' &&
    ORDER_STATUSES.indexOf(status) < ORDER_STATUSES.indexOf(from as OrderStatus)
  ) {
    throw conflict(`Order ${order.order_no} is ${from}; it cannot go back to ${status}.`)
  }
  const verifyCode = newTrackingCode()
  const note = notes?.trim() || DEFAULT_STATUS_NOTES[status]
  await writeTransaction(ctx.db, async (trx) => {
    const now = nowIso()
    if (!(await repo.updateOrderStatus(trx, order.id, from, status, now))) {
      throw conflict(`Order ${order.order_no} changed meanwhile; look at it again.`)
    }
    await checkoutRepo.insertTrackingEntry(trx, {
      order_id: order.id,
      verify_code: verifyCode,
      status,
      notes: note,
      created_at: now,
    })
    if (status === 'Cancelled') {
      if (!order.back_order) {
        for (const q of await checkoutRepo.findOrderQuantities(trx, order.id)) {
          await checkoutRepo.releaseStock(trx, q.product_id, Number(q.qty))
        }
      }
      await checkoutRepo.releaseCouponUse(trx, order.id)
    }
  })

  const change: StatusChange = { orderNo: order.order_no, from, to: status, verifyCode, mailed: false }
  if (status === 'Cancelled' && order.transaction_id) {
    const refund = await ctx.gateway.refund(order.transaction_id, order.grand_total_cents)
    change.refund = refund.status
    if (refund.status === 'refunded') {
      await repo.setPaymentStatus(ctx.db.kysely, order.id, 'paid', 'refunded', nowIso())
    } else {
      ctx.log.error({ orderId: order.id, reason: refund.message }, 'refund failed; refund by hand')
    }
  }
  try {
    const body = await mails['order-status']({
      shop: mailShop(ctx.config),
      orderNo: order.order_no,
      placedOn: formatDate(order.created_at, ctx.config.shop.timeZone),
      status,
      note,
      trackingId: verifyCode,
      total: formatMoney(order.grand_total_cents),
      refunded: change.refund === 'refunded' ? formatMoney(order.grand_total_cents) : undefined,
    })
    await ctx.mailer.send({ to: order.email, subject: `Order ${order.order_no}: ${status}`, ...body })
    change.mailed = true
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'status mail not sent')
  }
  return change
}

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
    let record
    try {
      record = await ctx.gateway.lookup({ idempotencyKey: gatewayKey(order) })
    } catch (error) {
      ctx.log.error({ err: error, orderId: order.id }, 'gateway lookup failed; order stays pending')
      report.unknown.push(order.order_no)
      continue
    }
    if (record.status === 'approved') {
      const done = await completePaidOrder(ctx, order.id, {
        transactionId: record.transactionId,
        cardBrand: record.cardBrand,
        cardLast4: record.cardLast4,
      })
      if (done) report.paid.push(order.order_no)
      continue
    }
    const message =
      record.status === 'not_found'
        ? 'The payment was not completed.'
        : record.status === 'declined'
          ? (record.message ?? 'Card declined')
          : 'The payment was refunded.'
    const failed = await failPendingOrder(ctx, order.id, {
      message,
      transactionId: record.status === 'not_found' ? null : record.transactionId,
      cardBrand: record.status === 'not_found' ? null : record.cardBrand,
      cardLast4: record.status === 'not_found' ? null : record.cardLast4,
    })
    if (failed) report.failed.push(order.order_no)
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

/** Writes a paid order's invoice PDF again (e.g. after the first attempt failed); answers its URL path. */
export async function regenerateInvoice(ctx: ServiceContext, ref: string): Promise<string> {
  const order = await findOrder(ctx, ref)
  if (order.payment_status === 'pending' || order.payment_status === 'failed') {
    throw conflict(`Order ${order.order_no} is not paid (payment ${order.payment_status}).`)
  }
  return writeInvoice(ctx, order.id)
}
