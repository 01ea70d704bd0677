import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/helper'
import type { PaymentMethod } from './gateway'
import { createSandboxGateway, SANDBOX_CARDS } from './sandbox-gateway'

let testDb: TestDatabase
let keys = 0
const key = () => `sandbox-test-${++keys}`
const card = (number: string, over: Partial<{ expiry: string; cvc: string }> = {}): PaymentMethod => ({
  type: 'card',
  card: { number, name: 'Test', expiry: '12/40', cvc: '123', ...over },
})

beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(async () => testDb.destroy())

describe('sandbox gateway', () => {
  it('approves the approved test card and any other Luhn-valid number', async () => {
    const gateway = createSandboxGateway(testDb.db)
    const approved = await gateway.authoriseAndCapture(1234, 'USD', card(SANDBOX_CARDS.approved), key())
    expect(approved).toMatchObject({ status: 'approved', cardBrand: 'Visa', cardLast4: '1111' })
    expect((await gateway.authoriseAndCapture(100, 'USD', card('5555555555554444'), key())).status).toBe(
      'approved',
    )
  })

  it('declines the decline test cards and bad details with their messages', async () => {
    const gateway = createSandboxGateway(testDb.db, { now: () => new Date('2026-06-01T00:00:00Z') })
    const cases: [PaymentMethod, string][] = [
      [card(SANDBOX_CARDS.declined), 'Card declined'],
      [card(SANDBOX_CARDS.insufficientFunds), 'Insufficient funds'],
      [card(SANDBOX_CARDS.incorrectCvc), 'Incorrect CVC'],
      [card('4111111111111121'), 'Your card number is invalid.'],
      [card(SANDBOX_CARDS.approved, { expiry: '05/26' }), 'Your card has expired.'],
      [card(SANDBOX_CARDS.approved, { cvc: '12a' }), 'Incorrect CVC'],
      [{ type: 'token', token: 'tok_123' }, 'This saved card is no longer available.'],
    ]
    for (const [method, message] of cases) {
      expect(await gateway.authoriseAndCapture(500, 'USD', method, key())).toMatchObject({
        status: 'declined',
        message,
      })
    }
  })

  it('answers a repeated key with the first result, also when sent concurrently', async () => {
    const gateway = createSandboxGateway(testDb.db, { latencyMs: 20 })
    const k = key()
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        gateway.authoriseAndCapture(700, 'USD', card(SANDBOX_CARDS.approved), k),
      ),
    )
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1)
    const later = await gateway.authoriseAndCapture(700, 'USD', card(SANDBOX_CARDS.declined), k)
    expect(later).toEqual(results[0])
    const rows = await testDb.db.kysely
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('idempotency_key', '=', k)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('saves the card of an approved charge as a token that later charges use, never the number', async () => {
    const gateway = createSandboxGateway(testDb.db)
    const k = key()
    const first = await gateway.authoriseAndCapture(900, 'USD', card(SANDBOX_CARDS.approved), k, {
      saveForReuse: true,
    })
    if (first.status !== 'approved') throw new Error('expected approval')
    expect(first.reusableToken).toMatch(/^sbxtok_[0-9a-f]{32}$/)
    const token = first.reusableToken!
    // The same key answers the same token; the lookup of that charge finds it too.
    expect(await gateway.authoriseAndCapture(900, 'USD', card(SANDBOX_CARDS.approved), k)).toEqual(first)
    expect(await gateway.lookup({ idempotencyKey: k })).toMatchObject({
      status: 'approved',
      reusableToken: token,
    })
    // Without saveForReuse nothing is saved.
    const plain = await gateway.authoriseAndCapture(900, 'USD', card(SANDBOX_CARDS.approved), key())
    expect(plain).not.toHaveProperty('reusableToken')

    const renewal = await gateway.authoriseAndCapture(900, 'USD', { type: 'token', token }, key())
    expect(renewal).toMatchObject({ status: 'approved', cardBrand: 'Visa', cardLast4: '1111' })
    const saved = await testDb.db.kysely.selectFrom('sandbox_tokens').selectAll().execute()
    expect(JSON.stringify(saved)).not.toContain(SANDBOX_CARDS.approved)

    // A saved card that starts declining (cancelled, over its limit) declines the token's charges.
    await testDb.db.kysely
      .updateTable('sandbox_tokens')
      .set({ decline_message: 'Insufficient funds' })
      .where('token', '=', token)
      .execute()
    expect(await gateway.authoriseAndCapture(900, 'USD', { type: 'token', token }, key())).toMatchObject({
      status: 'declined',
      message: 'Insufficient funds',
      cardLast4: '1111',
    })
  })

  it('looks charges up by key or transaction, and refunds once', async () => {
    const gateway = createSandboxGateway(testDb.db)
    const k = key()
    expect(await gateway.lookup({ idempotencyKey: k })).toEqual({ status: 'not_found' })
    const charge = await gateway.authoriseAndCapture(2500, 'USD', card(SANDBOX_CARDS.approved), k)
    if (charge.status !== 'approved') throw new Error('expected approval')
    expect(await gateway.lookup({ idempotencyKey: k })).toMatchObject({
      status: 'approved',
      amountCents: 2500,
    })
    expect(await gateway.refund(charge.transactionId, 100)).toMatchObject({ status: 'failed' })
    expect(await gateway.refund(charge.transactionId, 2500)).toEqual({
      status: 'refunded',
      transactionId: charge.transactionId,
    })
    expect(await gateway.refund(charge.transactionId, 2500)).toEqual({
      status: 'refunded',
      transactionId: charge.transactionId,
    })
    expect(await gateway.lookup({ transactionId: charge.transactionId })).toMatchObject({
      status: 'refunded',
    })
    expect(await gateway.refund('sbx_nope', 1)).toMatchObject({ status: 'failed' })
  })
})
