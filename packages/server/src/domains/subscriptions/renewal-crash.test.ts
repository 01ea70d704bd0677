import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/helper'
import {
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertSubscriptionOption,
} from '../../../test/fixtures'
import { subscribeAtCheckout } from '../../../test/subscription-fixtures'
import { buildApp } from '../../app'
import { loadConfig, REPO_ROOT } from '../../config'
import { DEFAULT_SHOP_TIME_ZONE } from '@shop/shared/format'
import { addMonths, shopDay } from '../../lib/clock'
import { gatewayKey } from '../orders/order-lifecycle.service'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

/**
 * A real server process runs its job runner and is SIGKILLed while a renewal waits on the card
 * gateway. After a restart its jobs (settle, then renewals) leave every due subscription with
 * exactly one paid order, no charge without a paid order and no renewal lost.
 */

const SUBSCRIBERS = 4

let testDb: TestDatabase
let mediaDir: string
let databaseUrl: string
const children: ChildProcess[] = []

function serverEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    MEDIA_DIR: mediaDir,
    WEB_DIST_DIR: path.join(mediaDir, 'no-web-build'),
    LOG_LEVEL: 'info',
    // The scheduler runs in this process, looking for due work every second.
    JOBS: 'on',
    JOB_POLL_SECONDS: '1',
    // Charges take a while, so the kill lands while a renewal waits on the gateway.
    PAYMENT_SANDBOX_LATENCY_MS: '1500',
  }
}

function startServer(): Promise<{ child: ChildProcess; output: () => string }> {
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
      if (/Server listening at/.test(out)) {
        clearTimeout(timer)
        resolve({ child, output: () => out })
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
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-renewal-crash-'))
  databaseUrl = testDb.url
})

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  await testDb.destroy()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('a server killed in the middle of a renewal', () => {
  it('leaves, after restart, one paid order per due subscription and no double charge', async () => {
    const k = testDb.db.kysely
    const config = loadConfig({
      ...serverEnv(),
      JOBS: 'off',
      LOG_LEVEL: 'silent',
      PAYMENT_SANDBOX_LATENCY_MS: '0',
    } as Record<string, string>)
    // Subscribers made through the real checkout by an app without a scheduler.
    const setup = await buildApp(config, { db: testDb.db, logger: false })
    await setup.ready()
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    const product = await insertProduct(testDb.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
      quantity: 100,
    })
    await insertSubscriptionOption(testDb.db, product.id, 1, 10)
    const subs = []
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const buyer = await insertCustomer(testDb.db)
      subs.push(
        await subscribeAtCheckout(setup, testDb.db, buyer, {
          productId: product.id,
          qty: 1,
          unitPrice: 9,
          months: 1,
        }),
      )
    }
    await setup.close()
    // Due today, on the shop's day.
    const today = shopDay(new Date(), DEFAULT_SHOP_TIME_ZONE)
    await k.updateTable('subscriptions').set({ next_date: today }).execute()

    const server = await startServer()
    const started = Date.now()
    let pendingAtKill = 0
    while (Date.now() - started < 40_000) {
      await new Promise((r) => setTimeout(r, 50))
      const rows = await k.selectFrom('subscription_renewals').select('status').execute()
      const paid = rows.filter((r) => r.status === 'paid').length
      pendingAtKill = rows.filter((r) => r.status === 'pending').length
      if (paid >= 1 && pendingAtKill >= 1) break
    }
    server.child.kill('SIGKILL')
    await new Promise((r) => server.child.once('exit', r))
    expect(pendingAtKill).toBeGreaterThan(0)
    expect(server.output()).not.toContain(SANDBOX_CARDS.approved)

    // Restart: the app on the same database, its jobs run as its scheduler runs them, but later
    // ("now" 15 minutes on), so the renewal the crash left pending counts as abandoned.
    const later = new Date(Date.now() + 15 * 60_000)
    const app = await buildApp(config, { db: testDb.db, logger: false, clock: () => later })
    await app.ready()
    await app.jobs.runNow('settle-payments')
    await app.jobs.runNow('subscription-renewals')
    await app.close()

    const renewals = await k.selectFrom('subscription_renewals').selectAll().execute()
    expect(renewals.map((r) => r.status).sort()).toEqual(Array(SUBSCRIBERS).fill('paid'))
    const orders = await k.selectFrom('orders').selectAll().execute()
    expect(orders.filter((o) => o.payment_status === 'pending')).toEqual([])
    for (const sub of subs) {
      const paid = orders.filter((o) => o.subscription_id === sub.id && o.payment_status === 'paid')
      expect(paid, sub.subscription_no).toHaveLength(1)
      const after = await k
        .selectFrom('subscriptions')
        .select('next_date')
        .where('id', '=', sub.id)
        .executeTakeFirstOrThrow()
      expect(after.next_date).toBe(addMonths(today, 1))
    }
    // No charge without a paid order, and every paid order charged once.
    const charges = await k
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('status', '=', 'approved')
      .execute()
    const paidKeys = orders.filter((o) => o.payment_status === 'paid').map((o) => gatewayKey(o))
    expect(charges.map((c) => c.idempotency_key).sort()).toEqual([...paidKeys].sort())
    // Stock held is exactly what the paid orders hold (checkouts and renewals, one unit each).
    const used = await k
      .selectFrom('products')
      .select('quantity_used')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow()
    expect(used.quantity_used).toBe(paidKeys.length)
  }, 150_000)
})
