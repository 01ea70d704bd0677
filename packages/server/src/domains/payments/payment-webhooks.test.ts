import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { isSandboxGateway, SANDBOX_CARDS, type SandboxEvent, type SandboxGateway } from './sandbox-gateway'
import { signWebhook } from './webhook-signature'

// Signed webhooks (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md):
// checked over the raw body, each event applied once, the provider's state the truth.

const SECRET = 'whsec_test_0123456789abcdef0123456789abcdef'
let t: TestApp
let sandbox: SandboxGateway
let buyer: Awaited<ReturnType<typeof insertCustomer>>
let productId: number
let keys = 0

function deliver(body: string, headers: Record<string, string>, provider = 'sandbox') {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${provider}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  })
}

function send(event: SandboxEvent) {
  const { body, headers } = sandbox.webhook(event)
  return deliver(body, headers)
}

/** An order waiting for 3-D Secure: its number and the intent's challenge. */
async function waitingOrder() {
  const token = await cardToken(t.app, SANDBOX_CARDS.authenticate)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `webhook-test-${++keys}` },
    payload: cardCheckoutBody([{ id: productId, qty: 1, price: 20 }], 10, token),
  })
  expect(res.statusCode).toBe(202)
  const { orderNumber, action } = res.json().data as {
    orderNumber: string
    action: { url: string; clientSecret: string }
  }
  const intentId = action.url.split('/').at(-2)!
  return { orderNumber, intentId, clientSecret: action.clientSecret }
}

/** The challenge answered at the provider, its webhook not (yet) sent: the test sends it. */
async function answered(w: { intentId: string; clientSecret: string }, approve: boolean) {
  const intent = (await sandbox.authenticate(w.intentId, w.clientSecret, approve))!
  const event = (type: SandboxEvent['type']): SandboxEvent => ({
    type,
    reference: intent.reference,
    transactionId: intent.transactionId,
    amountCents: intent.amountCents,
  })
  return { intent, event }
}

async function orderState(orderNo: string) {
  const order = await t.db.kysely
    .selectFrom('orders')
    .select(['id', 'payment_status', 'transaction_id'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
  const count = async (table: 'order_tracking' | 'order_documents_due') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('order_id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).n,
    )
  return { ...order, tracking: await count('order_tracking'), refundedCharges: await refundedCharges() }
}

async function refundedCharges() {
  const rows = await t.db.kysely.selectFrom('sandbox_refunds').select('idempotency_key').execute()
  return rows.length
}

async function events() {
  return t.db.kysely.selectFrom('payment_events').select(['event_id', 'outcome']).execute()
}

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET })
  if (!isSandboxGateway(t.app.paymentGateway)) throw new Error('the tests need the sandbox')
  sandbox = t.app.paymentGateway
  const categoryId = (await insertCategory(t.db)).id
  const brandId = (await insertBrand(t.db)).id
  productId = (await insertProduct(t.db, { categoryId, brandId, sellingPriceCents: 2000, quantity: 50 })).id
  await insertShippingRate(t.db, 'Bermuda', 1000, 10_000)
  buyer = await insertCustomer(t.db)
})

afterEach(async () => {
  await t.app.limits.checkoutAccount.clear(String(buyer.id))
})

describe('POST /api/payments/webhooks/{provider}', () => {
  it('answers 400 with a JSON message for a missing, wrong, tampered or stale signature, recording nothing', async () => {
    const w = await waitingOrder()
    const { event } = await answered(w, true)
    const { body, headers } = sandbox.webhook(event('payment_intent.succeeded'))
    const at = new Date()
    const cases = [
      { body, headers: {} },
      {
        body,
        headers: { 'sandbox-signature': signWebhook('another-secret-0123456789abcdef0123', body, at) },
      },
      { body: body.replace('"amount_cents":3000', '"amount_cents":1'), headers },
      { body, headers: { 'sandbox-signature': 't=abc,v1=' } },
      {
        body,
        headers: { 'sandbox-signature': signWebhook(SECRET, body, new Date(at.getTime() - 6 * 60_000)) },
      },
    ]
    for (const c of cases) {
      const res = await deliver(c.body, c.headers)
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.json().message).toBe('This webhook is not signed by the payment provider.')
      expect(res.json().errors.signature).toHaveLength(1)
    }
    expect(await events()).toEqual([])
    expect((await orderState(w.orderNumber)).payment_status).toBe('pending')
    // The signed one is taken; an unknown provider is not.
    expect((await deliver(body, headers)).statusCode).toBe(200)
    expect((await deliver(body, headers, 'stripe')).statusCode).toBe(404)
  })

  it('pays the waiting order on payment.succeeded, and a replayed event makes no second change', async () => {
    const w = await waitingOrder()
    const { event } = await answered(w, true)
    const { body, headers, id } = sandbox.webhook(event('payment_intent.succeeded'))
    const first = await deliver(body, headers)
    expect(first.json()).toEqual({ received: true, duplicate: false })
    const paid = await orderState(w.orderNumber)
    expect(paid).toMatchObject({ payment_status: 'paid', tracking: 1 })
    expect(paid.transaction_id).toMatch(/^sbx_/)

    for (let i = 0; i < 3; i++) {
      const again = await deliver(body, headers)
      expect(again.json()).toEqual({ received: true, duplicate: true })
    }
    expect(await orderState(w.orderNumber)).toEqual(paid)
    expect((await events()).filter((e) => e.event_id === id)).toEqual([{ event_id: id, outcome: 'paid' }])
  })

  it('events out of order end where the provider is: a late failure after success, an early one before', async () => {
    // Success delivered, then an older failure of the same attempt: still paid, nothing refunded.
    const a = await waitingOrder()
    const aEvents = (await answered(a, true)).event
    const older = new Date(Date.now() - 60_000)
    expect((await send(aEvents('payment_intent.succeeded'))).statusCode).toBe(200)
    expect((await send({ ...aEvents('payment_intent.payment_failed'), created: older })).statusCode).toBe(200)
    expect(await orderState(a.orderNumber)).toMatchObject({ payment_status: 'paid', tracking: 1 })

    // A failure event arriving first while the provider has the payment succeeded: paid, once.
    const b = await waitingOrder()
    const bEvents = (await answered(b, true)).event
    const refundsBefore = await refundedCharges()
    expect((await send(bEvents('payment_intent.payment_failed'))).statusCode).toBe(200)
    expect((await send(bEvents('payment_intent.succeeded'))).statusCode).toBe(200)
    expect(await orderState(b.orderNumber)).toMatchObject({ payment_status: 'paid', tracking: 1 })
    expect(await refundedCharges()).toBe(refundsBefore)

    // A success event for an attempt the provider failed: the order fails, nothing paid.
    const c = await waitingOrder()
    const cEvents = (await answered(c, false)).event
    expect((await send(cEvents('payment_intent.succeeded'))).statusCode).toBe(200)
    expect((await send(cEvents('payment_intent.payment_failed'))).statusCode).toBe(200)
    expect(await orderState(c.orderNumber)).toMatchObject({ payment_status: 'failed', tracking: 0 })
  })

  it('records a dispute and a refund made at the provider once for staff; the shop’s own refunds are known', async () => {
    const w = await waitingOrder()
    const { intent, event } = await answered(w, true)
    await send(event('payment_intent.succeeded'))
    const order = await orderState(w.orderNumber)
    const dispute = sandbox.webhook({
      ...event('charge.dispute.created'),
      transactionId: intent.transactionId,
    })
    await deliver(dispute.body, dispute.headers)
    await deliver(dispute.body, dispute.headers)
    await send({ ...event('charge.refunded'), refundKey: `cancel:${w.orderNumber}` })
    await send({ ...event('charge.refunded'), refundKey: 're_outside_the_shop' })
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(order.id))
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['payment.dispute_opened', 'payment.refunded_at_provider'])
  })

  it("the sandbox's challenge sends the signed webhook itself: the order is paid without the browser", async () => {
    const w = await waitingOrder()
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/intents/${w.intentId}/authenticate`,
      payload: { clientSecret: w.clientSecret, result: 'approve' },
    })
    expect(res.json().status).toBe('succeeded')
    expect(await orderState(w.orderNumber)).toMatchObject({ payment_status: 'paid', tracking: 1 })
  })
})
