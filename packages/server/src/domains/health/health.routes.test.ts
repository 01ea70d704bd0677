import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/helper'
import { connectDb } from '../../db/connect'
import { saturationMonitor } from '../../lib/saturation'
import { checkReadiness } from './health.service'
import { insertStaffMember } from '../../../test/staff-fixtures'

// A busy test machine pauses the event loop for seconds (other apps of this file start meanwhile):
// the load check is this file's subject only where it sets its limits itself.
const t = await buildTestApp({ SATURATION_EVENT_LOOP_MS: '60000' })

describe('GET /api/health', () => {
  it('answers 200 while the process is up', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
    expect(res.headers['cache-control']).toBe('no-store')
  })
})

describe('GET /api/ready', () => {
  it('answers 200 with every check when the database is reachable and migrated', async () => {
    const res = await t.app.inject('/api/ready')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured', load: 'ok' },
      saturation: {
        saturated: false,
        event_loop_delay_ms: expect.any(Number),
        heap_used_mb: expect.any(Number),
        heap_limit_mb: expect.any(Number),
      },
    })
  })

  describe('with the process saturated', async () => {
    // Any heap at all counts as saturated here: the readiness probe turns 503, heavy work is refused.
    const busy = await buildTestApp({ SATURATION_HEAP_PERCENT: '1' })
    it('answers 503 naming the load, with the figures', async () => {
      const res = await busy.app.inject('/api/ready')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'not configured', load: 'saturated' },
        saturation: { saturated: true },
      })
    })
    it('refuses an export with a 503 and Retry-After, and still answers ordinary requests', async () => {
      // Without a token the answer is 401 as ever: the load is told only to staff.
      expect((await busy.app.inject('/api/admin/products/export.csv')).statusCode).toBe(401)
      const staff = await insertStaffMember(busy.db, 'staff')
      const res = await busy.app.inject({ url: '/api/admin/products/export.csv', headers: staff.headers })
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.json()).toEqual({ message: 'The shop is busy right now; please try again in a minute.' })
      expect((await busy.app.inject('/api/health')).statusCode).toBe(200)
    })
    it('lets a client still sending a large upload read the 503, and keeps the connection', async () => {
      const staff = await insertStaffMember(busy.db, 'staff')
      const url = await busy.app.listen({ host: '127.0.0.1', port: 0 })
      const res = await fetch(`${url}/api/admin/products/import`, {
        method: 'POST',
        headers: { ...staff.headers, 'content-type': 'text/csv' },
        body: 'sku,product_name\n' + 'X-1,Swab\n'.repeat(2_000_000),
      })
      expect(res.status).toBe(503)
      // Closed under a client still sending, the connection is reset before the answer is read.
      expect(res.headers.get('connection')).not.toBe('close')
      expect(await res.json()).toEqual({
        message: 'The shop is busy right now; please try again in a minute.',
      })
      expect((await fetch(`${url}/api/health`)).status).toBe(200)
    })
  })

  describe('with Redis configured but unreachable', async () => {
    // Nothing listens on port 1: the connection is refused.
    const down = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', SATURATION_EVENT_LOOP_MS: '60000' })
    it('answers 503 naming Redis', async () => {
      const res = await down.app.inject('/api/ready')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'unreachable', load: 'ok' },
      })
    })
  })

  describe.runIf(process.env.TEST_REDIS_URL)('with Redis configured and up', async () => {
    const up = await buildTestApp({
      REDIS_URL: process.env.TEST_REDIS_URL,
      SATURATION_EVENT_LOOP_MS: '60000',
    })
    it('answers 200 with Redis ok', async () => {
      const res = await up.app.inject('/api/ready')
      expect(res.statusCode).toBe(200)
      expect(res.json().checks.redis).toBe('ok')
    })
  })
})

describe('checkReadiness', () => {
  const idle = saturationMonitor({ eventLoopDelayMs: 60_000, heapPercent: 100 })
  afterAll(() => idle.close())
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ready-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('finds migrations pending on a database that was never migrated', async () => {
    const db = connectDb(`sqlite:${path.join(dir, 'empty.db')}`)
    try {
      expect(await checkReadiness(db, null, idle)).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'pending', redis: 'not configured', load: 'ok' },
      })
    } finally {
      await db.close()
    }
  })

  it('finds the database unreachable when its server does not answer', async () => {
    // Nothing listens on port 1: every connection is refused.
    const db = connectDb('postgres://shop@127.0.0.1:1/shop')
    try {
      const readiness = await checkReadiness(db, null, idle)
      expect(readiness.status).toBe('not ready')
      expect(readiness.checks.database).toBe('unreachable')
    } finally {
      await db.close()
    }
  })
})
