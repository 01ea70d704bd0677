import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/helper'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { buildApp } from '../../app'
import { loadConfig, REPO_ROOT } from '../../config'
import { serviceContext } from '../../lib/service-context'
import { settlePendingOrders } from '../orders/order-commands.service'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'
import { gatewayKey } from '../orders/order-lifecycle.service'

/**
 * A real server process is SIGKILLed while checkouts are in flight. After a restart and the settle
 * service (what `npm run shop -- settle` runs): no order without its items, no reserved stock without an order, no order left pending,
 * and no charge without a paid order.
 */

const PRODUCT_STOCK = 200
const BUYERS = 8

let testDb: TestDatabase
let mediaDir: string
let databaseUrl: string
const children: ChildProcess[] = []

function serverEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    ENV_FILE: '',
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    MEDIA_DIR: mediaDir,
    WEB_DIST_DIR: path.join(mediaDir, 'no-web-build'),
    LOG_LEVEL: 'info',
    // Card charges take a while, as with a real provider: the kill lands while some are in flight.
    PAYMENT_SANDBOX_LATENCY_MS: '400',
  }
}

/** Starts `node --import tsx packages/server/src/server.ts` and resolves with its base URL once it listens. */
function startServer(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: serverEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let out = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 50_000)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ child, url: m[1]!, output: () => out })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}):\n${out}`))
    })
  })
}

beforeAll(async () => {
  testDb = await createTestDatabase()
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'))
  databaseUrl = testDb.url
})

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  await testDb.destroy()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('a server killed in the middle of checkouts', () => {
  it('leaves, after restart and settle, only whole orders and stock that matches them', async () => {
    const k = testDb.db.kysely
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    const products = [
      await insertProduct(testDb.db, {
        categoryId: category.id,
        brandId: brand.id,
        sellingPriceCents: 1500,
        quantity: PRODUCT_STOCK,
      }),
      await insertProduct(testDb.db, {
        categoryId: category.id,
        brandId: brand.id,
        sellingPriceCents: 2500,
        quantity: PRODUCT_STOCK,
      }),
    ]
    const customers = await Promise.all(Array.from({ length: BUYERS }, () => insertCustomer(testDb.db)))

    const server = await startServer()
    let inFlight = 0
    let sent = 0
    let stop = false
    const buyer = async (b: number) => {
      // Started apart, so that their waits on the gateway do not all end at the same moment: the
      // kill below must find an order still between its two transactions.
      await new Promise((resolve) => setTimeout(resolve, b * 50))
      for (let n = 0; !stop; n++) {
        const payload = {
          items: [
            { id: products[0]!.id, qty: 1, price: 15 },
            { id: products[1]!.id, qty: 2, price: 25 },
          ],
          subTotal: 65,
          total: 65,
          pickupOrder: true,
        }
        const card = n % 4 === 3 ? SANDBOX_CARDS.declined : SANDBOX_CARDS.approved
        inFlight++
        sent++
        try {
          const paymentToken = await cardToken(server.url, card, { name: 'Crash Test' })
          await fetch(`${server.url}/api/checkout/payment`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${customers[b]!.token}`,
              'idempotency-key': `crash-${b}-${n}`,
            },
            body: JSON.stringify({ ...payload, paymentToken }),
          })
        } catch {
          return // the server is gone
        } finally {
          inFlight--
        }
      }
    }
    const load = Array.from({ length: BUYERS }, (_, b) => buyer(b))
    // Let some orders complete, then kill it while others are between their two transactions. It
    // waits for that moment however long a busy machine takes (the test's timeout bounds it): a
    // kill after a fixed 8 s could land before any order was pending, and prove nothing.
    for (;;) {
      await new Promise((r) => setTimeout(r, 100))
      const paid = await k
        .selectFrom('orders')
        .select('id')
        .where('payment_status', '=', 'paid')
        .limit(3)
        .execute()
      // Kill only once some order sits between its two transactions (waiting on the gateway), so
      // the crash window is really exercised; the gateway's latency keeps it there for the kill.
      const pending = await k
        .selectFrom('orders')
        .select('id')
        .where('payment_status', '=', 'pending')
        .limit(1)
        .execute()
      if (paid.length >= 3 && inFlight >= BUYERS / 2 && pending.length > 0) break
    }
    const inFlightAtKill = inFlight
    server.child.kill('SIGKILL')
    stop = true
    await Promise.all(load)
    expect(sent).toBeGreaterThan(0)
    expect(inFlightAtKill).toBeGreaterThan(0)
    // The card numbers sent never reached the server's log.
    expect(server.output()).not.toContain(SANDBOX_CARDS.approved)

    const pendingAtCrash = await k
      .selectFrom('orders')
      .select('id')
      .where('payment_status', '=', 'pending')
      .execute()
    expect(pendingAtCrash.length).toBeGreaterThan(0)

    // Restart (the app on the same database, as `npm run shop` builds it), then settle.
    const config = loadConfig({ ...serverEnv(), LOG_LEVEL: 'silent' } as Record<string, string>)
    const app = await buildApp(config, { db: testDb.db, logger: false })
    await app.ready()
    expect((await app.inject('/api/products')).statusCode).toBe(200)
    const report = await settlePendingOrders(serviceContext(app), { olderThanMinutes: 0 })
    await app.close()
    expect(report.paid.length + report.failed.length).toBe(pendingAtCrash.length)
    expect(report.unknown).toEqual([])

    // No order left pending.
    expect(
      await k.selectFrom('orders').select('id').where('payment_status', '=', 'pending').execute(),
    ).toEqual([])
    // No order without its items.
    const orders = await k.selectFrom('orders').selectAll().execute()
    const items = await k.selectFrom('order_items').selectAll().execute()
    for (const o of orders)
      expect(
        items.filter((i) => i.order_id === o.id),
        o.order_no,
      ).toHaveLength(2)
    // No reserved stock without an order: what is used is exactly what paid orders hold.
    const paidIds = new Set(orders.filter((o) => o.payment_status === 'paid').map((o) => o.id))
    for (const p of products) {
      const row = await k
        .selectFrom('products')
        .select('quantity_used')
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow()
      const held = items
        .filter((i) => i.product_id === p.id && paidIds.has(i.order_id))
        .reduce((s, i) => s + i.quantity, 0)
      expect(row.quantity_used).toBe(held)
    }
    // No charge without a paid order, and every paid order was charged.
    const charges = await k
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('status', '=', 'approved')
      .execute()
    const paidKeys = new Set(orders.filter((o) => o.payment_status === 'paid').map((o) => gatewayKey(o)))
    expect(new Set(charges.map((c) => c.idempotency_key))).toEqual(paidKeys)
    expect(paidIds.size).toBeGreaterThanOrEqual(3)
  }, 150_000)
})
