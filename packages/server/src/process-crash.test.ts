import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../test/fixtures'
import { createTestDatabase, type TestDatabase } from '../test/helper'
import {
  buildCompiledServer,
  startScriptNodeOptions,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process'

/**
 * Two compiled server processes on one PostgreSQL database while customers buy and browse: one is
 * killed outright (SIGKILL, as the kernel's out-of-memory killer or a crash would), the other goes
 * on serving, and every order either process confirmed is in the database whole: its lines, its
 * payment and the stock it took, and no order is half-written.
 */

const pgUrl = process.env.TEST_DATABASE_URL
if (!pgUrl) console.info('Skipping the process crash test: it needs TEST_DATABASE_URL (PostgreSQL).')

const STOCK = 10_000

describe.runIf(pgUrl)('a process killed mid-trading', { timeout: 180_000 }, () => {
  let testDb: TestDatabase
  let mediaDir: string
  let servers: ServerProcess[]
  let product: { id: number; slug: string }
  let customers: Awaited<ReturnType<typeof insertCustomer>>[]

  beforeAll(async () => {
    testDb = await createTestDatabase()
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'))
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    product = await insertProduct(testDb.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
      quantity: STOCK,
    })
    await insertShippingRate(testDb.db, 'Bermuda', 1500, null)
    customers = await Promise.all(Array.from({ length: 4 }, () => insertCustomer(testDb.db)))
    const serverJs = buildCompiledServer()
    const env = {
      DATABASE_URL: testDb.url,
      MEDIA_DIR: mediaDir,
      WEB_DIST_DIR: path.join(mediaDir, 'no-web-build'),
      ALLOW_SANDBOX_GATEWAY: 'true',
      LOG_LEVEL: 'info',
      // A busy test machine's pauses must not turn readiness off.
      SATURATION_EVENT_LOOP_MS: '60000',
    }
    const options = startScriptNodeOptions()
    servers = [
      await startServerProcess(serverJs, env, options),
      await startServerProcess(serverJs, env, options),
    ]
  }, 180_000)

  afterAll(async () => {
    for (const s of servers ?? []) {
      if (s.child.exitCode === null && s.child.signalCode === null) {
        s.child.kill('SIGTERM')
        await s.exited
      }
    }
    await testDb?.destroy()
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true })
  })

  it('the other process serves on, and every confirmed order is there whole', async () => {
    const [victim, survivor] = servers as [ServerProcess, ServerProcess]
    const confirmed: string[] = []
    let keys = 0
    let killed = false
    /** A request to a process; null when the killed process dropped it (its connection reset). */
    const send = async (server: ServerProcess, url: string, init?: RequestInit) => {
      try {
        return await fetch(`${server.url}${url}`, init)
      } catch {
        expect(server).toBe(victim)
        expect(killed).toBe(true)
        return null
      }
    }
    const order = async (server: ServerProcess, token: string) => {
      const key = `crash-order-${++keys}`
      const res = await send(server, '/api/checkout/payment', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(
          cardCheckoutBody(
            [{ id: product.id, qty: 1 + (keys % 3), price: 10 }],
            15,
            // The provider's element is not the process under test: the survivor makes the token.
            await cardToken(survivor.url),
          ),
        ),
      })
      if (!res) return
      expect(res.status, await res.clone().text()).toBe(200)
      confirmed.push(key)
    }
    const browse = async (server: ServerProcess) => {
      const res = await send(server, `/api/product/${product.slug}`)
      if (!res) return
      expect(res.status).toBe(200)
      await res.arrayBuffer()
    }
    // Four buyers and a shopper, each turning from one process to the other.
    let confirmedAtKill = 0
    const trade = async (rounds: number, who: number) => {
      for (let i = 0; i < rounds; i++) {
        const server = servers[(i + who) % 2]!
        if (who < 4) await order(server, customers[who]!.token)
        else await browse(server)
        if (who === 0 && i === 6) {
          // Mid-trading: the other buyers' requests are in flight on both processes.
          victim.child.kill('SIGKILL')
          killed = true
          confirmedAtKill = confirmed.length
        }
      }
    }
    await Promise.all([0, 1, 2, 3, 4].map((who) => trade(20, who)))
    expect(await victim.exited).toBeNull()
    expect(victim.child.signalCode).toBe('SIGKILL')
    expect(confirmedAtKill).toBeGreaterThan(0)

    // The survivor served throughout and still does.
    expect(confirmed.length).toBeGreaterThan(confirmedAtKill)
    expect((await fetch(`${survivor.url}/api/ready`)).status).toBe(200)
    await order(survivor, customers[0]!.token)

    // Every confirmed order is there, paid, with its lines.
    const k = testDb.db.kysely
    const orders = await k
      .selectFrom('orders')
      .select(['id', 'idempotency_key', 'payment_status', 'grand_total_cents'])
      .execute()
    const byKey = new Map(orders.map((o) => [o.idempotency_key, o]))
    for (const key of confirmed) expect(byKey.get(key)?.payment_status).toBe('paid')
    // No order half-written: each has its lines, and the stock taken is what the lines hold.
    const lines = await k.selectFrom('order_items').select(['order_id', 'quantity']).execute()
    const withLines = new Set(lines.map((l) => l.order_id))
    for (const o of orders) expect(withLines.has(o.id), `order ${o.id} has lines`).toBe(true)
    const sold = lines.reduce((sum, l) => sum + l.quantity, 0)
    const left = await k
      .selectFrom('stock_lots')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow()
    expect(Number(left.n)).toBe(STOCK - sold)
  })
})
