import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { TOKEN_SPENT_MESSAGE, SANDBOX_CARDS } from './sandbox-gateway'

// The sandbox's browser side (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md):
// its pages apart from the shop's, with their own policy, and tokens that pay once.

let t: TestApp
let keys = 0
const key = () => `element-test-${++keys}`
const card = (number: string, over: object = {}) => ({
  number,
  name: 'Ann Buyer',
  expiry: '12/39',
  cvc: '123',
  ...over,
})

async function tokenFor(number: string) {
  const res = await t.app.inject({ method: 'POST', url: '/sandbox-gateway/v1/tokens', payload: card(number) })
  expect(res.statusCode).toBe(200)
  return res.json().token as string
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.app.close())

describe('the sandbox card element and challenge pages', () => {
  it('serves the element and its files under its own prefix with a policy of its own', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/v1/element?origin=http://shop.test',
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const policy = String(page.headers['content-security-policy'])
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'self'")
    // Each field has its label, as the shop's card fields had.
    for (const label of ['Card number', 'Name on card', 'Expiry (MM/YY)', 'CVC'])
      expect(page.body).toContain(label)

    const script = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/v1/element.js' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toMatch(/^text\/javascript/)
    // The shop's own words, written in by the server.
    expect(script.body).toContain('Your card number is invalid.')
    expect(script.body).toContain('Card number must have 12 to 19 digits')
    const style = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/v1/sandbox.css' })
    expect(style.headers['content-type']).toMatch(/^text\/css/)

    const challenge = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/v1/intents/pi_sbx_0123456789abcdef01234567/challenge',
    })
    expect(challenge.statusCode).toBe(200)
    expect(challenge.body).toContain('Approve payment')
    expect(challenge.headers['content-security-policy']).toBe(policy)
    expect(
      (await t.app.inject({ method: 'GET', url: '/sandbox-gateway/v1/intents/nope/challenge' })).statusCode,
    ).toBe(400)
  })

  it("the token call checks the card with the shop's messages, naming the field, and never answers the number", async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/tokens',
      payload: card('4111111111111112', { expiry: '01/20' }),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.number).toEqual(['Your card number is invalid.'])
    expect(bad.json().errors.expiry).toEqual(['Your card has expired.'])
    expect(bad.body).not.toContain('4111111111111112')
  })

  it('a token pays one attempt: the same attempt repeated finds it, another attempt is refused', async () => {
    const token = await tokenFor(SANDBOX_CARDS.approved)
    const first = key()
    const paid = await t.app.paymentGateway.createIntent({
      amountCents: 1200,
      currency: 'USD',
      idempotencyKey: first,
      method: { type: 'token', token },
    })
    expect(paid.status).toBe('succeeded')
    const again = await t.app.paymentGateway.createIntent({
      amountCents: 1200,
      currency: 'USD',
      idempotencyKey: first,
      method: { type: 'token', token },
    })
    expect(again.transactionId).toBe(paid.transactionId)

    const other = await t.app.paymentGateway.createIntent({
      amountCents: 1200,
      currency: 'USD',
      idempotencyKey: key(),
      method: { type: 'token', token },
    })
    expect(other).toMatchObject({ status: 'failed', message: TOKEN_SPENT_MESSAGE, transactionId: null })
    const charge = await t.app.paymentGateway.authoriseAndCapture(
      1200,
      'USD',
      { type: 'token', token },
      key(),
    )
    expect(charge).toMatchObject({ status: 'declined', message: TOKEN_SPENT_MESSAGE })
  })

  it('a token that waits for 3-D Secure is spent by its attempt and charged by the passed challenge', async () => {
    const token = await tokenFor(SANDBOX_CARDS.authenticate)
    const attempt = key()
    const waiting = await t.app.paymentGateway.createIntent({
      amountCents: 900,
      currency: 'USD',
      idempotencyKey: attempt,
      method: { type: 'token', token },
    })
    expect(waiting.status).toBe('requires_action')
    const elsewhere = await t.app.paymentGateway.createIntent({
      amountCents: 900,
      currency: 'USD',
      idempotencyKey: key(),
      method: { type: 'token', token },
    })
    expect(elsewhere.status).toBe('failed')
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/intents/${waiting.id}/authenticate`,
      payload: { clientSecret: waiting.action!.clientSecret, result: 'approve' },
    })
    expect(res.json().status).toBe('succeeded')
  })
})
