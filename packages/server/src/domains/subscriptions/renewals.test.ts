import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DETAILS_REFUSED_MESSAGE } from '@shop/shared/schemas/checkout'
import { buildApp } from '../../app'
import { connectDb, type Db } from '../../db/connect'
import { serviceContext } from '../../lib/service-context'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
  insertSubscriptionOption,
} from '../../../test/fixtures'
import {
  makeSavedCardDecline,
  onDue,
  renewalOrders,
  subscribeAtCheckout,
} from '../../../test/subscription-fixtures'
import { addMonths, dayStartIn } from '../../lib/clock'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'
import { RETRY_AFTER_DAYS, runRenewals, settleStaleRenewals } from './renewals.service'

let t: TestApp
let categoryId: number
let brandId: number
let clockNow = new Date()

async function product(f: { priceCents?: number; stock?: number; discountPercent?: number } = {}) {
  const p = await insertProduct(t.db, {
    categoryId,
    brandId,
    sellingPriceCents: f.priceCents ?? 2000,
    quantity: f.stock ?? 100,
    discountType: f.discountPercent ? 'percent' : null,
    discountValue: f.discountPercent ?? 0,
  })
  await insertSubscriptionOption(t.db, p.id, 1, 10)
  await insertSubscriptionOption(t.db, p.id, 2, 15)
  return p
}

async function subscribe(productId: number, qty: number, unitPrice: number, months = 1) {
  const buyer = await insertCustomer(t.db)
  const sub = await subscribeAtCheckout(t.app, t.db, buyer, { productId, qty, unitPrice, months })
  return { buyer, sub }
}

const subscription = (id: number) =>
  t.db.kysely.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const stockUsed = async (id: number) =>
  (
    await t.db.kysely
      .selectFrom('products')
      .select('quantity_used')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).quantity_used
const mailTo = (email: string) =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute()
async function chargesFor(orderNos: string[]) {
  if (!orderNos.length) return []
  const rows = await t.db.kysely.selectFrom('sandbox_payments').selectAll().execute()
  return rows.filter((r) => orderNos.some((no) => r.idempotency_key.startsWith(`${no}:`)))
}

/** A context whose gateway charges the card but whose answer never arrives (a connection reset). */
function losingAnswers(ctx: ReturnType<typeof serviceContext>) {
  return {
    ...ctx,
    gateway: {
      ...ctx.gateway,
      async createIntent(request: Parameters<typeof ctx.gateway.createIntent>[0]) {
        await ctx.gateway.createIntent(request)
        throw new Error('connection reset')
      },
    },
  }
}

/** Runs a job as the scheduler would, at the test's "now". */
async function runJob(name: string, at: Date) {
  clockNow = at
  const summary = await t.app.jobs.runNow(name)
  // A renewal's invoice and mail follow its payment (the order documents outbox).
  await t.app.orderDocuments.idle()
  return summary
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => clockNow })
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
  await insertShippingRate(t.db, 'Bermuda', 1500, 10_000)
})

describe('a renewal run', () => {
  it('creates exactly one order per due subscription, with price, stock, next_date, tracking, invoice and mail', async () => {
    // Selling 20.00 with 10 % off: 18.00 buying once; the 1-month interval takes 10 % off that: 16.20.
    const p = await product({ priceCents: 2000, discountPercent: 10 })
    const { buyer, sub } = await subscribe(p.id, 2, 16.2)
    const notDue = await subscribe(p.id, 1, 15.3, 2)
    expect(await stockUsed(p.id)).toBe(3)

    // The day before: nothing happens.
    await runJob('subscription-renewals', onDue(sub.next_date, -1))
    expect(await renewalOrders(t.db, sub.id)).toHaveLength(0)

    // The price went up meanwhile: the renewal charges today's price with the same rule.
    await t.db.kysely
      .updateTable('products')
      .set({ selling_price_cents: 3000, discounted_price_cents: 2700 })
      .where('id', '=', p.id)
      .execute()
    const summary = await runJob('subscription-renewals', onDue(sub.next_date))
    expect(summary).toContain(sub.subscription_no)
    const orders = await renewalOrders(t.db, sub.id)
    expect(orders).toHaveLength(1)
    const order = orders[0]!
    // 27.00 less 10 % = 24.30, two of them: 48.60; pickup as the first order, so no shipping.
    expect(order).toMatchObject({
      user_id: buyer.id,
      payment_status: 'paid',
      order_status: 'Pending',
      back_order: 0,
      sub_total_cents: 4860,
      shipping_charge_cents: 0,
      grand_total_cents: 4860,
      card_brand: 'Visa',
      card_last4: '1111',
      pickup_order: 1,
    })
    expect(order.invoice_pdf).toMatch(/^invoices\/[0-9a-f]{32}\.pdf$/)
    const items = await t.db.kysely
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute()
    expect(items).toEqual([
      expect.objectContaining({
        product_id: p.id,
        quantity: 2,
        unit_price_cents: 2430,
        subscription_months: 1,
      }),
    ])
    const tracking = await t.db.kysely
      .selectFrom('order_tracking')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute()
    expect(tracking).toEqual([expect.objectContaining({ status: 'Pending' })])
    expect(await stockUsed(p.id)).toBe(5)
    const after = await subscription(sub.id)
    expect(after.next_date).toBe(addMonths(sub.next_date, 1))
    expect(after.grand_total_cents).toBe(4860)
    expect(JSON.parse(after.items)[0]).toMatchObject({ price: 24.3, qty: 2 })
    const subjects = (await mailTo(buyer.email)).map((m) => m.subject)
    expect(subjects).toContain(`Your order ${order.order_no}`)
    expect(subjects).toContain(`Subscribe & Save delivery ${sub.subscription_no}: order ${order.order_no}`)
    // The renewal order did not start a subscription of its own.
    const subs = await t.db.kysely
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', buyer.id)
      .execute()
    expect(subs).toHaveLength(1)
    // One charge, to the saved card.
    expect(await chargesFor([order.order_no])).toHaveLength(1)

    // Running again the same day, or twice more, makes no second order.
    await runJob('subscription-renewals', onDue(sub.next_date))
    await runJob('subscription-renewals', onDue(sub.next_date, 0.2))
    expect(await renewalOrders(t.db, sub.id)).toHaveLength(1)
    expect(await renewalOrders(t.db, notDue.sub.id)).toHaveLength(0)
  })

  it("renews by the shop's day: not at 21:30 Bermuda time the evening before, although UTC is already on the delivery date", async () => {
    const p = await product({ priceCents: 1000 })
    const { sub } = await subscribe(p.id, 1, 9)
    // The shop's midnight of the delivery date, in its zone (the tests' shop is in Bermuda).
    const midnight = Date.parse(dayStartIn(sub.next_date, t.app.config.shop.timeZone))
    const eveningBefore = new Date(midnight - 150 * 60_000)
    expect(eveningBefore.toISOString().slice(0, 10)).toBe(sub.next_date)
    await runJob('subscription-renewals', eveningBefore)
    expect(await renewalOrders(t.db, sub.id)).toHaveLength(0)
    // 21:30 on the delivery date itself (UTC has turned to the next day): renewed once.
    await runJob('subscription-renewals', new Date(midnight + 21.5 * 3_600_000))
    expect(await renewalOrders(t.db, sub.id)).toHaveLength(1)
  })

  it('makes the delivery a pre-order when the stock is gone, and tells the customer', async () => {
    const p = await product({ priceCents: 1000, stock: 3 })
    const { buyer, sub } = await subscribe(p.id, 2, 9)
    await t.db.kysely.updateTable('products').set({ quantity_used: 3 }).where('id', '=', p.id).execute()
    await runJob('subscription-renewals', onDue(sub.next_date))
    const [order] = await renewalOrders(t.db, sub.id)
    expect(order).toMatchObject({ payment_status: 'paid', back_order: 1, sub_total_cents: 1800 })
    // A pre-order reserves no stock.
    expect(await stockUsed(p.id)).toBe(3)
    const renewalMail = (await mailTo(buyer.email)).find((m) =>
      m.subject.startsWith('Subscribe & Save delivery'),
    )
    expect(renewalMail?.text_body).toContain('out of stock just now, so this delivery is a pre-order')
  })

  it('mails a reminder with the price some days ahead; a later price rise is not charged for that delivery', async () => {
    const p = await product({ priceCents: 1000 })
    const { buyer, sub } = await subscribe(p.id, 1, 9)
    await runJob('renewal-reminders', onDue(sub.next_date, -4))
    expect(
      (await mailTo(buyer.email)).some((m) => m.subject.startsWith('Your Subscribe & Save delivery on')),
    ).toBe(false)
    await runJob('renewal-reminders', onDue(sub.next_date, -3))
    await runJob('renewal-reminders', onDue(sub.next_date, -2))
    const reminders = (await mailTo(buyer.email)).filter((m) =>
      m.subject.startsWith('Your Subscribe & Save delivery on'),
    )
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.text_body).toContain(
      'Total to be charged to your saved card ending in 1111: US $9.00',
    )

    await t.db.kysely
      .updateTable('products')
      .set({ selling_price_cents: 1500 })
      .where('id', '=', p.id)
      .execute()
    await runJob('subscription-renewals', onDue(sub.next_date))
    const [order] = await renewalOrders(t.db, sub.id)
    expect(order).toMatchObject({ payment_status: 'paid', sub_total_cents: 900 })
    // The next delivery is priced anew (15.00 less 10 %).
    const next = (
      await t.app.inject({
        url: '/api/customer/get-next-deliveries-subscription',
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).json().deliveries[0]
    expect(next.sub_total).toBe(13.5)
  })
})

describe('a declined renewal', () => {
  it('is retried after 1, 3 and 7 days with a mail each time, then the subscription pauses', async () => {
    const p = await product({ priceCents: 1000 })
    const { buyer, sub } = await subscribe(p.id, 1, 9)
    await makeSavedCardDecline(t.db, sub.payment_token!)
    const stockBefore = await stockUsed(p.id)

    await runJob('subscription-renewals', onDue(sub.next_date))
    let s = await subscription(sub.id)
    expect(s).toMatchObject({ status: 'active', failed_attempts: 1, next_date: sub.next_date })
    const firstTry = (
      await t.db.kysely
        .selectFrom('subscription_renewals')
        .selectAll()
        .where('subscription_id', '=', sub.id)
        .executeTakeFirstOrThrow()
    ).created_at
    expect(s.retry_at).toBe(new Date(Date.parse(firstTry) + RETRY_AFTER_DAYS[0] * 86_400_000).toISOString())
    expect(await stockUsed(p.id)).toBe(stockBefore)

    // Before the retry date nothing is tried.
    await runJob('subscription-renewals', onDue(sub.next_date, 0.5))
    expect(await renewalOrders(t.db, sub.id)).toHaveLength(1)

    await runJob('subscription-renewals', onDue(sub.next_date, 1))
    s = await subscription(sub.id)
    expect(s).toMatchObject({ status: 'active', failed_attempts: 2 })
    expect(s.retry_at).toBe(new Date(Date.parse(firstTry) + 3 * 86_400_000).toISOString())
    await runJob('subscription-renewals', onDue(sub.next_date, 3))
    expect((await subscription(sub.id)).failed_attempts).toBe(3)
    await runJob('subscription-renewals', onDue(sub.next_date, 7))
    s = await subscription(sub.id)
    expect(s).toMatchObject({ status: 'paused', failed_attempts: 4, retry_at: null })
    await runJob('subscription-renewals', onDue(sub.next_date, 30))

    const orders = await renewalOrders(t.db, sub.id)
    expect(orders.map((o) => o.payment_status)).toEqual(['failed', 'failed', 'failed', 'failed'])
    expect(await stockUsed(p.id)).toBe(stockBefore)
    const subjects = (await mailTo(buyer.email)).map((m) => m.subject)
    expect(
      subjects.filter((x) => x === `Subscription ${sub.subscription_no}: payment declined`),
    ).toHaveLength(3)
    expect(subjects).toContain(`Subscription ${sub.subscription_no} paused: please update your card`)
    const active = (
      await t.app.inject({
        url: '/api/customer/get-active-subscription',
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).json().subscriptions
    expect(active[0]).toMatchObject({ status: 'paused', payment_problem: true })

    // The customer gives a new card and resumes: the delivery is charged to it.
    const auth = { authorization: `Bearer ${buyer.token}` }
    const base = `/api/customer/subscriptions/${sub.subscription_no}`
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base}/card`,
      headers: auth,
      payload: { paymentToken: await cardToken(t.app, SANDBOX_CARDS.declined) },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toHaveProperty('paymentToken')
    // The card itself is never taken by the shop's API.
    const raw = await t.app.inject({
      method: 'POST',
      url: `${base}/card`,
      headers: auth,
      payload: { cardDetails: { number: '5555555555554444', name: 'Sam', expiry: '12/39', cvc: '123' } },
    })
    expect(raw.statusCode).toBe(400)
    expect(raw.json().errors.cardDetails).toEqual([CARD_DETAILS_REFUSED_MESSAGE])
    // The new card comes as the card element's one-use token, as the browser sends it.
    const made = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/tokens',
      payload: { number: '5555555555554444', name: 'Sam', expiry: '12/39', cvc: '123' },
    })
    const paymentToken = made.json().token as string
    const updated = await t.app.inject({
      method: 'POST',
      url: `${base}/card`,
      headers: auth,
      payload: { paymentToken },
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data).toMatchObject({ card_last4: '4444', status: 'paused' })
    expect(JSON.stringify(await subscription(sub.id))).not.toContain(paymentToken)
    // Spent: the same token cannot be kept a second time.
    const again = await t.app.inject({
      method: 'POST',
      url: `${base}/card`,
      headers: auth,
      payload: { paymentToken },
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toHaveProperty('paymentToken')
    clockNow = onDue(sub.next_date, 31)
    expect((await t.app.inject({ method: 'POST', url: `${base}/resume`, headers: auth })).statusCode).toBe(
      200,
    )
    await runJob('subscription-renewals', onDue(sub.next_date, 31))
    const paid = (await renewalOrders(t.db, sub.id)).filter((o) => o.payment_status === 'paid')
    expect(paid).toHaveLength(1)
    expect(paid[0]!.card_last4).toBe('4444')
    expect(await subscription(sub.id)).toMatchObject({ status: 'active', failed_attempts: 0 })
  })
})

describe('two runs of the renewal job at once', () => {
  // On PostgreSQL the second run is a second app on its own connection pool, as a second server
  // process would be. SQLite is one process by design (its driver waits for the file lock by
  // blocking the process), so there the runs overlap on the one app.
  let second: Db | null = null
  beforeAll(() => {
    if (t.db.dialect === 'postgres') second = connectDb(t.config.databaseUrl)
  })
  afterAll(async () => second?.close())

  it('make one order per subscription and due date, never two', async () => {
    const p = await product({ priceCents: 1000, stock: 500 })
    const subs = []
    for (let i = 0; i < 6; i++) subs.push((await subscribe(p.id, 1, 9)).sub)
    const now = onDue(
      subs
        .map((s) => s.next_date)
        .sort()
        .at(-1)!,
    )
    const appB = second ? await buildApp(t.config, { db: second, logger: false, clock: () => now }) : t.app
    if (appB !== t.app) await appB.ready()
    try {
      await Promise.all([
        runRenewals(serviceContext(t.app), now),
        runRenewals(serviceContext(appB), now),
        runRenewals(serviceContext(t.app), now),
        runRenewals(serviceContext(appB), now),
      ])
    } finally {
      if (appB !== t.app) await appB.close()
    }
    for (const sub of subs) {
      const orders = await renewalOrders(t.db, sub.id)
      expect(orders).toHaveLength(1)
      expect(orders[0]!.payment_status).toBe('paid')
      expect(await chargesFor(orders.map((o) => o.order_no))).toHaveLength(1)
      expect((await subscription(sub.id)).next_date).toBe(addMonths(sub.next_date, 1))
    }
  })
})

describe('a renewal whose process died after the charge', () => {
  it('is settled from the gateway: one charge, one paid order, next_date moved', async () => {
    const p = await product({ priceCents: 1000 })
    const { sub } = await subscribe(p.id, 1, 9)
    const ctx = serviceContext(t.app)
    // The charge goes through but its answer is lost, as when the process is killed mid-call.
    const lostAnswer = losingAnswers(ctx)
    const due = onDue(sub.next_date)
    const [outcome] = (await runRenewals(lostAnswer, due)).filter(
      (o) => o.subscriptionNo === sub.subscription_no,
    )
    expect(outcome?.result).toBe('pending')
    expect((await subscription(sub.id)).next_date).toBe(sub.next_date)
    // Another run meanwhile does not charge it again.
    await runRenewals(ctx, due)
    expect(await renewalOrders(t.db, sub.id)).toHaveLength(1)

    // Too fresh to settle: it may still be in flight.
    expect((await settleStaleRenewals(ctx, due)).paid).toEqual([])
    const later = new Date(due.getTime() + 11 * 60_000)
    await runJob('settle-payments', later)
    const orders = await renewalOrders(t.db, sub.id)
    expect(orders.map((o) => o.payment_status)).toEqual(['paid'])
    expect(await chargesFor(orders.map((o) => o.order_no))).toHaveLength(1)
    expect((await subscription(sub.id)).next_date).toBe(addMonths(sub.next_date, 1))
  })
  it('fails as an order does when the gateway says the charge was refunded meanwhile', async () => {
    const p = await product({ priceCents: 1000 })
    const { sub } = await subscribe(p.id, 1, 9)
    const ctx = serviceContext(t.app)
    const lostAnswer = losingAnswers(ctx)
    const due = onDue(sub.next_date)
    await runRenewals(lostAnswer, due)
    const [order] = await renewalOrders(t.db, sub.id)
    const [charge] = await chargesFor([order!.order_no])
    expect((await ctx.gateway.refund(charge!.transaction_id, charge!.amount_cents)).status).toBe('refunded')

    const report = await settleStaleRenewals(ctx, new Date(due.getTime() + 11 * 60_000))
    expect(report.declined).toEqual([order!.order_no])
    const [settled] = await renewalOrders(t.db, sub.id)
    expect(settled).toMatchObject({ payment_status: 'failed', payment_error: 'The payment was refunded.' })
  })
})

describe('the job runner', () => {
  it('lists the jobs with their last run and records failures for a retry with backoff', async () => {
    const jobs = await t.app.jobs.list()
    expect(jobs.map((j) => j.name)).toEqual([
      'subscription-renewals',
      'renewal-reminders',
      'mail-retry',
      'order-documents',
      'settle-payments',
      'forgotten-cart-reminders',
      'lot-expiry',
      'licence-expiry',
      'invoice-reminders',
      'approval-holds',
      'privacy-downloads',
    ])
    expect(jobs.find((j) => j.name === 'subscription-renewals')).toMatchObject({ lastStatus: 'ok' })
    await expect(t.app.jobs.runNow('no-such-job')).rejects.toThrow(/No job no-such-job/)
  })
})
