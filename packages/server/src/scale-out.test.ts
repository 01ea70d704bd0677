import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../test/fixtures'
import { createTestDatabase, testRedisKeyPrefix, type TestDatabase } from '../test/helper'
import { buildCompiledServer, startServerProcess, type ServerProcess } from '../test/server-process'

/**
 * Two compiled server processes on one PostgreSQL database and one Redis, behind one address
 * (a small round-robin proxy standing in for the load balancer of compose.yaml): both answer, the
 * login rate limit is one limit across both, and neither serves a product page it built before a change.
 */

const pgUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const enabled = Boolean(pgUrl && redisUrl)
if (!enabled) {
  console.info(
    'Skipping the two-process scale-out test: it needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis); CI sets both.',
  )
}

const LIMIT = 4

/** Passes each request to the next backend in turn, as the compose file's balancer does. */
function roundRobinProxy(backends: string[]) {
  const served: number[] = []
  let next = 0
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length
    served.push(index)
    const target = new URL(req.url ?? '/', backends[index])
    const upstream = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  return { server, served }
}

// Generous limits: password hashing and two process starts are slow on a busy machine.
describe.runIf(enabled)('two compiled server processes behind one address', { timeout: 120_000 }, () => {
  let testDb: TestDatabase
  let mediaDir: string
  let proxy: ReturnType<typeof roundRobinProxy>
  let base: string
  let product: Awaited<ReturnType<typeof insertProduct>>
  const servers: ServerProcess[] = []
  // One made-up client address per run: Redis keeps its counts for a minute between runs.
  const randomAddress = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
  const client = randomAddress()

  beforeAll(async () => {
    testDb = await createTestDatabase()
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scale-'))
    // A catalogue already there, so neither process seeds the demo shop.
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    product = await insertProduct(testDb.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
    })
    const serverJs = buildCompiledServer()
    const env = {
      DATABASE_URL: testDb.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: testRedisKeyPrefix(),
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      MEDIA_DIR: mediaDir,
      WEB_DIST_DIR: path.join(mediaDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      // A busy test machine's pauses must not turn readiness off.
      SATURATION_EVENT_LOOP_MS: '60000',
    }
    servers.push(await startServerProcess(serverJs, env), await startServerProcess(serverJs, env))
    proxy = roundRobinProxy(servers.map((s) => s.url))
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`
  }, 120_000)

  afterAll(async () => {
    proxy?.server.close()
    for (const s of servers) s.child.kill('SIGTERM')
    await Promise.all(servers.map((s) => s.exited))
    await testDb?.destroy()
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true })
  })

  const call = (url: string, init: RequestInit = {}) =>
    fetch(`${base}${url}`, {
      ...init,
      headers: { 'x-forwarded-for': client, 'content-type': 'application/json', ...init.headers },
    })

  it('answers from both processes, each ready with the database and Redis', async () => {
    proxy.served.length = 0
    for (let i = 0; i < 4; i++) {
      const res = await call('/api/ready')
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'ok', load: 'ok' },
      })
    }
    expect(new Set(proxy.served)).toEqual(new Set([0, 1]))
  })

  it('serves a changed product at its new price from both processes, whatever each had built', async () => {
    const price = async () => {
      const res = await call(`/api/product/${product.slug}`)
      expect(res.status).toBe(200)
      return ((await res.json()) as { data: { selling_price: number } }).data.selling_price
    }
    proxy.served.length = 0
    expect([await price(), await price()]).toEqual([10, 10])
    // A staff change straight in the database, as the staff command line makes it.
    await testDb.db.kysely
      .updateTable('products')
      .set({ selling_price_cents: 1250, updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', product.id)
      .execute()
    expect([await price(), await price()]).toEqual([12.5, 12.5])
    expect(new Set(proxy.served)).toEqual(new Set([0, 1]))
  })

  it('holds one login limit across both processes', async () => {
    proxy.served.length = 0
    // An address of this run only: Redis outlives the run, and an account's failed logins are
    // counted too, so a fixed address would carry the last run's tries into this one.
    const account = `nobody-${randomAddress().replaceAll('.', '-')}@example.com`
    const login = () =>
      call('/api/login', {
        method: 'POST',
        body: JSON.stringify({ login: account, password: 'not-the-password' }),
      })
    for (let i = 0; i < LIMIT; i++) expect((await login()).status).toBe(401)
    // Each process has seen only half of the tries: only a shared count reaches the limit.
    expect(proxy.served.filter((s) => s === 0)).toHaveLength(LIMIT / 2)
    expect((await login()).status).toBe(429)
    expect((await login()).status).toBe(429)
    // Another client is still counted apart.
    const other = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': randomAddress(), 'content-type': 'application/json' },
      body: JSON.stringify({ login: account, password: 'not-the-password' }),
    })
    expect(other.status).toBe(401)
  })
})
