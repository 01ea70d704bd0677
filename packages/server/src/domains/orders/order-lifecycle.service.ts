import { randomUUID } from 'node:crypto'
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/constants'
import { formatDate, formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import { COUPON_MESSAGES, type OrderTotals } from '@shop/shared/order-totals'
import {
  defaultStatusNote,
  leavesTheShop,
  openingHoursText,
  orderStatusLabel,
} from '@shop/shared/order-status'
import { cardShareCents } from '@shop/shared/refunds'
import type { StaffActor } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import type { OrderRow } from '../../db/schema'
import { writeTransaction } from '../../db/transaction'
import { AppError, badRequest, conflict, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { mailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import { produceDueOrderDocuments } from './order-documents-outbox'
import { insertDocumentsDue } from './order-documents.repository'
import type { OrderFlows } from './order-flows'
import * as repo from './order-lifecycle.repository'
import { applyTransition, isOrderStatus, statusRefusal, type ChargeReference } from './order-state'
import * as ordersRepo from './orders.repository'
import { carrierTrackingId, newTrackingCode } from './tracking-code'
import {
  isWaitingForStock,
  shipsLaterNote,
  travelsWithNote,
  waitingPreOrdersRefusal,
} from './travelling-pre-orders'

// The order lifecycle: the one way orders are created, paid, failed, cancelled and refunded. Checkout,
// the staff command and anything that later makes orders (subscription renewals) call these; the
// allowed moves themselves are the tables in order-state.ts.

/** 'BMU-2026-000123': readable, unique because it is made from the order id. */
export function orderNumber(orderId: number, createdAt: string): string {
  return `BMU-${createdAt.slice(0, 4)}-${String(orderId).padStart(6, '0')}`
}

/** The key the gateway sees: unique per order, and the same on every retry of it. */
export function gatewayKey(order: Pick<OrderRow, 'order_no' | 'idempotency_key'>): string {
  return order.idempotency_key ? `${order.order_no}:${order.idempotency_key}` : order.order_no
}

export async function findOrderById(db: DbHandle, orderId: number) {
  return repo.findOrderById(db, orderId)
}

/** How many units of each product an order holds (what an undone order gives back). */
export async function orderQuantities(db: DbHandle, orderId: number) {
  return repo.findOrderQuantities(db, orderId)
}

/** How often a customer has used a coupon on orders that still hold it. */
export async function countCouponUses(db: DbHandle, couponId: number, userId: number): Promise<number> {
  return repo.countCouponRedemptions(db, couponId, userId)
}

/** One priced line of a new order. */
export interface NewOrderLine {
  productId: number
  name: string
  sku: string
  qty: number
  unitCents: Cents
  lineTotalCents: Cents
  subscription: { months: number; discount: number } | null
  /** The pack sold: `qty` counts packs of `unitsPerPack` base units. Null or absent: single pieces. */
  pack?: { code: string; label: string; unitsPerPack: number } | null
}

/** Everything a new order records; the caller has priced it. */
export interface NewOrder {
  user: { id: number; email: string }
  lines: readonly NewOrderLine[]
  totals: OrderTotals
  coupon: { id: number; code: string } | null
  /** Pre-orders reserve no stock: they ship when the items are back. */
  backOrder: boolean
  pickup: boolean
  shippingAddress: string | null
  billingAddress: string | null
  pickupAddress: string | null
  /** The client's Idempotency-Key and a hash of the body it came with; null: no deduplication. */
  idempotency: { key: string; bodyHash: string } | null
  /** A Subscribe & Save renewal's order: the subscription it delivers. */
  subscriptionId?: number | null
  /** A pre-order shipping with this earlier paid order, at no second shipping charge. */
  shipsWithOrderId?: number | null
}

/**
 * Creates an order awaiting payment inside the caller's transaction: the order, its number, its
 * lines, its stock (the order placed flow: guarded updates in product id order, so two orders never
 * wait on each other's rows) and its coupon use. A shortfall throws, and the caller's transaction
 * rolls it all back.
 */
export async function createPendingOrder(
  trx: DbHandle,
  flows: OrderFlows,
  o: NewOrder,
): Promise<{ id: number; orderNo: string }> {
  const now = nowIso()
  const t = o.totals
  const id = await repo.insertOrder(trx, {
    order_no: `tmp-${randomUUID()}`,
    user_id: o.user.id,
    email: o.user.email,
    order_status: 'Pending',
    payment_status: 'pending',
    payment_method: 'card',
    back_order: o.backOrder ? 1 : 0,
    sub_total_cents: t.subTotalCents,
    coupon_code: o.coupon?.code ?? null,
    coupon_discount_cents: t.couponDiscountCents,
    shipping_charge_cents: t.shippingChargeCents,
    tax_cents: t.taxCents,
    grand_total_cents: t.totalCents,
    shipping_address: o.shippingAddress,
    billing_address: o.billingAddress,
    pickup_order: o.pickup ? 1 : 0,
    pickup_address: o.pickupAddress,
    invoice_pdf: null,
    idempotency_key: o.idempotency?.key ?? null,
    idempotency_body_hash: o.idempotency?.bodyHash ?? null,
    subscription_id: o.subscriptionId ?? null,
    ships_with_order_id: o.shipsWithOrderId ?? null,
    created_at: now,
    updated_at: now,
  })
  const orderNo = orderNumber(id, now)
  await repo.setOrderNumber(trx, id, orderNo)

  const itemIds = await repo.insertOrderItems(
    trx,
    o.lines.map((l) => ({
      order_id: id,
      product_id: l.productId,
      quantity: l.qty,
      unit_price_cents: l.unitCents,
      line_total_cents: l.lineTotalCents,
      product_name: l.name,
      sku: l.sku,
      subscription_months: l.subscription?.months ?? null,
      subscription_discount: l.subscription?.discount ?? null,
      pack_code: l.pack?.code ?? null,
      pack_label: l.pack?.label ?? null,
      units_per_pack: l.pack?.unitsPerPack ?? 1,
    })),
  )
  if (!o.backOrder) {
    await flows.placed(
      trx,
      // Stock and lots count base units: a case of 10 boxes of 100 takes 1,000 (docs/decisions/0114-pack-sizes.md).
      o.lines.map((l, i) => ({
        orderItemId: itemIds[i]!,
        productId: l.productId,
        qty: l.qty * (l.pack?.unitsPerPack ?? 1),
      })),
    )
  }
  if (o.coupon) await claimCoupon(trx, flows, o.coupon, o.user.id, id, now)
  return { id, orderNo }
}

/** A replacement the shop owes (a recalled unit collected): its customer, lines as sold, where it goes. */
export interface ReplacementOrder {
  user: { id: number; email: string }
  lines: readonly Omit<NewOrderLine, 'unitCents' | 'lineTotalCents' | 'subscription'>[]
  shippingAddress: string
}

const NO_CHARGE = { transactionId: null, cardBrand: null, cardLast4: null }

/**
 * Creates a replacement order inside the caller's transaction: every figure zero, paid at once
 * with nothing charged (payment method 'replacement'), its stock taken as any order's (a shortfall
 * throws and the caller's transaction rolls back), its tracking entry, invoice and confirmation
 * mail due as for any paid order (docs/decisions/0134-a-recall-replacement-is-an-order.md).
 */
export async function createReplacementOrder(
  trx: DbHandle,
  flows: OrderFlows,
  o: ReplacementOrder,
  now: string,
): Promise<{ id: number; orderNo: string }> {
  const zero = 0 as Cents
  const made = await createPendingOrder(trx, flows, {
    user: o.user,
    lines: o.lines.map((l) => ({ ...l, unitCents: zero, lineTotalCents: zero, subscription: null })),
    totals: {
      subTotalCents: zero,
      couponDiscountCents: zero,
      shippingChargeCents: zero,
      taxCents: zero,
      totalCents: zero,
    },
    coupon: null,
    backOrder: false,
    pickup: false,
    shippingAddress: o.shippingAddress,
    billingAddress: null,
    pickupAddress: null,
    idempotency: null,
  })
  await repo.setPaymentMethod(trx, made.id, 'replacement')
  if (!(await applyTransition(trx, flows, made.id, { name: 'paid', charge: NO_CHARGE }, now))) {
    throw new Error(`replacement order ${made.id} was not pending when made`)
  }
  await insertDocumentsDue(trx, made.id, now)
  return made
}

async function claimCoupon(
  trx: DbHandle,
  flows: OrderFlows,
  coupon: { id: number; code: string },
  userId: number,
  orderId: number,
  now: string,
) {
  if (!(await flows.couponUsed(trx, coupon.id))) throw new AppError(422, COUPON_MESSAGES.usedUp)
  // Counted after the guarded update: on PostgreSQL that update waits for a concurrent order's
  // coupon row, so this count already sees its redemption.
  const limit = await repo.findCouponUseLimit(trx, coupon.id)
  if (limit != null && (await repo.countCouponRedemptions(trx, coupon.id, userId)) >= limit) {
    throw new AppError(422, COUPON_MESSAGES.usedByCustomer)
  }
  await repo.insertCouponRedemption(trx, {
    coupon_id: coupon.id,
    user_id: userId,
    order_id: orderId,
    created_at: now,
  })
}

/**
 * pending → paid with the charge's reference, the first tracking entry and the order's
 * subscriptions, and its invoice and confirmation mail recorded as due in the same transaction.
 * A server process produces them right after answering (ctx.documents); without one (the staff
 * command) they are produced here. Their failure never undoes the payment. False when the order
 * was no longer pending (the settle command got there first).
 */
export async function markPaid(
  ctx: ServiceContext,
  orderId: number,
  charge: ChargeReference & { transactionId: string },
): Promise<boolean> {
  const now = nowIso()
  const done = await writeTransaction(ctx.db, async (trx) => {
    const paid = await applyTransition(trx, ctx.orderFlows, orderId, { name: 'paid', charge }, now)
    if (paid) await insertDocumentsDue(trx, orderId, now)
    return paid
  })
  if (done) {
    if (ctx.documents) ctx.documents.wake()
    else await produceDueOrderDocuments(ctx, new Date())
  }
  return done
}

/**
 * pending → failed with the reason, its stock and coupon use given back. False when the order was
 * no longer pending, so stock is given back once only.
 */
export async function markFailed(
  ctx: ServiceContext,
  orderId: number,
  failure: ChargeReference & { message: string },
): Promise<boolean> {
  return writeTransaction(ctx.db, (trx) =>
    applyTransition(trx, ctx.orderFlows, orderId, { name: 'failed', failure }, nowIso()),
  )
}

export interface StatusChange {
  orderNo: string
  from: string
  to: OrderStatus
  verifyCode: string
  /** Pre-orders that travelled with the order and left with it, and those that now ship on their own. */
  preOrders: { withIt: string[]; later: string[] }
  /** Cancellations only: whether the card payment was given back. */
  refund?: 'refunded' | 'failed'
  mailed: boolean
}

/** An order by its number or id, for staff. */
export async function findOrderByRef(ctx: ServiceContext, ref: string) {
  const order = await ordersRepo.findOrderByRef(ctx.db.kysely, ref)
  if (!order) throw notFound(`No order ${ref}.`)
  return order
}

/**
 * Moves a paid order forward or cancels it, as the status table allows. Each change adds a tracking
 * entry and mails the customer. Cancelling gives the stock and coupon use back (once: the change is
 * guarded), then refunds the card (paid → refunded).
 */
export async function changeOrderStatus(
  ctx: ServiceContext,
  ref: string,
  status: string,
  notes?: string,
  /** The carrier's tracking id staff give; otherwise the shop makes one. */
  trackingId?: string,
  /** Ship (or cancel) the order although a pre-order travelling with it still waits for stock. */
  preOrdersLater = false,
  /** The staff member moving it (null: the staff command); a refund's failure is recorded as theirs. */
  actor: StaffActor | null = null,
): Promise<StatusChange> {
  if (!isOrderStatus(status)) throw badRequest(`Status must be one of: ${ORDER_STATUSES.join(', ')}.`)
  const order = await findOrderByRef(ctx, ref)
  const refusal = statusRefusal(order, status)
  if (refusal) throw conflict(refusal)
  const leaving = leavesTheShop(status)
  const travelling =
    !order.back_order && (leaving || status === 'Cancelled')
      ? await repo.findTravellingPreOrders(ctx.db.kysely, order.id)
      : []
  // Cancelling the paid order leaves every pre-order to ship on its own; shipping it takes those in stock.
  const later = status === 'Cancelled' ? travelling : travelling.filter(isWaitingForStock)
  const withIt = status === 'Cancelled' ? [] : travelling.filter((p) => !isWaitingForStock(p))
  if (leaving && later.length > 0 && !preOrdersLater) {
    throw conflict(waitingPreOrdersRefusal(order.order_no, later))
  }
  const from = order.order_status
  const verifyCode = trackingId?.trim() || newTrackingCode()
  const pickup = order.pickup_order
    ? { address: order.pickup_address || ctx.config.shop.pickupAddress }
    : null
  const note = [notes?.trim() || defaultStatusNote(status, pickup), later.length ? shipsLaterNote(later) : '']
    .filter(Boolean)
    .join(' ')
  const label = orderStatusLabel(status, pickup !== null)
  const now = nowIso()
  const moved = await writeTransaction(ctx.db, async (trx) => {
    const done = await applyTransition(
      trx,
      ctx.orderFlows,
      order.id,
      { name: 'status', to: status, notes: note, verifyCode },
      now,
    )
    if (done)
      await repo.unlinkPreOrders(
        trx,
        later.map((p) => p.id),
        now,
      )
    return done
  })
  if (!moved) throw conflict(`Order ${order.order_no} changed meanwhile; look at it again.`)

  const change: StatusChange = {
    orderNo: order.order_no,
    from,
    to: status,
    verifyCode,
    preOrders: { withIt: [], later: later.map((p) => p.order_no) },
    mailed: false,
  }
  if (status === 'Cancelled' && order.transaction_id) {
    change.refund = await refund(ctx, { ...order, transaction_id: order.transaction_id }, actor)
  }
  try {
    const body = await mails['order-status']({
      shop: mailShop(ctx.config),
      orderNo: order.order_no,
      placedOn: formatDate(order.created_at, ctx.config.shop.timeZone),
      status: label,
      note,
      trackingId: carrierTrackingId({ verify_code: verifyCode, status }, pickup !== null),
      pickup: pickup && status === 'Out for Delivery' ? { ...pickup, hours: openingHoursText() } : undefined,
      total: formatMoney(order.grand_total_cents),
      // The card is refunded what it paid; store credit the order spent went back to the balance.
      refunded:
        change.refund === 'refunded'
          ? formatMoney(
              cardShareCents({
                grandTotalCents: order.grand_total_cents,
                storeCreditCents: order.store_credit_cents,
              }),
            )
          : undefined,
      creditReturned:
        status === 'Cancelled' && order.store_credit_cents > 0
          ? formatMoney(order.store_credit_cents)
          : undefined,
    })
    await ctx.mailer.send({ to: order.email, subject: `Order ${order.order_no}: ${label}`, ...body })
    change.mailed = true
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'status mail not sent')
  }
  // The pre-orders whose stock is in leave with the order, under the same carrier's number.
  for (const preOrder of withIt) {
    if (statusRefusal({ ...order, ...preOrder, payment_status: 'paid', pickup_order: 0 }, status)) continue
    try {
      await changeOrderStatus(ctx, String(preOrder.id), status, travelsWithNote(order.order_no), trackingId)
      change.preOrders.withIt.push(preOrder.order_no)
    } catch (error) {
      // Moved meanwhile by someone else: the order itself has left; staff see the pre-order as it is.
      ctx.log.warn({ err: error, orderId: preOrder.id }, 'pre-order did not move with its order')
    }
  }
  return change
}

/**
 * Gives a cancelled order's card payment back through the one card refund (store credit it spent
 * went back with the cancellation). The cancellation's guarded status move reserved it, so two
 * cancellations at once refund once; the refund's key is the order's, so a retry refunds once at the
 * gateway too. A refusal is recorded for staff and the order stays paid, to refund by hand.
 */
async function refund(
  ctx: ServiceContext,
  order: Pick<OrderRow, 'id' | 'order_no' | 'grand_total_cents' | 'store_credit_cents'> & {
    transaction_id: string
  },
  actor: StaffActor | null,
): Promise<'refunded' | 'failed'> {
  const cardCents = cardShareCents({
    grandTotalCents: order.grand_total_cents,
    storeCreditCents: order.store_credit_cents,
  })
  const answer = await ctx.orderFlows.refundCard(ctx, {
    orderId: order.id,
    transactionId: order.transaction_id,
    cents: cardCents,
    key: `cancel:${order.order_no}`,
    actor,
  })
  if (answer.status !== 'refunded') return 'failed'
  await writeTransaction(ctx.db, (trx) =>
    applyTransition(trx, ctx.orderFlows, order.id, { name: 'refunded', amountCents: cardCents }, nowIso()),
  )
  return 'refunded'
}
