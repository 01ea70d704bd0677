import { CARD_DETAILS_REFUSED_MESSAGE } from '@shop/shared/schemas/checkout'
import { PAYMENT_METHOD_IN_USE_MESSAGE } from '@shop/shared/schemas/payment-methods'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
  insertSubscriptionOption,
} from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { subscribeAtCheckout } from '../../../test/subscription-fixtures'
import { SANDBOX_CARDS } from './sandbox-gateway'

// A customer's saved cards (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md):
// added without paying, saved at checkout, kept by Subscribe & Save: one record each, the caller's own.

let t: TestApp
let productId: number
let categoryId: number
let brandId: number
let keys = 0
const buyers: number[] = []

async function customer() {
  const c = await insertCustomer(t.db)
  buyers.push(c.id)
  return c
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/customer/payment-methods${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  })

const pay = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `saved-cards-${++keys}` },
    payload: body,
  })

const order = (payment: object) => ({
  ...cardCheckoutBody([{ id: productId, qty: 1, price: 20 }], 10, 'unused_token'),
  paymentToken: undefined,
  ...payment,
})

beforeAll(async () => {
  t = await buildTestApp()
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
  productId = (await insertProduct(t.db, { categoryId, brandId, sellingPriceCents: 2000, quantity: 500 })).id
  await insertShippingRate(t.db, 'Bermuda', 1000, 10_000)
})

afterEach(async () => {
  for (const id of buyers) await t.app.limits.checkoutAccount.clear(String(id))
})

describe('saved payment methods', () => {
  it('adds a card without paying, lists brand, last four and expiry, and keeps no card number', async () => {
    const ann = await customer()
    const empty = await call('GET', '', ann.token)
    expect(empty.json()).toEqual({ data: [] })

    const added = await call('POST', '', ann.token, {
      paymentToken: await cardToken(t.app, '5555555555554444', { expiry: '08/31' }),
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().data).toEqual([
      {
        id: expect.any(Number),
        brand: 'Mastercard',
        last4: '4444',
        expiry: '08/31',
        is_default: true,
        subscriptions: [],
        created_at: expect.any(String),
      },
    ])
    // No charge was made to set it up.
    expect(await t.db.kysely.selectFrom('sandbox_payments').selectAll().execute()).toHaveLength(0)
    const second = await call('POST', '', ann.token, { paymentToken: await cardToken(t.app) })
    expect(
      second.json().data.map((m: { last4: string; is_default: boolean }) => [m.last4, m.is_default]),
    ).toEqual([
      ['4444', true],
      ['1111', false],
    ])
    const stored = JSON.stringify(await t.db.kysely.selectFrom('payment_methods').selectAll().execute())
    expect(stored).not.toContain('5555555555554444')
    expect(stored).not.toContain(SANDBOX_CARDS.approved)

    const declined = await call('POST', '', ann.token, {
      paymentToken: await cardToken(t.app, SANDBOX_CARDS.declined),
    })
    expect(declined.statusCode).toBe(422)
    expect(declined.json().errors).toEqual({ paymentToken: ['Card declined'] })
    const raw = await call('POST', '', ann.token, {
      paymentToken: await cardToken(t.app),
      cardDetails: { number: SANDBOX_CARDS.approved, name: 'Ann', expiry: '12/39', cvc: '123' },
    })
    expect(raw.statusCode).toBe(400)
    expect(raw.json().errors.cardDetails).toEqual([CARD_DETAILS_REFUSED_MESSAGE])
    expect((await call('GET', '', ann.token)).json().data).toHaveLength(2)
  })

  it('sets the default and removes a card, each acting on the caller’s own cards only', async () => {
    const ann = await customer()
    const bob = await customer()
    await call('POST', '', ann.token, { paymentToken: await cardToken(t.app) })
    const listed = (
      await call('POST', '', ann.token, { paymentToken: await cardToken(t.app, '5555555555554444') })
    ).json().data as { id: number; last4: string }[]
    const first = listed.find((m) => m.last4 === '1111')
    const second = listed.find((m) => m.last4 === '4444')
    expect(first).toMatchObject({ is_default: true })

    for (const [method, url] of [
      ['POST', `/${second!.id}/default`],
      ['DELETE', `/${second!.id}`],
    ] as const) {
      const other = await call(method, url, bob.token)
      expect(other.statusCode).toBe(404)
      expect(other.json().errors).toHaveProperty('id')
    }
    expect((await call('POST', '/nope/default', ann.token)).json().errors).toHaveProperty('id')

    const changed = await call('POST', `/${second!.id}/default`, ann.token)
    expect(changed.json().data.find((m: { is_default: boolean }) => m.is_default).id).toBe(second!.id)
    // Removing the default makes the other the default; the provider forgets the card.
    const token = (
      await t.db.kysely
        .selectFrom('payment_methods')
        .select('token')
        .where('id', '=', second!.id)
        .executeTakeFirstOrThrow()
    ).token
    const removed = await call('DELETE', `/${second!.id}`, ann.token)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data).toEqual([expect.objectContaining({ id: first!.id, is_default: true })])
    expect(
      await t.db.kysely.selectFrom('sandbox_tokens').select('id').where('token', '=', token).execute(),
    ).toEqual([])
    expect((await call('DELETE', `/${second!.id}`, ann.token)).statusCode).toBe(404)
  })

  it("'Save this card' at checkout keeps the card, and the next order is paid with it", async () => {
    const ann = await customer()
    const bob = await customer()
    const first = await pay(ann.token, order({ paymentToken: await cardToken(t.app), saveCard: true }))
    expect(first.statusCode, first.body).toBe(200)
    const [saved] = (await call('GET', '', ann.token)).json().data as { id: number }[]
    expect(saved).toMatchObject({ last4: '1111', expiry: '12/39', is_default: true })
    // Not ticked: nothing is kept.
    await pay(ann.token, order({ paymentToken: await cardToken(t.app, '5555555555554444') }))
    expect((await call('GET', '', ann.token)).json().data).toHaveLength(1)

    const again = await pay(ann.token, order({ paymentMethodId: saved!.id }))
    expect(again.statusCode, again.body).toBe(200)
    const paid = await t.db.kysely
      .selectFrom('orders')
      .select(['payment_status', 'card_last4'])
      .where('order_no', '=', again.json().data.orderNumber)
      .executeTakeFirstOrThrow()
    expect(paid).toEqual({ payment_status: 'paid', card_last4: '1111' })
    // Paid twice with the same saved card: still one record.
    expect((await call('GET', '', ann.token)).json().data).toHaveLength(1)

    const stolen = await pay(bob.token, order({ paymentMethodId: saved!.id }))
    expect(stolen.statusCode).toBe(404)
    expect(stolen.json().errors).toHaveProperty('paymentMethodId')
    const none = await pay(ann.token, order({}))
    expect(none.statusCode).toBe(400)
    expect(none.json().errors).toHaveProperty('paymentToken')
  })

  it('the card Subscribe & Save keeps is a saved card: listed with its subscription, not removable, switchable', async () => {
    const p = await insertProduct(t.db, { categoryId, brandId, sellingPriceCents: 2000, quantity: 100 })
    await insertSubscriptionOption(t.db, p.id, 1, 10)
    const sam = await customer()
    const sub = await subscribeAtCheckout(t.app, t.db, sam, {
      productId: p.id,
      qty: 1,
      unitPrice: 18,
      months: 1,
    })
    const [kept] = (await call('GET', '', sam.token)).json().data as { id: number }[]
    expect(kept).toMatchObject({ last4: '1111', is_default: true, subscriptions: [sub.subscription_no] })
    expect(sub.payment_method_id).toBe(kept!.id)

    const refused = await call('DELETE', `/${kept!.id}`, sam.token)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(PAYMENT_METHOD_IN_USE_MESSAGE)

    const other = (
      await call('POST', '', sam.token, { paymentToken: await cardToken(t.app, '5555555555554444') })
    )
      .json()
      .data.find((m: { last4: string }) => m.last4 === '4444') as { id: number }
    const switched = await t.app.inject({
      method: 'POST',
      url: `/api/customer/subscriptions/${sub.subscription_no}/card`,
      headers: { authorization: `Bearer ${sam.token}` },
      payload: { paymentMethodId: other.id },
    })
    expect(switched.statusCode, switched.body).toBe(200)
    expect(switched.json().data).toMatchObject({ card_last4: '4444' })
    const listed = (await call('GET', '', sam.token)).json().data as { id: number; subscriptions: string[] }[]
    expect(listed.find((m) => m.id === other.id)!.subscriptions).toEqual([sub.subscription_no])
    expect((await call('DELETE', `/${kept!.id}`, sam.token)).statusCode).toBe(200)

    // A new card given to the subscription becomes a saved card too.
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/customer/subscriptions/${sub.subscription_no}/card`,
      headers: { authorization: `Bearer ${sam.token}` },
      payload: { paymentToken: await cardToken(t.app, '378282246310005') },
    })
    expect(renewed.statusCode, renewed.body).toBe(200)
    const now = (await call('GET', '', sam.token)).json().data as { last4: string; subscriptions: string[] }[]
    expect(now.find((m) => m.last4 === '0005')!.subscriptions).toEqual([sub.subscription_no])

    const bob = await customer()
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/customer/subscriptions/${sub.subscription_no}/card`,
      headers: { authorization: `Bearer ${sam.token}` },
      payload: {
        paymentMethodId: (await call('POST', '', bob.token, { paymentToken: await cardToken(t.app) })).json()
          .data[0].id,
      },
    })
    expect(stolen.statusCode).toBe(404)
  })

  it('answers 401 before looking at the body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/payment-methods' })).statusCode).toBe(401)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/payment-methods',
      payload: { x: 1 },
    })
    expect(res.statusCode).toBe(401)
  })
})
