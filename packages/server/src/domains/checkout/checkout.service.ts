import { randomUUID } from 'node:crypto'
import { cartTotals, priceLine } from '@shop/shared/cart-totals'
import { formatDate } from '@shop/shared/format'
import { toCents, toDollars, type Cents } from '@shop/shared/money'
import { COUPON_MESSAGES, orderTotals, type OrderTotals } from '@shop/shared/order-totals'
import type {
  CheckoutAddress,
  CheckoutFigures,
  CheckoutPayload,
  CheckoutSuccessResponse,
} from '@shop/shared/schemas/checkout'
import { isUniqueViolation, writeTransaction, type Trx } from '../../db/transaction'
import type { OrderRow } from '../../db/schema'
import { AppError, badRequest } from '../../errors'
import { nowIso } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import type { AuthUser } from '../../plugins/auth'
import { produceOrderDocuments } from '../orders/order-documents.service'
import { newTrackingCode } from '../orders/tracking-code'
import type { ChargeResult } from '../payments/gateway'
import { HOME_COUNTRY, shippingRateFor, taxRateBpFor, usableCoupon } from './charges.service'
import * as repo from './checkout.repository'

export type CheckoutKind = 'payment' | 'preorder'

export const PRICES_CHANGED_MESSAGE = 'Prices have changed. Please review your order.'
export const IN_PROGRESS_MESSAGE = 'This order is already being processed. Please wait a moment.'
/** How long a repeated key waits for the first request's payment to finish before answering 409. */
const REPLAY_WAIT_MS = 10_000

/** A checkout failure: `error` repeats the message for the /checkout/failed page (spec 3 'Payment response'). */
export function checkoutError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return new AppError(status, message, undefined, { error: message, ...extra })
}

/** Adds the `error` field to any expected failure raised while checking out. */
export function withErrorField(error: unknown): unknown {
  if (error instanceof AppError && error.extra?.error === undefined) {
    return new AppError(error.status, error.message, error.errors, { ...error.extra, error: error.message })
  }
  return error
}

interface PricedLine {
  productId: number
  name: string
  sku: string
  qty: number
  unitCents: Cents
  lineTotalCents: Cents
  subscription: { months: number; discount: number } | null
  browserPriceCents: Cents
}

interface OrderQuote {
  lines: PricedLine[]
  totals: OrderTotals
  couponId: number | null
  couponCode: string | null
  pickup: boolean
  shippingAddress: string | null
  billingAddress: string | null
  pickupAddress: string | null
}

/** 'BMU-2026-000123': readable, unique because it is made from the order id. */
export function orderNumber(orderId: number, createdAt: string): string {
  return `BMU-${createdAt.slice(0, 4)}-${String(orderId).padStart(6, '0')}`
}

export function subscriptionNumber(subscriptionId: number, createdAt: string): string {
  return `SUB-${createdAt.slice(0, 4)}-${String(subscriptionId).padStart(6, '0')}`
}

/** The key the gateway sees: unique per order, and the same on every retry of it. */
export function gatewayKey(order: Pick<OrderRow, 'order_no' | 'idempotency_key'>): string {
  return `${order.order_no}:${order.idempotency_key}`
}

function addressText(address: CheckoutAddress | null | undefined): string | null {
  return address ? JSON.stringify(address) : null
}

/** Prices the order from the database as the browser should have: lines, coupon, shipping, tax. */
async function priceOrder(
  ctx: ServiceContext,
  user: AuthUser,
  payload: CheckoutPayload,
  kind: CheckoutKind,
): Promise<OrderQuote> {
  const k = ctx.db.kysely
  const ids = [...new Set(payload.items.map((i) => i.id))]
  const [products, options, profile] = await Promise.all([
    repo.findProductsForPricing(k, ids),
    repo.findSubscriptionOptions(k, ids),
    repo.findUserProfile(k, user.id),
  ])
  const byId = new Map(products.map((p) => [p.id, p]))
  const errors: Record<string, string[]> = {}
  const lines: PricedLine[] = []
  payload.items.forEach((item, i) => {
    const product = byId.get(item.id)
    if (!product) {
      errors[`items.${i}.id`] = ['This product is no longer available.']
      return
    }
    let subscription: PricedLine['subscription'] = null
    if (item.subscription) {
      const months = item.subscription.interval
      const option = options.find((o) => o.product_id === item.id && o.months === months)
      if (!option) {
        errors[`items.${i}.subscription.interval`] = [
          `${product.product_name} is not offered for Subscribe & Save every ${months} month${months === 1 ? '' : 's'}.`,
        ]
        return
      }
      subscription = { months, discount: option.discount }
    }
    // One pricing rule for browser and server: the cart's priceLine (shared/cart-totals).
    const { priceCents } = priceLine({
      sellingCents: product.selling_price_cents,
      discountedCents: product.discounted_price_cents,
      subscriptionPercent: subscription?.discount ?? null,
    })
    lines.push({
      productId: product.id,
      name: product.product_name,
      sku: product.sku,
      qty: item.qty,
      unitCents: priceCents,
      lineTotalCents: priceCents * item.qty,
      subscription,
      browserPriceCents: toCents(item.price),
    })
  })
  const first = Object.entries(errors)[0]
  if (first) throw badRequest(`${first[0]}: ${first[1][0]}`, errors)

  const { subTotalCents } = cartTotals(lines.map((l) => ({ price: toDollars(l.unitCents), qty: l.qty })))
  // Pre-orders take no coupon (spec 2 'Pre-order confirmation').
  const coupon =
    kind === 'payment' && payload.couponCode
      ? await usableCoupon(k, payload.couponCode, subTotalCents, user.id)
      : null
  const pickup = payload.pickupOrder
  const country = pickup ? HOME_COUNTRY : (payload.shippingAddress?.country ?? profile?.country ?? null)
  if (!country) {
    throw badRequest('shippingAddress: Shipping address is required.', {
      shippingAddress: ['Shipping address is required.'],
    })
  }
  const [shippingRate, taxRateBp] = await Promise.all([
    pickup ? null : shippingRateFor(k, country),
    taxRateBpFor(k, ctx.config, country),
  ])
  const totals = orderTotals({ subTotalCents, coupon, shippingRate, pickup, taxRateBp })

  const billing =
    kind === 'preorder'
      ? profile
        ? JSON.stringify({ ...profile, country: profile.country ?? HOME_COUNTRY })
        : null
      : addressText(payload.billingAddress ?? payload.shippingAddress)
  const pickupAddress = pickup
    ? typeof payload.pickupAddress === 'string' && payload.pickupAddress
      ? payload.pickupAddress
      : payload.pickupAddress && typeof payload.pickupAddress === 'object'
        ? JSON.stringify(payload.pickupAddress)
        : ctx.config.shop.pickupAddress
    : null
  return {
    lines,
    totals,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    pickup,
    shippingAddress: pickup ? null : addressText(payload.shippingAddress),
    billingAddress: billing,
    pickupAddress,
  }
}

function currentFigures(quote: OrderQuote): CheckoutFigures {
  return {
    items: quote.lines.map((l) => ({
      id: l.productId,
      price: toDollars(l.unitCents),
      qty: l.qty,
      subscription: l.subscription
        ? { interval: l.subscription.months, discount: l.subscription.discount }
        : null,
    })),
    subTotal: toDollars(quote.totals.subTotalCents),
    couponDiscount: toDollars(quote.totals.couponDiscountCents),
    shippingCharge: toDollars(quote.totals.shippingChargeCents),
    taxAmount: toDollars(quote.totals.taxCents),
    total: toDollars(quote.totals.totalCents),
  }
}

/** 409 with the server's figures when any line price or total differs from the browser's, to the cent. */
function assertSameFigures(payload: CheckoutPayload, quote: OrderQuote) {
  const t = quote.totals
  const same =
    quote.lines.every((l) => l.browserPriceCents === l.unitCents) &&
    toCents(payload.subTotal) === t.subTotalCents &&
    toCents(payload.couponDiscount) === t.couponDiscountCents &&
    toCents(payload.shippingCharge) === t.shippingChargeCents &&
    toCents(payload.taxAmount) === t.taxCents &&
    toCents(payload.total) === t.totalCents
  if (!same) throw checkoutError(409, PRICES_CHANGED_MESSAGE, { current: currentFigures(quote) })
}

/**
 * Transaction 1: the pending order, its lines, its stock (guarded updates, in product id order so
 * two orders never wait on each other's rows) and its coupon use. Any shortfall rolls it all back.
 */
async function createPendingOrder(
  trx: Trx,
  user: AuthUser,
  quote: OrderQuote,
  kind: CheckoutKind,
  idempotencyKey: string,
): Promise<{ id: number; orderNo: string }> {
  const now = nowIso()
  const t = quote.totals
  const id = await repo.insertOrder(trx, {
    order_no: `tmp-${randomUUID()}`,
    user_id: user.id,
    email: user.email,
    order_status: 'Pending',
    payment_status: 'pending',
    payment_method: 'card',
    back_order: kind === 'preorder' ? 1 : 0,
    sub_total_cents: t.subTotalCents,
    coupon_code: quote.couponCode,
    coupon_discount_cents: t.couponDiscountCents,
    shipping_charge_cents: t.shippingChargeCents,
    tax_cents: t.taxCents,
    grand_total_cents: t.totalCents,
    shipping_address: quote.shippingAddress,
    billing_address: quote.billingAddress,
    pickup_order: quote.pickup ? 1 : 0,
    pickup_address: quote.pickupAddress,
    invoice_pdf: null,
    idempotency_key: idempotencyKey,
    created_at: now,
    updated_at: now,
  })
  const orderNo = orderNumber(id, now)
  await repo.setOrderNumber(trx, id, orderNo)

  if (kind === 'payment') {
    const wanted = new Map<number, number>()
    for (const l of quote.lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.qty)
    for (const [productId, qty] of [...wanted].sort((a, b) => a[0] - b[0])) {
      if (!(await repo.reserveStock(trx, productId, qty))) {
        const left = await repo.findAvailableStock(trx, productId)
        throw checkoutError(
          409,
          `Only ${Math.max(0, left?.available ?? 0)} left of ${left?.product_name ?? 'a product'}.`,
        )
      }
    }
  }
  await repo.insertOrderItems(
    trx,
    quote.lines.map((l) => ({
      order_id: id,
      product_id: l.productId,
      quantity: l.qty,
      unit_price_cents: l.unitCents,
      line_total_cents: l.lineTotalCents,
      product_name: l.name,
      sku: l.sku,
      subscription_months: l.subscription?.months ?? null,
      subscription_discount: l.subscription?.discount ?? null,
    })),
  )
  if (quote.couponId !== null) {
    if (!(await repo.claimCouponUse(trx, quote.couponId))) throw checkoutError(422, COUPON_MESSAGES.usedUp)
    // Counted after the guarded update: on PostgreSQL that update waits for a concurrent order's
    // coupon row, so this count already sees its redemption.
    const coupon = await repo.findCouponByCode(trx, quote.couponCode!)
    if (coupon?.max_uses_per_customer != null) {
      const used = await repo.countCouponRedemptions(trx, quote.couponId, user.id)
      if (used >= coupon.max_uses_per_customer) throw checkoutError(422, COUPON_MESSAGES.usedByCustomer)
    }
    await repo.insertCouponRedemption(trx, {
      coupon_id: quote.couponId,
      user_id: user.id,
      order_id: id,
      created_at: now,
    })
  }
  return { id, orderNo }
}

/** 'YYYY-MM-DD' `months` after `iso`, on the same day or the month's last day. */
export function addMonths(iso: string, months: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00.000Z`)
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d.toISOString().slice(0, 10)
}

/** One Subscribe & Save subscription per interval the order's subscribed lines chose. */
async function createSubscriptions(trx: Trx, order: { id: number; user_id: number }, now: string) {
  const lines = (await repo.findOrderLinesForSubscriptions(trx, order.id)).filter(
    (l) => l.subscription_months,
  )
  const byMonths = new Map<number, typeof lines>()
  for (const l of lines)
    byMonths.set(l.subscription_months!, [...(byMonths.get(l.subscription_months!) ?? []), l])
  for (const [months, group] of byMonths) {
    const items = group.map((l) => ({
      product_id: l.product_id,
      name: l.product_name,
      price: toDollars(l.unit_price_cents),
      qty: l.quantity,
      slug: l.slug,
      thumbnail: l.thumbnail,
      thumbnail_compress: l.thumbnail_compress,
    }))
    const id = await repo.insertSubscription(trx, {
      user_id: order.user_id,
      order_id: order.id,
      items: JSON.stringify(items),
      month: months,
      next_date: addMonths(now, months),
      grand_total_cents: group.reduce((sum, l) => sum + l.line_total_cents, 0),
      created_at: now,
    })
    await repo.setSubscriptionNumber(trx, id, subscriptionNumber(id, now))
  }
}

/**
 * Transaction 2, success: pending → paid with the charge's reference, the first tracking entry and
 * the order's subscriptions; then the invoice and confirmation mail, whose failure never undoes the
 * payment. False when the order was no longer pending (the settle command got there first).
 */
export async function completePaidOrder(
  ctx: ServiceContext,
  orderId: number,
  charge: { transactionId: string; cardBrand: string | null; cardLast4: string | null },
): Promise<boolean> {
  const done = await writeTransaction(ctx.db, async (trx) => {
    const now = nowIso()
    const paid = await repo.markOrderPaid(trx, orderId, {
      transaction_id: charge.transactionId,
      card_brand: charge.cardBrand,
      card_last4: charge.cardLast4,
      now,
    })
    if (!paid) return false
    await repo.insertTrackingEntry(trx, {
      order_id: orderId,
      verify_code: newTrackingCode(),
      status: 'Pending',
      notes: 'Order placed and payment received.',
      created_at: now,
    })
    const order = await repo.findOrderById(trx, orderId)
    await createSubscriptions(trx, { id: orderId, user_id: order!.user_id }, now)
    return true
  })
  if (done) await produceOrderDocuments(ctx, orderId)
  return done
}

/**
 * Transaction 2, failure: pending → failed with the reason, its stock and coupon use given back.
 * False when the order was no longer pending, so stock is given back once only.
 */
export async function failPendingOrder(
  ctx: ServiceContext,
  orderId: number,
  failure: {
    message: string
    transactionId: string | null
    cardBrand: string | null
    cardLast4: string | null
  },
): Promise<boolean> {
  return writeTransaction(ctx.db, async (trx) => {
    const failed = await repo.markOrderFailed(trx, orderId, {
      message: failure.message,
      transaction_id: failure.transactionId,
      card_brand: failure.cardBrand,
      card_last4: failure.cardLast4,
      now: nowIso(),
    })
    if (!failed) return false
    const order = await repo.findOrderById(trx, orderId)
    if (order && !order.back_order) {
      for (const q of await repo.findOrderQuantities(trx, orderId))
        await repo.releaseStock(trx, q.product_id, Number(q.qty))
    }
    await repo.releaseCouponUse(trx, orderId)
    return true
  })
}

/** The subscription messages of an order's answer. */
async function subscriptionMessages(ctx: ServiceContext, orderId: number): Promise<string[]> {
  const subs = await repo.findOrderSubscriptions(ctx.db.kysely, orderId)
  return subs.map((s) => {
    const names = (JSON.parse(s.items) as { name: string }[]).map((i) => i.name).join(', ')
    const every = s.month === 1 ? 'every month' : `every ${s.month} months`
    return `Subscription ${s.subscription_no} started: ${names}, delivered ${every}. Next delivery on ${formatDate(s.next_date)}.`
  })
}

async function successAnswer(ctx: ServiceContext, order: OrderRow): Promise<CheckoutSuccessResponse> {
  return {
    data: {
      orderNumber: order.order_no,
      transactionID: order.transaction_id ?? '',
      Subscriptions: await subscriptionMessages(ctx, order.id),
    },
  }
}

/** A repeated Idempotency-Key answers the first request's result, waiting briefly while it is in flight. */
async function replayOrder(ctx: ServiceContext, first: OrderRow): Promise<CheckoutSuccessResponse> {
  let order = first
  const deadline = Date.now() + REPLAY_WAIT_MS
  while (order.payment_status === 'pending' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
    order = (await repo.findOrderById(ctx.db.kysely, first.id)) ?? order
  }
  if (order.payment_status === 'pending') throw checkoutError(409, IN_PROGRESS_MESSAGE)
  if (order.payment_status === 'failed') throw checkoutError(422, order.payment_error ?? 'Card declined')
  return successAnswer(ctx, order)
}

function declineOf(charge: ChargeResult) {
  return {
    message: charge.status === 'declined' ? charge.message : 'Card declined',
    transactionId: charge.transactionId,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
  }
}

/**
 * Places an order from the normal cart ('payment') or the backorder cart ('preorder'): re-prices it,
 * refuses changed figures (409), reserves stock and creates the pending order (transaction 1), charges
 * the card with no transaction open, then marks it paid or failed (transaction 2). The same
 * Idempotency-Key from the same user never makes a second order or a second charge.
 */
export async function placeOrder(
  ctx: ServiceContext,
  user: AuthUser,
  payload: CheckoutPayload,
  kind: CheckoutKind,
  idempotencyKey: string,
): Promise<CheckoutSuccessResponse> {
  if (kind === 'payment' && payload.back_order === 1) {
    throw badRequest('back_order: Pre-orders go to checkout/preorder.', { back_order: ['must be 0 here'] })
  }
  if (kind === 'preorder' && payload.back_order === 0) {
    throw badRequest('back_order: Normal orders go to checkout/payment.', { back_order: ['must be 1 here'] })
  }
  const k = ctx.db.kysely
  const earlier = await repo.findOrderByIdempotencyKey(k, user.id, idempotencyKey)
  if (earlier) return replayOrder(ctx, earlier)

  const quote = await priceOrder(ctx, user, payload, kind)
  assertSameFigures(payload, quote)

  let created: { id: number; orderNo: string }
  try {
    created = await writeTransaction(ctx.db, (trx) =>
      createPendingOrder(trx, user, quote, kind, idempotencyKey),
    )
  } catch (error) {
    // A concurrent request with the same key won the unique (user_id, idempotency_key) index.
    if (isUniqueViolation(error)) {
      const first = await repo.findOrderByIdempotencyKey(k, user.id, idempotencyKey)
      if (first) return replayOrder(ctx, first)
    }
    throw error
  }

  const key = gatewayKey({ order_no: created.orderNo, idempotency_key: idempotencyKey })
  let charge: ChargeResult
  try {
    charge = await ctx.gateway.authoriseAndCapture(
      quote.totals.totalCents,
      'USD',
      { type: 'card', card: payload.cardDetails },
      key,
    )
  } catch (error) {
    // The outcome is unknown: the order stays pending (stock held) until `shop settle` asks the gateway.
    ctx.log.error({ err: error, orderId: created.id }, 'payment gateway unreachable; order left pending')
    throw checkoutError(
      503,
      'We could not reach the payment service. Your order will be confirmed or cancelled within minutes; you will not be charged twice.',
    )
  }

  if (charge.status === 'declined') {
    const decline = declineOf(charge)
    await failPendingOrder(ctx, created.id, decline)
    throw checkoutError(422, decline.message)
  }
  if (!(await completePaidOrder(ctx, created.id, charge))) {
    // Settled as failed while the gateway was answering (a staff `settle` on a stuck order): give the money back.
    const refund = await ctx.gateway.refund(charge.transactionId, quote.totals.totalCents)
    ctx.log.warn(
      { orderId: created.id, refund: refund.status },
      'charge arrived for an order settled as failed',
    )
    throw checkoutError(409, 'Your payment could not be completed and has been refunded. Please try again.')
  }
  const order = await repo.findOrderById(k, created.id)
  return successAnswer(ctx, order!)
}
