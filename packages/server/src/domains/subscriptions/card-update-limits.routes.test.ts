import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertSubscriptionOption,
} from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { subscribeAtCheckout } from '../../../test/subscription-fixtures'
import { freshIp } from '../../security/test-support'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

let t: TestApp
let categoryId: number
let brandId: number

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: undefined })
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
})

async function subscriber() {
  const p = await insertProduct(t.db, { categoryId, brandId, sellingPriceCents: 2000, quantity: 100 })
  await insertSubscriptionOption(t.db, p.id, 1, 10)
  const buyer = await insertCustomer(t.db)
  const sub = await subscribeAtCheckout(t.app, t.db, buyer, {
    productId: p.id,
    qty: 1,
    unitPrice: 18,
    months: 1,
  })
  return { buyer, sub }
}

/**
 * What a card tester gets past the card element (which refuses made-up and expired numbers itself):
 * tokens of cards the bank refuses, and made-up tokens (null).
 */
const TESTED_CARDS = [
  SANDBOX_CARDS.declined,
  SANDBOX_CARDS.insufficientFunds,
  null,
  SANDBOX_CARDS.incorrectCvc,
  SANDBOX_CARDS.declined,
]

const testedToken = async (i: number) => {
  const card = TESTED_CARDS[i % TESTED_CARDS.length]
  return card ? cardToken(t.app, card) : `sbxcard_${randomBytes(16).toString('hex')}`
}

const updateCard = async (
  who: { buyer: { token: string }; sub: { subscription_no: string } },
  i: number,
  ip: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/subscriptions/${who.sub.subscription_no}/card`,
    headers: { authorization: `Bearer ${who.buyer.token}` },
    payload: { paymentToken: await testedToken(i) },
    remoteAddress: ip,
  })

describe('the subscription card update', () => {
  it("answers every refused card 'Card declined', and stops an account after checkout's 5 declines", async () => {
    const who = await subscriber()
    const ip = freshIp()
    const answers = []
    for (let i = 0; i < 30; i++) answers.push(await updateCard(who, i, ip))
    expect(answers.slice(0, 5).map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(5).fill([422, 'Card declined']),
    )
    expect(answers.slice(0, 5).map((a) => a.json().errors)).toEqual(
      Array(5).fill({ paymentToken: ['Card declined'] }),
    )
    expect(answers.slice(5).map((a) => a.statusCode)).toEqual(Array(25).fill(429))
  })

  it('stops one address after 15 declines, whichever accounts they came from', async () => {
    const ip = freshIp()
    const codes = []
    for (let a = 0; a < 3; a++) {
      const who = await subscriber()
      for (let i = 0; i < 5; i++) codes.push((await updateCard(who, i, ip)).statusCode)
    }
    expect(codes).toEqual(Array(15).fill(422))
    const next = await subscriber()
    expect((await updateCard(next, 0, ip)).statusCode).toBe(429)
    expect((await updateCard(next, 0, freshIp())).statusCode).toBe(422)
  })

  it('asks for a token before anything else: anonymous calls with bad bodies are 401', async () => {
    const { sub } = await subscriber()
    const base = `/api/customer/subscriptions/${sub.subscription_no}`
    for (const [url, payload] of [
      [`${base}/card`, { cardDetails: 'nope' }],
      [`${base}/interval`, { month: 'x' }],
      [`${base}/quantity`, {}],
      [`${base}/reschedule`, {}],
      [`${base}/cancel`, { reason: 7 }],
      ['/api/customer/cancel-subscription', {}],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload })
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 })
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/get-cancelled-subscription?page=x' })
    expect(res.statusCode).toBe(401)
  })
})
