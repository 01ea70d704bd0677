import { API_ERROR_CODES } from '@shop/shared/api-error'
import { toDollars } from '@shop/shared/money'
import { formatMoney } from '@shop/shared/format'
import type { SubscriptionItem } from '@shop/shared/schemas/subscriptions'
import type { DbHandle } from '../../db/connect'
import type { OrderRow } from '../../db/schema'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { AppError } from '../../errors'
import { addDays, addMinutes, addMonths, shopDay } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { createPendingOrder, findOrderById } from '../orders/order-lifecycle.service'
import { chargePendingOrder, declinePendingOrder, settlePendingOrder } from '../orders/order-payment.service'
import { findOrderItems } from '../orders/orders.repository'
import { holdProfessionalRenewal } from './professional-hold'
import { everyText, mailSubscriber, onDate } from './subscription-mail'
import { parseItems, quoteDelivery } from './subscription-pricing'
import * as repo from './subscriptions.repository'

/** A declined renewal is tried again this many days after the first try, then the subscription pauses. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const
/** A renewal still pending after this long was left by a process that died; the settle job resolves it. */
export const STALE_RENEWAL_MINUTES = 10

type Subscription = NonNullable<Awaited<ReturnType<typeof repo.findSubscriptionById>>>
type Renewal = NonNullable<Awaited<ReturnType<typeof repo.findRenewalById>>>

export interface RenewalOutcome {
  subscriptionNo: string
  dueDate: string
  /** paid, declined (retry planned), paused (retries used up), pending (answer unknown), skipped (another run has it), held (a professional-only product the customer may no longer buy) */
  result: 'paid' | 'declined' | 'paused' | 'pending' | 'skipped' | 'ended' | 'held'
  orderNo?: string
}

/** Renews every active subscription due by `now` (and declined ones whose retry is due). */
export async function runRenewals(ctx: ServiceContext, now: Date, limit = 200): Promise<RenewalOutcome[]> {
  const at = now.toISOString()
  const outcomes: RenewalOutcome[] = []
  // Due by the shop's day: a delivery dated today renews from the shop's midnight, not UTC's.
  const today = shopDay(now, ctx.config.shop.timeZone)
  for (const sub of await repo.findDueSubscriptions(ctx.db.kysely, today, at, limit)) {
    try {
      outcomes.push(await renewSubscription(ctx, sub, now))
    } catch (error) {
      // One subscription's failure must not hold up the others; the job's next run tries it again.
      ctx.log.error({ err: error, subscriptionId: sub.id }, 'renewal failed')
    }
  }
  return outcomes
}

interface Claimed {
  renewal: { id: number; attempts: number }
  orderId: number
  totalCents: number
  backOrder: boolean
  shortOf: string[]
}

/**
 * Transaction 1: claims the renewal of this due date (the unique (subscription, due date) key lets
 * only one process have it), prices the delivery again and creates its pending order, reserving
 * stock with checkout's guarded update. Lines the shop cannot supply make the order a pre-order.
 * Null when the renewal is someone else's, already paid, or waiting for its retry date.
 */
async function claimAndCreateOrder(
  ctx: ServiceContext,
  sub: Subscription,
  at: string,
  forcePreorder: boolean,
): Promise<Claimed | null | 'ended'> {
  return writeTransaction(ctx.db, async (trx) => {
    const current = await repo.findSubscriptionById(trx, sub.id)
    if (!current || current.status !== 'active' || current.next_date !== sub.next_date) return null
    const due = current.next_date
    const existing = await repo.findRenewal(trx, sub.id, due)
    let renewal: { id: number; attempts: number }
    if (!existing) renewal = await repo.insertRenewal(trx, sub.id, due, at)
    else if (await repo.claimDeclinedRenewal(trx, existing.id, existing.attempts, at))
      renewal = { id: existing.id, attempts: existing.attempts + 1 }
    else return null

    const quote = await quoteDelivery(ctx, trx, current)
    if (!quote.lines.length) {
      await repo.finishRenewal(trx, renewal.id, 'abandoned', at)
      await repo.updateSubscription(trx, sub.id, {
        status: 'cancelled',
        cancelled_at: at,
        cancel_reason: 'Products no longer sold',
        updated_at: at,
      })
      return 'ended'
    }
    const shortOf = quote.lines.filter((l) => l.available < l.qty).map((l) => l.name)
    const backOrder = forcePreorder || shortOf.length > 0
    const user = await repo.findUserEmail(trx, sub.user_id)
    const created = await createPendingOrder(trx, ctx.orderFlows, {
      user: { id: sub.user_id, email: user?.email ?? '' },
      lines: quote.lines,
      totals: quote.totals,
      coupon: null,
      backOrder,
      pickup: quote.pickup,
      shippingAddress: quote.shippingAddress,
      billingAddress: quote.billingAddress,
      pickupAddress: quote.pickupAddress,
      idempotency: { key: `renewal-${renewal.id}-${renewal.attempts}`, bodyHash: 'renewal' },
      subscriptionId: sub.id,
    })
    await repo.setRenewalOrder(trx, renewal.id, created.id)
    return { renewal, orderId: created.id, totalCents: quote.totals.totalCents, backOrder, shortOf }
  })
}

/**
 * Renews one due subscription: transaction 1 (claim, price, pending order with its stock), the
 * charge to the saved card with no transaction open, then transaction 2 marks the order paid (its
 * tracking entry, invoice and mail) and moves next_date by the interval, or failed and plans a retry.
 * A crash after transaction 1 leaves a pending renewal that {@link settleStaleRenewals} resolves by
 * asking the gateway, so the delivery is neither charged twice nor lost.
 */
export async function renewSubscription(
  ctx: ServiceContext,
  sub: Subscription,
  now: Date,
): Promise<RenewalOutcome> {
  const at = now.toISOString()
  const base = { subscriptionNo: sub.subscription_no, dueDate: sub.next_date }
  if (await holdProfessionalRenewal(ctx, sub, now)) return { ...base, result: 'held' }
  let claimed: Claimed | null | 'ended'
  try {
    claimed = await claimAndCreateOrder(ctx, sub, at, false)
  } catch (error) {
    // Another process inserted this due date's renewal first: it is theirs.
    if (isUniqueViolation(error)) return { ...base, result: 'skipped' }
    // Stock went between the look and the guarded update: the delivery becomes a pre-order.
    if (error instanceof AppError && error.extra?.code === API_ERROR_CODES.outOfStock) {
      claimed = await claimAndCreateOrder(ctx, sub, at, true)
    } else throw error
  }
  if (claimed === 'ended') {
    const user = await repo.findUserEmail(ctx.db.kysely, sub.user_id)
    if (user)
      await mailSubscriber(ctx, user.email, `Subscription ${sub.subscription_no} has ended`, [
        `Dear ${user.first_name},`,
        '',
        `The products of your Subscribe & Save subscription ${sub.subscription_no} are no longer sold, so it has ended. You have not been charged.`,
      ])
    return { ...base, result: 'ended' }
  }
  if (!claimed) return { ...base, result: 'skipped' }

  const order = (await findOrderById(ctx.db.kysely, claimed.orderId))!
  const outcome = sub.payment_token
    ? await chargePendingOrder(
        ctx,
        order,
        claimed.totalCents,
        { type: 'token', token: sub.payment_token },
        { offSession: true },
      )
    : { result: 'declined' as const, message: NO_SAVED_CARD }
  if (outcome.result === 'unreachable') {
    ctx.log.error(
      { err: outcome.error, orderId: order.id },
      'gateway unreachable; renewal left pending for the settle job',
    )
    return { ...base, result: 'pending', orderNo: order.order_no }
  }
  if (outcome.result === 'requires_action') {
    // The bank asks for the buyer while they are away: until renewals say 'needs your action'
    // (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md), the settle job
    // cancels the waiting intent and the renewal is tried again, as after a lost answer.
    ctx.log.warn({ orderId: order.id }, 'renewal card asks for authentication; left pending')
    return { ...base, result: 'pending', orderNo: order.order_no }
  }
  if (outcome.result === 'refunded') {
    // The settle job thought the charge lost and failed the order; the renewal is tried again as a
    // new attempt.
    ctx.log.warn(
      { orderId: order.id, refund: outcome.refund },
      'charge arrived for a renewal settled as failed',
    )
    return { ...base, result: 'pending', orderNo: order.order_no }
  }
  const renewal = (await repo.findRenewalById(ctx.db.kysely, claimed.renewal.id))!
  if (outcome.result === 'paid') {
    await completeRenewal(ctx, renewal, now, claimed.shortOf)
    return { ...base, result: 'paid', orderNo: order.order_no }
  }
  if (!sub.payment_token) await declinePendingOrder(ctx, order.id, NO_SAVED_CARD)
  const result = await declineRenewal(ctx, renewal, now, { counted: true, message: outcome.message })
  return { ...base, result, orderNo: order.order_no }
}

const NO_SAVED_CARD = 'No saved card for this subscription.'

/** The items list after a paid renewal: the prices just charged, the same quantities. */
async function itemsAfter(k: DbHandle, sub: Subscription, orderId: number): Promise<string> {
  const charged = new Map((await findOrderItems(k, [orderId])).map((l) => [l.product_id, l]))
  const items: SubscriptionItem[] = parseItems(sub.items).map((item) => {
    const line = charged.get(item.product_id)
    return line ? { ...item, price: toDollars(line.unit_price_cents), qty: line.quantity } : item
  })
  return JSON.stringify(items)
}

/** Transaction 2 of a paid renewal: the renewal is done and next_date moves by the interval. Once only. */
async function completeRenewal(ctx: ServiceContext, renewal: Renewal, now: Date, shortOf?: string[]) {
  const at = now.toISOString()
  const order = (await findOrderById(ctx.db.kysely, renewal.order_id!))!
  const sub = (await repo.findSubscriptionById(ctx.db.kysely, renewal.subscription_id))!
  const items = await itemsAfter(ctx.db.kysely, sub, order.id)
  const nextDate = addMonths(renewal.due_date, sub.month)
  const done = await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.finishRenewal(trx, renewal.id, 'paid', at))) return false
    await repo.updateSubscription(
      trx,
      sub.id,
      {
        next_date: nextDate,
        items,
        grand_total_cents: order.sub_total_cents,
        failed_attempts: 0,
        retry_at: null,
        updated_at: at,
      },
      renewal.due_date,
    )
    return true
  })
  if (!done) return
  const user = await repo.findUserEmail(ctx.db.kysely, sub.user_id)
  if (!user) return
  const waiting = shortOf ?? (order.back_order ? parseItems(sub.items).map((i) => i.name) : [])
  await mailSubscriber(
    ctx,
    user.email,
    `Subscribe & Save delivery ${sub.subscription_no}: order ${order.order_no}`,
    [
      `Dear ${user.first_name},`,
      '',
      `Your Subscribe & Save delivery is on its way: order ${order.order_no}, ${formatMoney(order.grand_total_cents)} charged to your saved card.`,
      ...(order.back_order
        ? [
            `${waiting.join(', ')} ${waiting.length === 1 ? 'is' : 'are'} out of stock just now, so this delivery is a pre-order: it ships as soon as the items are back.`,
          ]
        : []),
      `Next delivery on ${onDate(nextDate)} (${everyText(sub.month)}).`,
    ],
  )
}

/**
 * Transaction 2 of a declined renewal. A counted decline plans the next try (1, 3 and 7 days after
 * the first) with a mail each time; after the last the subscription pauses and the customer is asked
 * to update the card. A charge that never reached the gateway (a crash) is not a decline: it is tried
 * again at once. Once only per attempt.
 */
async function declineRenewal(
  ctx: ServiceContext,
  renewal: Renewal,
  now: Date,
  why: { counted: boolean; message: string },
): Promise<'declined' | 'paused' | 'pending'> {
  const at = now.toISOString()
  const sub = (await repo.findSubscriptionById(ctx.db.kysely, renewal.subscription_id))!
  const failures = sub.failed_attempts + (why.counted ? 1 : 0)
  const pause = failures > RETRY_AFTER_DAYS.length
  const retryAt = !why.counted
    ? at
    : pause
      ? null
      : addDays(renewal.created_at, RETRY_AFTER_DAYS[failures - 1]!)
  const done = await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.finishRenewal(trx, renewal.id, pause ? 'abandoned' : 'declined', at))) return false
    await repo.updateSubscription(trx, sub.id, {
      failed_attempts: failures,
      retry_at: retryAt,
      ...(pause ? { status: 'paused', paused_at: at } : {}),
      updated_at: at,
    })
    return true
  })
  if (!done || !why.counted) return pause ? 'paused' : 'declined'
  const user = await repo.findUserEmail(ctx.db.kysely, sub.user_id)
  if (user) {
    const lines = pause
      ? [
          `We could not charge your saved card for your Subscribe & Save delivery ${sub.subscription_no} (${why.message}), after ${failures} tries.`,
          'The subscription is paused. Please update your card, then resume the subscription to get your delivery.',
        ]
      : [
          `We could not charge your saved card for your Subscribe & Save delivery ${sub.subscription_no} (${why.message}).`,
          `We will try again on ${onDate(retryAt!)}. If your card has changed, please update it before then.`,
        ]
    await mailSubscriber(
      ctx,
      user.email,
      pause
        ? `Subscription ${sub.subscription_no} paused: please update your card`
        : `Subscription ${sub.subscription_no}: payment declined`,
      [`Dear ${user.first_name},`, '', ...lines],
    )
  }
  return pause ? 'paused' : 'declined'
}

export interface RenewalSettleReport {
  paid: string[]
  declined: string[]
  retried: string[]
  unknown: string[]
}

/**
 * Resolves renewals a crashed process left pending (older than `olderThanMinutes`): asks the gateway
 * what happened to the charge by the key it was made with, marks the order paid or failed (unless
 * the order settle already did), then completes the renewal or plans its retry. A charge the gateway
 * never saw is tried again by the next renewal run, so no delivery is lost and none is charged twice.
 */
export async function settleStaleRenewals(
  ctx: ServiceContext,
  now: Date,
  olderThanMinutes = STALE_RENEWAL_MINUTES,
): Promise<RenewalSettleReport> {
  const before = addMinutes(now.toISOString(), -olderThanMinutes)
  const report: RenewalSettleReport = { paid: [], declined: [], retried: [], unknown: [] }
  for (const renewal of await repo.findStaleRenewals(ctx.db.kysely, before)) {
    let order: OrderRow | undefined = renewal.order_id
      ? await findOrderById(ctx.db.kysely, renewal.order_id)
      : undefined
    if (!order) continue
    if (order.payment_status === 'pending') {
      if ((await settlePendingOrder(ctx, order)) === 'unknown') {
        report.unknown.push(order.order_no)
        continue
      }
      order = (await findOrderById(ctx.db.kysely, order.id))!
    }
    if (order.payment_status === 'paid') {
      await completeRenewal(ctx, renewal, now)
      report.paid.push(order.order_no)
    } else if (order.payment_status === 'failed') {
      const counted = order.transaction_id !== null
      await declineRenewal(ctx, renewal, now, { counted, message: order.payment_error ?? 'Card declined' })
      ;(counted ? report.declined : report.retried).push(order.order_no)
    }
  }
  return report
}
