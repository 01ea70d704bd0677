import type { Updateable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { SubscriptionsTable } from '../../db/schema'

// Reads and writes of subscriptions and their renewal rows. Every customer read names the user, so
// another customer's subscription is never found.

export async function findOwnSubscription(k: DbHandle, userId: number, subscriptionNo: string) {
  return k
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('subscription_no', '=', subscriptionNo)
    .executeTakeFirst()
}

export async function findSubscriptionById(k: DbHandle, id: number) {
  return k.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function countLiveSubscriptions(k: DbHandle, userId: number): Promise<number> {
  const row = await k
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'paused'])
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function findLiveSubscriptions(k: DbHandle, userId: number) {
  return k
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'paused'])
    .orderBy('next_date')
    .orderBy('id')
    .execute()
}

export async function findCancelledSubscriptions(k: DbHandle, userId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    k
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'cancelled')
      .orderBy('cancelled_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    k
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'cancelled')
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/**
 * Changes a subscription only if it is still as the caller read it (same status and next date), so
 * a renewal or another request in between is never overwritten. False when it changed meanwhile.
 */
export async function updateSubscriptionIf(
  k: DbHandle,
  id: number,
  expected: { status: string; next_date: string },
  values: Updateable<SubscriptionsTable>,
): Promise<boolean> {
  const result = await k
    .updateTable('subscriptions')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', expected.status)
    .where('next_date', '=', expected.next_date)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Active subscriptions due on or before `today` whose retry (after a decline) is not in the future. */
export async function findDueSubscriptions(k: DbHandle, today: string, now: string, limit: number) {
  return k
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_date', '<=', today)
    .where((eb) => eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', now)]))
    .orderBy('next_date')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Active subscriptions due on or before `until` not yet reminded of that delivery. */
export async function findSubscriptionsToRemind(k: DbHandle, until: string, limit: number) {
  return k
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_date', '<=', until)
    .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '!=', eb.ref('next_date'))]))
    .orderBy('next_date')
    .limit(limit)
    .execute()
}

/** Claims the reminder of one delivery: true for exactly one caller. */
export async function claimReminder(k: DbHandle, id: number, nextDate: string, prices: string, now: string) {
  const result = await k
    .updateTable('subscriptions')
    .set({ reminded_for: nextDate, reminded_prices: prices, updated_at: now })
    .where('id', '=', id)
    .where('next_date', '=', nextDate)
    .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '!=', nextDate)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function findRenewal(k: DbHandle, subscriptionId: number, dueDate: string) {
  return k
    .selectFrom('subscription_renewals')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('due_date', '=', dueDate)
    .executeTakeFirst()
}

export async function findRenewalById(k: DbHandle, id: number) {
  return k.selectFrom('subscription_renewals').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Inserts the renewal of one due date; the unique (subscription, due date) key refuses a second. */
export async function insertRenewal(trx: DbHandle, subscriptionId: number, dueDate: string, now: string) {
  const row = await trx
    .insertInto('subscription_renewals')
    .values({
      subscription_id: subscriptionId,
      due_date: dueDate,
      order_id: null,
      status: 'pending',
      attempts: 1,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'attempts'])
    .executeTakeFirstOrThrow()
  return row
}

/** Takes a declined renewal (or one given up before a pause, once resumed) for another try: true for exactly one caller. */
export async function claimDeclinedRenewal(trx: DbHandle, id: number, attempts: number, now: string) {
  const result = await trx
    .updateTable('subscription_renewals')
    .set({ status: 'pending', attempts: attempts + 1, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['declined', 'abandoned'])
    .where('attempts', '=', attempts)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function setRenewalOrder(trx: DbHandle, id: number, orderId: number) {
  await trx.updateTable('subscription_renewals').set({ order_id: orderId }).where('id', '=', id).execute()
}

/** Moves a renewal out of pending; false when someone else already did. */
export async function finishRenewal(trx: DbHandle, id: number, status: string, now: string) {
  const result = await trx
    .updateTable('subscription_renewals')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Renewals still pending since before `before`: a process died between charging and settling. */
export async function findStaleRenewals(k: DbHandle, before: string) {
  return k
    .selectFrom('subscription_renewals')
    .selectAll()
    .where('status', '=', 'pending')
    .where('updated_at', '<=', before)
    .orderBy('id')
    .execute()
}

/** The original order's delivery facts, which renewals ship and are taxed by. */
export async function findFirstOrder(k: DbHandle, orderId: number) {
  return k
    .selectFrom('orders')
    .select(['shipping_address', 'billing_address', 'pickup_order', 'pickup_address'])
    .where('id', '=', orderId)
    .executeTakeFirst()
}

export async function findUserEmail(k: DbHandle, userId: number) {
  return k
    .selectFrom('users')
    .select(['email', 'first_name', 'country'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

/** The order's lines with the product facts a subscription's items list keeps. */
export async function findOrderLinesForSubscriptions(k: DbHandle, orderId: number) {
  return k
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.product_id',
      'order_items.product_name',
      'order_items.quantity',
      'order_items.unit_price_cents',
      'order_items.line_total_cents',
      'order_items.subscription_months',
      'products.slug',
      'products.thumbnail',
      'products.thumbnail_compress',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute()
}

export async function insertSubscription(
  trx: DbHandle,
  values: {
    user_id: number
    order_id: number
    items: string
    month: number
    next_date: string
    grand_total_cents: number
    created_at: string
    payment_token: string | null
    card_brand: string | null
    card_last4: string | null
    payment_method_id?: number | null
  },
): Promise<number> {
  const row = await trx
    .insertInto('subscriptions')
    .values({
      ...values,
      subscription_no: `tmp-${values.order_id}-${values.month}`,
      status: 'active',
      cancelled_at: null,
      updated_at: values.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function setSubscriptionNumber(trx: DbHandle, id: number, subscriptionNo: string) {
  await trx
    .updateTable('subscriptions')
    .set({ subscription_no: subscriptionNo })
    .where('id', '=', id)
    .execute()
}

/** Changes a subscription; with `dueDate`, only while its next delivery is still that one. */
export async function updateSubscription(
  k: DbHandle,
  id: number,
  values: Updateable<SubscriptionsTable>,
  dueDate?: string,
) {
  let query = k.updateTable('subscriptions').set(values).where('id', '=', id)
  if (dueDate !== undefined) query = query.where('next_date', '=', dueDate)
  await query.execute()
}

/** The customer's active and paused subscriptions charged to one of their saved cards. */
export function paymentMethodSubscriptions(k: DbHandle, userId: number) {
  return k
    .selectFrom('subscriptions')
    .select(['payment_method_id', 'subscription_no'])
    .where('user_id', '=', userId)
    .where('payment_method_id', 'is not', null)
    .where('status', 'in', ['active', 'paused'])
    .orderBy('id')
    .execute()
}
