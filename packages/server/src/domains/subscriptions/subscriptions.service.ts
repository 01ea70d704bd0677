import { toDollars } from '@shop/shared/money'
import { formatMoney } from '@shop/shared/format'
import {
  CANCELLED_SUBSCRIPTIONS_PAGE_SIZE,
  SUBSCRIPTION_MESSAGES,
  type ActiveSubscriptionsResponse,
  type CancelledSubscriptionsResponse,
  type NextDeliveriesResponse,
  type SendNowResponse,
  type Subscription,
  type SubscriptionChangeResponse,
  type SubscriptionStatus,
  type TotalSubscriptionsResponse,
} from '@shop/shared/schemas/subscriptions'
import { randomUUID } from 'node:crypto'
import { ownSavedCard, recordSavedCard } from '../payments/payment-methods.service'
import type { CheckoutGuard } from '../checkout/checkout-guard'
import { saveSubscriptionCard } from './card-update-guard'
import type { Updateable } from 'kysely'
import type { SubscriptionsTable } from '../../db/schema'
import { AppError, conflict, unprocessable } from '../../errors'
import { addMonths, shopDay } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { findSubscriptionOptions } from '../checkout/checkout.repository'
import { renewSubscription } from './renewals.service'
import { everyText, mailSubscriber, onDate } from './subscription-mail'
import { itemsText, parseItems, quoteDelivery } from './subscription-pricing'
import * as repo from './subscriptions.repository'

type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof repo.findSubscriptionById>>>

/** How far ahead a delivery may be rescheduled. */
const MAX_RESCHEDULE_MONTHS = 12

export function toSubscription(row: SubscriptionRow, intervals: number[] = []): Subscription {
  return {
    id: row.id,
    subscription_no: row.subscription_no,
    items: row.items,
    next_date: row.next_date,
    month: row.month,
    grand_total: toDollars(row.grand_total_cents),
    status: row.status as SubscriptionStatus,
    created_at: row.created_at,
    cancelled_at: row.cancelled_at,
    cancel_reason: row.cancel_reason,
    paused_at: row.paused_at,
    payment_problem: row.status === 'paused' && row.failed_attempts > 0,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    intervals,
  }
}

/** Each subscription as the customer sees it, with the intervals all of its products offer. */
async function withIntervals(ctx: ServiceContext, rows: SubscriptionRow[]): Promise<Subscription[]> {
  const items = new Map(rows.map((r) => [r.id, parseItems(r.items)]))
  const ids = [...new Set([...items.values()].flat().map((i) => i.product_id))]
  const options = await findSubscriptionOptions(ctx.db.kysely, ids)
  return rows.map((row) => {
    const own = items.get(row.id) ?? []
    const months = [...new Set(options.map((o) => o.months))].sort((a, b) => a - b)
    const offered = months.filter((m) =>
      own.every((i) => options.some((o) => o.product_id === i.product_id && o.months === m)),
    )
    return toSubscription(row, offered)
  })
}

/** GET customer/get-user-total-subscription: active and paused subscriptions. */
export async function countSubscriptions(
  ctx: ServiceContext,
  userId: number,
): Promise<TotalSubscriptionsResponse> {
  const n = await repo.countLiveSubscriptions(ctx.db.kysely, userId)
  return { total_subsriptions: n, total_subscriptions: n }
}

/** GET customer/get-active-subscription: active and paused subscriptions, next delivery first. */
export async function activeSubscriptions(
  ctx: ServiceContext,
  userId: number,
): Promise<ActiveSubscriptionsResponse> {
  const rows = await repo.findLiveSubscriptions(ctx.db.kysely, userId)
  return { subscriptions: await withIntervals(ctx, rows) }
}

/** GET customer/get-next-deliveries-subscription: each active subscription's next delivery, priced as today. */
export async function nextDeliveries(ctx: ServiceContext, userId: number): Promise<NextDeliveriesResponse> {
  const rows = (await repo.findLiveSubscriptions(ctx.db.kysely, userId)).filter((r) => r.status === 'active')
  const deliveries = await Promise.all(
    rows.map(async (row) => {
      const quote = await quoteDelivery(ctx, ctx.db.kysely, row)
      const t = quote.totals
      return {
        subscription_no: row.subscription_no,
        next_date: row.next_date,
        month: row.month,
        status: row.status as SubscriptionStatus,
        items: parseItems(itemsText(quote.lines)),
        sub_total: toDollars(t.subTotalCents),
        shipping_charge: toDollars(t.shippingChargeCents),
        tax_amount: toDollars(t.taxCents),
        total: toDollars(t.totalCents),
      }
    }),
  )
  return { deliveries }
}

/** GET customer/get-cancelled-subscription: newest cancellation first, paged as data.data.data. */
export async function cancelledSubscriptions(
  ctx: ServiceContext,
  userId: number,
  page: number,
): Promise<CancelledSubscriptionsResponse> {
  const perPage = CANCELLED_SUBSCRIPTIONS_PAGE_SIZE
  const { rows, total } = await repo.findCancelledSubscriptions(
    ctx.db.kysely,
    userId,
    perPage,
    (page - 1) * perPage,
  )
  return {
    data: { data: { data: await withIntervals(ctx, rows), total, per_page: perPage, current_page: page } },
  }
}

/** The customer's own subscription by number; another customer's is not found. */
async function ownSubscription(
  ctx: ServiceContext,
  userId: number,
  subscriptionNo: string,
  failMessage?: string,
) {
  const row = await repo.findOwnSubscription(ctx.db.kysely, userId, subscriptionNo)
  if (!row) {
    throw new AppError(404, failMessage ?? 'Subscription not found.', {
      subscription_id: ['No such subscription of yours.'],
    })
  }
  return row
}

/** A delivery whose renewal is being charged right now cannot be changed under it. */
async function assertNotRenewing(ctx: ServiceContext, row: SubscriptionRow) {
  const renewal = await repo.findRenewal(ctx.db.kysely, row.id, row.next_date)
  if (renewal?.status === 'pending') {
    throw conflict('This delivery is being charged right now. Please try again in a few minutes.')
  }
}

/**
 * Applies one change to an own subscription if nobody changed it meanwhile, mails the customer and
 * answers the subscription as it is now.
 */
async function change(
  ctx: ServiceContext,
  row: SubscriptionRow,
  values: Updateable<SubscriptionsTable>,
  now: Date,
  mail: { subject: string; message: string; lines: string[] },
): Promise<SubscriptionChangeResponse> {
  const ok = await repo.updateSubscriptionIf(
    ctx.db.kysely,
    row.id,
    { status: row.status, next_date: row.next_date },
    { ...values, updated_at: now.toISOString() },
  )
  if (!ok) throw conflict('The subscription changed meanwhile. Please look at it again.')
  const user = await repo.findUserEmail(ctx.db.kysely, row.user_id)
  if (user)
    await mailSubscriber(ctx, user.email, mail.subject, [`Dear ${user.first_name},`, '', ...mail.lines])
  const updated = (await repo.findSubscriptionById(ctx.db.kysely, row.id))!
  return { message: mail.message, data: (await withIntervals(ctx, [updated]))[0]! }
}

function requireStatus(row: SubscriptionRow, allowed: readonly string[], action: string) {
  if (!allowed.includes(row.status)) {
    throw conflict(`Subscription ${row.subscription_no} is ${row.status}; it cannot be ${action}.`)
  }
}

/** POST customer/cancel-subscription and customer/subscriptions/{no}/cancel, with an optional reason. */
export async function cancelSubscription(
  ctx: ServiceContext,
  userId: number,
  subscriptionNo: string,
  reason: string | undefined,
  now: Date,
): Promise<SubscriptionChangeResponse> {
  const row = await ownSubscription(ctx, userId, subscriptionNo, SUBSCRIPTION_MESSAGES.cancelFailed)
  if (row.status === 'cancelled') throw conflict(SUBSCRIPTION_MESSAGES.cancelFailed)
  await assertNotRenewing(ctx, row)
  const at = now.toISOString()
  return change(
    ctx,
    row,
    { status: 'cancelled', cancelled_at: at, cancel_reason: reason || null, retry_at: null },
    now,
    {
      subject: `Subscription ${row.subscription_no} cancelled`,
      message: SUBSCRIPTION_MESSAGES.cancelled,
      lines: [
        `Your Subscribe & Save subscription ${row.subscription_no} is cancelled. No further deliveries will be sent or charged.`,
      ],
    },
  )
}

export async function skipNextDelivery(ctx: ServiceContext, userId: number, no: string, now: Date) {
  const row = await ownSubscription(ctx, userId, no)
  requireStatus(row, ['active', 'paused'], 'skipped')
  await assertNotRenewing(ctx, row)
  const next = addMonths(row.next_date, row.month)
  return change(ctx, row, { next_date: next, failed_attempts: 0, retry_at: null }, now, {
    subject: `Subscription ${row.subscription_no}: delivery skipped`,
    message: `The delivery of ${onDate(row.next_date)} is skipped. Next delivery on ${onDate(next)}.`,
    lines: [
      `You skipped the delivery of ${onDate(row.next_date)}. Your next delivery is on ${onDate(next)}.`,
    ],
  })
}

export async function rescheduleNextDelivery(
  ctx: ServiceContext,
  userId: number,
  no: string,
  nextDate: string,
  now: Date,
) {
  const row = await ownSubscription(ctx, userId, no)
  requireStatus(row, ['active', 'paused'], 'rescheduled')
  const today = shopDay(now, ctx.config.shop.timeZone)
  if (nextDate <= today) {
    throw unprocessable('next_date: The next delivery must be after today.', {
      next_date: ['must be after today'],
    })
  }
  const latest = addMonths(today, MAX_RESCHEDULE_MONTHS)
  if (nextDate > latest) {
    throw unprocessable(
      `next_date: The next delivery can be at most ${MAX_RESCHEDULE_MONTHS} months ahead.`,
      {
        next_date: [`must be on or before ${latest}`],
      },
    )
  }
  await assertNotRenewing(ctx, row)
  return change(ctx, row, { next_date: nextDate, failed_attempts: 0, retry_at: null }, now, {
    subject: `Subscription ${row.subscription_no}: delivery rescheduled`,
    message: `Next delivery on ${onDate(nextDate)}.`,
    lines: [
      `Your next Subscribe & Save delivery is now on ${onDate(nextDate)} (it was ${onDate(row.next_date)}).`,
    ],
  })
}

/** Every product of the subscription must offer the new interval; the items are priced for it. */
export async function changeInterval(
  ctx: ServiceContext,
  userId: number,
  no: string,
  month: number,
  now: Date,
) {
  const row = await ownSubscription(ctx, userId, no)
  requireStatus(row, ['active', 'paused'], 'changed')
  if (month === row.month)
    throw unprocessable(`month: The subscription is already ${everyText(month)}.`, {
      month: ['is the current interval'],
    })
  const items = parseItems(row.items)
  const options = await findSubscriptionOptions(
    ctx.db.kysely,
    items.map((i) => i.product_id),
  )
  const missing = items.filter(
    (i) => !options.some((o) => o.product_id === i.product_id && o.months === month),
  )
  if (missing.length) {
    throw unprocessable(
      `month: ${missing.map((i) => i.name).join(', ')} is not offered ${everyText(month)}.`,
      {
        month: [`not offered for ${missing.map((i) => i.name).join(', ')}`],
      },
    )
  }
  await assertNotRenewing(ctx, row)
  const quote = await quoteDelivery(ctx, ctx.db.kysely, { ...row, reminded_for: null }, { month })
  return change(
    ctx,
    row,
    { month, items: itemsText(quote.lines), grand_total_cents: quote.totals.subTotalCents },
    now,
    {
      subject: `Subscription ${row.subscription_no}: now ${everyText(month)}`,
      message: `Delivered ${everyText(month)} from now on.`,
      lines: [
        `Your Subscribe & Save subscription ${row.subscription_no} is now delivered ${everyText(month)}, at ${formatMoney(quote.totals.subTotalCents)} for the items at today's prices. Next delivery on ${onDate(row.next_date)}.`,
      ],
    },
  )
}

export async function changeQuantity(
  ctx: ServiceContext,
  userId: number,
  no: string,
  productId: number,
  qty: number,
  now: Date,
) {
  const row = await ownSubscription(ctx, userId, no)
  requireStatus(row, ['active', 'paused'], 'changed')
  const item = parseItems(row.items).find((i) => i.product_id === productId)
  if (!item) {
    throw unprocessable('product_id: This product is not part of the subscription.', {
      product_id: ['is not part of the subscription'],
    })
  }
  await assertNotRenewing(ctx, row)
  const quote = await quoteDelivery(
    ctx,
    ctx.db.kysely,
    { ...row, reminded_for: null },
    { qty: new Map([[productId, qty]]) },
  )
  return change(
    ctx,
    row,
    { items: itemsText(quote.lines), grand_total_cents: quote.totals.subTotalCents },
    now,
    {
      subject: `Subscription ${row.subscription_no}: quantity changed`,
      message: `${item.name}: ${qty} per delivery.`,
      lines: [
        `Each delivery of ${row.subscription_no} now brings ${qty} x ${item.name}. Next delivery on ${onDate(row.next_date)}.`,
      ],
    },
  )
}

export async function pauseSubscription(ctx: ServiceContext, userId: number, no: string, now: Date) {
  const row = await ownSubscription(ctx, userId, no)
  requireStatus(row, ['active'], 'paused')
  await assertNotRenewing(ctx, row)
  return change(ctx, row, { status: 'paused', paused_at: now.toISOString(), retry_at: null }, now, {
    subject: `Subscription ${row.subscription_no} paused`,
    message: 'Subscription paused. Nothing is delivered or charged until you resume it.',
    lines: [
      `Your Subscribe & Save subscription ${row.subscription_no} is paused. Nothing is delivered or charged until you resume it.`,
    ],
  })
}

/** Resumes a paused subscription; a next date already past becomes today, so the delivery goes out now. */
export async function resumeSubscription(ctx: ServiceContext, userId: number, no: string, now: Date) {
  const row = await ownSubscription(ctx, userId, no)
  requireStatus(row, ['paused'], 'resumed')
  const today = shopDay(now, ctx.config.shop.timeZone)
  const next = row.next_date < today ? today : row.next_date
  return change(
    ctx,
    row,
    { status: 'active', paused_at: null, failed_attempts: 0, retry_at: null, next_date: next },
    now,
    {
      subject: `Subscription ${row.subscription_no} resumed`,
      message: `Subscription resumed. Next delivery on ${onDate(next)}.`,
      lines: [
        `Your Subscribe & Save subscription ${row.subscription_no} is active again. Next delivery on ${onDate(next)}.`,
      ],
    },
  )
}

/** Places the next delivery now: next_date becomes today and the renewal runs at once. */
export async function sendNow(
  ctx: ServiceContext,
  userId: number,
  no: string,
  now: Date,
): Promise<SendNowResponse> {
  const row = await ownSubscription(ctx, userId, no)
  requireStatus(row, ['active'], 'sent now')
  await assertNotRenewing(ctx, row)
  const today = shopDay(now, ctx.config.shop.timeZone)
  if (row.next_date > today) {
    const moved = await repo.updateSubscriptionIf(
      ctx.db.kysely,
      row.id,
      { status: row.status, next_date: row.next_date },
      { next_date: today, failed_attempts: 0, retry_at: null, updated_at: now.toISOString() },
    )
    if (!moved) throw conflict('The subscription changed meanwhile. Please look at it again.')
  } else if (row.retry_at) {
    await repo.updateSubscriptionIf(ctx.db.kysely, row.id, row, {
      retry_at: null,
      updated_at: now.toISOString(),
    })
  }
  const current = (await repo.findSubscriptionById(ctx.db.kysely, row.id))!
  const outcome = await renewSubscription(ctx, current, now)
  const [updated] = await withIntervals(ctx, [(await repo.findSubscriptionById(ctx.db.kysely, row.id))!])
  if (outcome.result === 'skipped') throw conflict('A delivery for today is already on its way.')
  const messages: Record<string, string> = {
    paid: `Your delivery is on its way: order ${outcome.orderNo}.`,
    declined: 'Your saved card was declined. We will try again; please check your card.',
    paused: 'Your saved card was declined and the subscription is paused. Please update your card.',
    pending: 'Your delivery is being charged; you will get an e-mail when it is confirmed.',
    ended: 'The products of this subscription are no longer sold; it has ended.',
  }
  return { message: messages[outcome.result]!, data: updated!, order_no: outcome.orderNo ?? null }
}

/**
 * Replaces the saved card renewals are charged to: the gateway checks and keeps the new card and
 * the subscription keeps only its token, brand and last four digits. A subscription paused after
 * declined renewals stays paused until the customer resumes it.
 */
export async function updateCard(
  ctx: ServiceContext,
  userId: number,
  no: string,
  card: { paymentToken?: string; paymentMethodId?: number },
  now: Date,
  guard: CheckoutGuard,
) {
  const row = await ownSubscription(ctx, userId, no)
  requireStatus(row, ['active', 'paused'], 'changed')
  // One of the customer's saved cards, or a new card from the card element, which becomes one of
  // their saved cards: the subscription is charged to that same record.
  let saved: { token: string; cardBrand: string | null; cardLast4: string | null; id: number }
  if (card.paymentMethodId) {
    const own = await ownSavedCard(ctx, userId, card.paymentMethodId)
    saved = { token: own.token, cardBrand: own.card_brand, cardLast4: own.card_last4, id: own.id }
  } else {
    const kept = await saveSubscriptionCard(
      ctx,
      guard,
      userId,
      row.subscription_no,
      { type: 'token', token: card.paymentToken! },
      `subscription-${row.id}-${randomUUID()}`,
    )
    const id = await recordSavedCard(ctx.db.kysely, { userId, provider: ctx.gateway.name, ...kept })
    saved = { ...kept, id }
  }
  const card4 = `${saved.cardBrand ?? 'Card'} ending in ${saved.cardLast4 ?? ''}`.trim()
  return change(
    ctx,
    row,
    {
      payment_token: saved.token,
      card_brand: saved.cardBrand,
      card_last4: saved.cardLast4,
      payment_method_id: saved.id,
    },
    now,
    {
      subject: `Subscription ${row.subscription_no}: card updated`,
      message: `Deliveries are now charged to your ${card4}.`,
      lines: [`Your Subscribe & Save deliveries of ${row.subscription_no} are now charged to your ${card4}.`],
    },
  )
}
