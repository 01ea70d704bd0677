import { formatDate } from '@shop/shared/format'
import { isPackable, paymentLabel, statusAppliesTo } from '@shop/shared/order-status'
import { itemCodeText, soldItemName } from '@shop/shared/packs'
import { readAddress } from '@shop/shared/postal-address'
import type {
  AdminOrderDetail,
  AdminOrderSummary,
  AdminOrdersQuerySchema,
  OrderChangeResponse,
} from '@shop/shared/schemas/admin/orders'
import type { OrderStatus } from '@shop/shared/constants'
import type { Paged } from '@shop/shared/schemas/admin/common'
import type { z } from 'zod'
import { AppError, notFound } from '../../errors'
import { dayStartIn, nextDay } from '../../lib/clock'
import { pageOf } from '../../lib/paging'
import type { ServiceContext } from '../../lib/service-context'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { packingSlipPdf, sendOrderConfirmation } from './order-documents.service'
import { changeOrderStatus } from './order-lifecycle.service'
import { STATUS_TRANSITIONS } from './order-state'
import * as adminRepo from './orders.admin.repository'
import * as repo from './orders.repository'
import * as lifecycleRepo from './order-lifecycle.repository'
import { carrierTrackingId } from './tracking-code'
import { isWaitingForStock } from './travelling-pre-orders'
/** The staff member acting, as orders needs them: who for the audit log, their role for the refund rule. */
type StaffMember = StaffActor & { role: string }

type OrdersQuery = z.output<typeof AdminOrdersQuerySchema>

/** An address as the back office shows it: its parts, or `{ text }` when it was kept as plain text. */
function parseAddress(json: string | null): Record<string, unknown> | null {
  const address = readAddress(json)
  if (address === null) return null
  return typeof address === 'string' ? { text: json } : (address as Record<string, unknown>)
}

function toSummary(r: adminRepo.AdminOrderRow): AdminOrderSummary {
  return {
    id: r.id,
    order_no: r.order_no,
    created_at: r.created_at,
    customer_id: r.user_id,
    customer_name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    order_status: r.order_status,
    payment_status: r.payment_status,
    back_order: Boolean(r.back_order),
    pickup: Boolean(r.pickup_order),
    item_count: Number(r.item_count ?? 0),
    grand_total_cents: r.grand_total_cents,
  }
}

/** The list's filters as the repository reads them (dates are the shop's days). */
export function adminOrderFilter(q: OrdersQuery, timeZone: string): adminRepo.AdminOrderFilter {
  return {
    status: q.status,
    payment: q.payment,
    fromIso: q.from ? dayStartIn(q.from, timeZone) : undefined,
    toIso: q.to ? dayStartIn(nextDay(q.to), timeZone) : undefined,
    customer: q.customer,
    q: q.q,
    backOrder: q.back_order,
  }
}

/** The orders list: filters, order-number search, server sorting and paging. */
export async function listAdminOrders(
  ctx: ServiceContext,
  q: OrdersQuery,
): Promise<Paged<AdminOrderSummary>> {
  const filter = adminOrderFilter(q, ctx.config.shop.timeZone)
  const k = ctx.db.kysely
  return pageOf(
    q,
    () => adminRepo.countOrders(k, filter),
    (limit, offset) => adminRepo.findOrdersPage(k, filter, { column: q.sort, dir: q.dir }, limit, offset),
    toSummary,
  )
}

/** One order with its lines (and the lots each took), addresses, payment and tracking. */
export async function getAdminOrder(ctx: ServiceContext, orderId: number): Promise<AdminOrderDetail> {
  const k = ctx.db.kysely
  const order = await adminRepo.findOrderWithCustomerName(k, orderId)
  if (!order) throw notFound('No such order.')
  const [items, lots, tracking, travelling, shipsWith] = await Promise.all([
    repo.findOrderItems(k, [orderId]),
    ctx.orderFlows.lotsTaken(k, orderId),
    repo.findTrackingEntries(k, orderId),
    lifecycleRepo.findTravellingPreOrders(k, orderId),
    order.ships_with_order_id ? lifecycleRepo.findOrderById(k, order.ships_with_order_id) : undefined,
  ])
  const itemCount = items.reduce((n, i) => n + i.quantity, 0)
  // A pickup order is never shipped: staff are offered only the steps it can take.
  const next =
    order.payment_status === 'paid'
      ? (STATUS_TRANSITIONS[order.order_status as OrderStatus] ?? []).filter((s) =>
          statusAppliesTo(s, Boolean(order.pickup_order)),
        )
      : []
  return {
    ...toSummary({ ...order, user_id: order.user_id, item_count: itemCount }),
    lines: items.map((i) => ({
      id: i.id,
      product_id: i.product_id,
      product_name: soldItemName(i.product_name, i.pack_label, i.units_per_pack),
      sku: i.sku,
      quantity: i.quantity,
      unit_price_cents: i.unit_price_cents,
      line_total_cents: i.line_total_cents,
      subscription_months: i.subscription_months,
      lots: lots
        .filter((l) => l.order_item_id === i.id)
        .map((l) => ({
          lot_id: l.lot_id,
          lot_number: l.lot_number,
          expiry_date: l.expiry_date,
          quantity: l.quantity,
        })),
    })),
    shipping_address: parseAddress(order.shipping_address),
    billing_address: parseAddress(order.billing_address),
    pickup_address: order.pickup_order ? parseAddress(order.pickup_address) : null,
    payment: {
      method: order.payment_method,
      card_brand: order.card_brand,
      card_last4: order.card_last4,
      transaction_id: order.transaction_id,
      paid_at: order.paid_at,
      error: order.payment_error,
    },
    sub_total_cents: order.sub_total_cents,
    coupon_code: order.coupon_code,
    coupon_discount_cents: order.coupon_discount_cents,
    shipping_charge_cents: order.shipping_charge_cents,
    tax_cents: order.tax_cents,
    tracking: tracking.map((t) => ({
      status: t.status,
      tracking_id: t.verify_code,
      carrier_tracking_id: carrierTrackingId(t, Boolean(order.pickup_order)),
      notes: t.notes,
      created_at: t.created_at,
    })),
    next_statuses: next,
    has_invoice: Boolean(order.invoice_pdf),
    subscription_id: order.subscription_id,
    pre_orders: travelling.map((p) => ({
      id: p.id,
      order_no: p.order_no,
      order_status: p.order_status,
      waiting_for_stock: isWaitingForStock(p),
    })),
    ships_with_order: shipsWith ? { id: shipsWith.id, order_no: shipsWith.order_no } : null,
  }
}

/**
 * Moves an order on (or cancels it) through the order lifecycle the staff command uses: tracking
 * entry, customer mail, stock back and refund on cancel. Cancelling an order above the owner's
 * refund limit needs an owner (docs/requirements/back-office.md §2). One audit entry.
 */
export async function changeAdminOrderStatus(
  ctx: ServiceContext,
  staff: StaffMember,
  orderId: number,
  input: { status: OrderStatus; tracking_id?: string; notes?: string; pre_orders_later?: boolean },
): Promise<OrderChangeResponse> {
  const order = await repo.findOrderById(ctx.db.kysely, orderId)
  if (!order) throw notFound('No such order.')
  // Cancelling gives the whole order back (card and store credit): the refund rule of every refund.
  if (input.status === 'Cancelled' && order.payment_status === 'paid') {
    await ctx.orderFlows.mayRefund(ctx.db.kysely, staff, order.grand_total_cents)
  }
  const change = await changeOrderStatus(
    ctx,
    String(orderId),
    input.status,
    input.notes,
    input.tracking_id,
    input.pre_orders_later,
    staff,
  )
  await recordAudit(ctx.db.kysely, staff, {
    action: input.status === 'Cancelled' ? 'order.cancel' : 'order.status',
    entity: 'order',
    entityId: orderId,
    before: { order_status: change.from, payment_status: order.payment_status },
    after: {
      order_status: change.to,
      tracking_id: change.verifyCode,
      notes: input.notes ?? null,
      refund: change.refund ?? null,
      pre_orders_with_it: change.preOrders.withIt,
      pre_orders_later: change.preOrders.later,
    },
  })
  const refundText =
    change.refund === 'refunded'
      ? ' The card was refunded.'
      : change.refund === 'failed'
        ? ' The refund failed: refund by hand.'
        : ''
  const { withIt, later } = change.preOrders
  const preOrdersText =
    (withIt.length ? ` Pre-order ${withIt.join(', ')} went with it.` : '') +
    (later.length ? ` Pre-order ${later.join(', ')} now ships on its own, at no shipping charge.` : '')
  return {
    message: `Order ${change.orderNo} is now ${change.to}.${refundText}${preOrdersText}`,
    order: await getAdminOrder(ctx, orderId),
    refund: change.refund ?? null,
    pre_orders: { with_it: withIt, later },
    mailed: change.mailed,
  }
}

export async function resendOrderConfirmation(ctx: ServiceContext, staff: StaffMember, orderId: number) {
  const order = await repo.findOrderById(ctx.db.kysely, orderId)
  if (!order) throw notFound('No such order.')
  if (order.payment_status !== 'paid' && order.payment_status !== 'refunded') {
    throw new AppError(409, `Order ${order.order_no} is not paid; there is no confirmation to send.`)
  }
  await sendOrderConfirmation(ctx, orderId)
  await recordAudit(ctx.db.kysely, staff, {
    action: 'order.resend_confirmation',
    entity: 'order',
    entityId: orderId,
    before: null,
    after: { to: order.email },
  })
  return { message: `Confirmation of ${order.order_no} sent again to ${order.email}.` }
}

/** The packing slip PDF, listing the lots to pick each line from. */
export async function orderPackingSlip(ctx: ServiceContext, orderId: number) {
  const order = await repo.findOrderById(ctx.db.kysely, orderId)
  if (!order) throw notFound('No such order.')
  if (!isPackable(order.payment_status)) {
    throw new AppError(
      409,
      `Order ${order.order_no} is ${paymentLabel(order.payment_status).toLowerCase()}: there is nothing to pack.`,
    )
  }
  const k = ctx.db.kysely
  const travelling = await lifecycleRepo.findTravellingPreOrders(k, orderId)
  const [lots, preOrderItems, shipsWith] = await Promise.all([
    ctx.orderFlows.lotsTaken(k, orderId),
    repo.findOrderItems(
      k,
      travelling.map((p) => p.id),
    ),
    order.ships_with_order_id ? lifecycleRepo.findOrderById(k, order.ships_with_order_id) : undefined,
  ])
  const preOrderLots = (await Promise.all(travelling.map((p) => ctx.orderFlows.lotsTaken(k, p.id)))).flat()
  const lotsText = (all: typeof lots) => (itemId: number) =>
    all
      .filter((l) => l.order_item_id === itemId)
      .map(
        (l) => `${l.lot_number}${l.expiry_date ? ` (exp ${formatDate(l.expiry_date)})` : ''} x${l.quantity}`,
      )
      .join(', ')
  const rows = travelling.flatMap((p) =>
    preOrderItems
      .filter((i) => i.order_id === p.id)
      .map((i): [string, string, string, string] => [
        `Pre-order ${p.order_no}: ${i.product_name} (${itemCodeText(i.sku)})`,
        String(i.quantity),
        isWaitingForStock(p) ? 'Waiting for stock: not in this parcel' : lotsText(preOrderLots)(i.id),
        isWaitingForStock(p) ? '' : '[  ]',
      ]),
  )
  const notes = [
    ...travelling.map((p) =>
      isWaitingForStock(p)
        ? `Pre-order ${p.order_no} travels with this order and is still waiting for stock: hold the parcel for it.`
        : `Pack pre-order ${p.order_no} in this parcel: it travels with this order (no second shipping charge).`,
    ),
    ...(shipsWith ? [`Travels with order ${shipsWith.order_no}: pack it in that parcel.`] : []),
  ]
  const pdf = await packingSlipPdf(ctx, orderId, lotsText(lots), { rows, notes })
  return { pdf, orderNo: order.order_no }
}

/** The invoice file of an order, for staff (no signed link needed behind the staff token). */
export async function orderInvoiceFile(ctx: ServiceContext, orderId: number) {
  const order = await repo.findOrderById(ctx.db.kysely, orderId)
  if (!order) throw notFound('No such order.')
  const file = order.invoice_pdf ? await ctx.files.open('private', order.invoice_pdf) : null
  if (!file) throw notFound('This order has no invoice yet.')
  return { stream: file.stream, orderNo: order.order_no }
}
