import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../test/fixtures'
import { createTestDatabase, type TestDatabase } from '../test/helper'
import { buildCompiledServer, startServerProcess } from '../test/server-process'
import { SANDBOX_CARDS } from './domains/payments/sandbox-gateway'

/**
 * The compiled server gets SIGTERM while a checkout waits on the card gateway: the checkout
 * still completes and answers, then the process closes and exits cleanly.
 */

let testDb: TestDatabase
let mediaDir: string
let serverJs: string

beforeAll(async () => {
  testDb = await createTestDatabase()
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'))
  serverJs = buildCompiledServer()
})

afterAll(async () => {
  await testDb.destroy()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('graceful shutdown', () => {
  it('finishes a request in flight after SIGTERM, then exits with 0', { timeout: 90_000 }, async () => {
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    const product = await insertProduct(testDb.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1500,
      quantity: 10,
    })
    const customer = await insertCustomer(testDb.db)
    const server = await startServerProcess(serverJs, {
      DATABASE_URL: testDb.url,
      MEDIA_DIR: mediaDir,
      WEB_DIST_DIR: path.join(mediaDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      // A slow card charge keeps the checkout in flight while the signal arrives.
      PAYMENT_SANDBOX_LATENCY_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '60000',
    })

    const checkout = fetch(`${server.url}/api/checkout/payment`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${customer.token}`,
        'idempotency-key': 'shutdown-test-1',
      },
      body: JSON.stringify({
        items: [{ id: product.id, qty: 1, price: 15 }],
        subTotal: 15,
        total: 15,
        pickupOrder: true,
        paymentToken: await cardToken(server.url, SANDBOX_CARDS.approved),
      }),
    })
    let answered = false
    void checkout.finally(() => (answered = true))
    // The order is written as pending just before the gateway is called: the request is in flight.
    for (;;) {
      const pending = await testDb.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('payment_status', '=', 'pending')
        .executeTakeFirst()
      if (pending) break
      if (answered)
        throw new Error(`checkout answered before it was pending: ${await (await checkout).text()}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    server.child.kill('SIGTERM')

    const res = await checkout
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: { orderNumber: string } }
    expect(await server.exited).toBe(0)
    const order = await testDb.db.kysely
      .selectFrom('orders')
      .select(['order_no', 'payment_status'])
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ order_no: body.data.orderNumber, payment_status: 'paid' })
    expect(server.output()).toMatch(/SIGTERM: finishing requests in flight/)
    expect(server.output()).toMatch(/"msg":"closed"/)
  })
})
