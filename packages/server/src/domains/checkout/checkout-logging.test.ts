import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestDatabase, type TestDatabase } from '../../../test/helper'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'

// Card numbers and codes must never reach the log (docs/decisions/0006-card-numbers-are-never-stored.md), whatever the request does.
const NUMBERS = ['4111111111111111', '4000000000000002', '5555555555554444']
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

describe('the log', () => {
  it('never holds a card number or CVC from checkouts that succeed, fail or are refused', async () => {
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    const p = await insertProduct(testDb.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
    })
    const customer = await insertCustomer(testDb.db)
    const body = (number: string, cvc = CVC) => ({
      items: [{ id: p.id, qty: 1, price: 10 }],
      subTotal: 10,
      total: 10,
      pickupOrder: true,
      cardDetails: { number, name: 'Log Test', expiry: '12/39', cvc },
    })
    const send = (payload: unknown, key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout/payment',
        headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': key },
        payload: payload as Record<string, unknown>,
      })
    expect((await send(body(NUMBERS[0]!), 'log-test-ok')).statusCode).toBe(200)
    expect((await send(body(NUMBERS[1]!), 'log-test-declined')).statusCode).toBe(422)
    expect((await send(body(NUMBERS[2]!, '12345'), 'log-test-bad-cvc')).statusCode).toBe(400)
    expect((await send({ ...body(NUMBERS[2]!), total: 1 }, 'log-test-409')).statusCode).toBe(409)
    // Even code that logs a body or card object gets them redacted.
    app.log.info({ body: body(NUMBERS[0]!) }, 'a body')
    app.log.info(body(NUMBERS[0]!), 'a payload')
    app.log.info({ card: body(NUMBERS[0]!).cardDetails }, 'a card')

    const log = lines.join('')
    expect(log).toContain('incoming request')
    expect(log).toContain('[redacted]')
    for (const n of NUMBERS) expect(log).not.toContain(n)
    expect(log).not.toContain(CVC)
  })
})
