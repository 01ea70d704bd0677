import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestDatabase, type TestDatabase } from '../../../test/helper'
import { CARD_DETAILS_REFUSED_MESSAGE } from '@shop/shared/schemas/checkout'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

// Card numbers and codes must never reach the log or the database (docs/decisions/0006-card-numbers-are-never-stored.md), whatever the request does.
const NUMBERS = ['4111111111111111', '4000000000000002', '5555555555554444', SANDBOX_CARDS.authenticate]
const CVC = '7391'

let testDb: TestDatabase
let app: FastifyInstance
let mediaDir: string
const lines: string[] = []

beforeAll(async () => {
  testDb = await createTestDatabase()
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-log-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATABASE_URL: testDb.url,
    MEDIA_DIR: mediaDir,
    WEB_DIST_DIR: path.join(mediaDir, 'none'),
  })
  app = await buildApp(config, { db: testDb.db, logStream: { write: (line) => void lines.push(line) } })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await testDb.destroy()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

/** Every row of every table, as text: what a search for a card number must not find. */
async function everyTable(): Promise<string> {
  const tables = await testDb.db.kysely.introspection.getTables()
  const rows = await Promise.all(
    tables.map(async ({ name }) => {
      const all = await testDb.db.kysely
        .selectFrom(name as 'orders')
        .selectAll()
        .execute()
      return JSON.stringify({ [name]: all })
    }),
  )
  return rows.join('\n')
}

describe('the log and the database', () => {
  it('never hold a card number or CVC from checkouts that succeed, fail, wait for 3-D Secure or are refused', async () => {
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    const p = await insertProduct(testDb.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
    })
    const customer = await insertCustomer(testDb.db)
    const card = (number: string, cvc = CVC) => ({ number, name: 'Log Test', expiry: '12/39', cvc })
    const body = (paymentToken: string) => ({
      items: [{ id: p.id, qty: 1, price: 10 }],
      subTotal: 10,
      total: 10,
      pickupOrder: true,
      paymentToken,
    })
    const send = (payload: unknown, key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout/payment',
        headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': key },
        payload: payload as Record<string, unknown>,
      })
    // The card element's token call is the only one that sees the numbers, as a provider's does.
    const token = (number: string) => cardToken(app, number, { name: 'Log Test', cvc: CVC })
    expect((await send(body(await token(NUMBERS[0]!)), 'log-test-ok')).statusCode).toBe(200)
    expect((await send(body(await token(NUMBERS[1]!)), 'log-test-declined')).statusCode).toBe(422)
    expect((await send(body(await token(NUMBERS[3]!)), 'log-test-3ds')).statusCode).toBe(202)
    expect((await send({ ...body(await token(NUMBERS[2]!)), total: 1 }, 'log-test-409')).statusCode).toBe(409)
    const badCard = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/tokens',
      payload: card(NUMBERS[2]!, '12345'),
    })
    expect(badCard.statusCode).toBe(400)
    // A caller that still sends the card to the shop is refused by name, and nothing is kept.
    for (const number of NUMBERS) {
      const refused = await send(
        { ...body('sbxcard_unused_token'), cardDetails: card(number) },
        `log-refused-${number}`,
      )
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors.cardDetails).toEqual([CARD_DETAILS_REFUSED_MESSAGE])
      expect(refused.body).not.toContain(number)
    }
    // Even code that logs a body or card object gets them redacted.
    app.log.info({ body: { cardDetails: card(NUMBERS[0]!) } }, 'a body')
    app.log.info({ cardDetails: card(NUMBERS[0]!) }, 'a payload')
    app.log.info({ card: card(NUMBERS[0]!) }, 'a card')

    const log = lines.join('')
    expect(log).toContain('incoming request')
    expect(log).toContain('[redacted]')
    for (const n of NUMBERS) expect(log).not.toContain(n)
    // As a value of its own: a log line's time or duration may hold the same four digits.
    expect(log).not.toMatch(new RegExp(`\\b${CVC}\\b`))

    const stored = await everyTable()
    expect(stored).toContain('sandbox_tokens')
    expect(stored).toContain('1111') // the last four are kept, and only they
    for (const n of NUMBERS) expect(stored).not.toContain(n)
    expect(stored).not.toMatch(new RegExp(`\\b${CVC}\\b`))
  })
})
