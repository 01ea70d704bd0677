import { beforeAll, describe, expect, it } from 'vitest'
import { insertCustomer } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/helper'
import { insertStaffMember, STAFF_PASSWORD } from '../../test/staff-fixtures'
import { freshIp } from './test-support'

const logLines: string[] = []
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({}, { logLines })
})

const linesSince = (from: number) => logLines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>)
const eventsSince = (from: number) => linesSince(from).filter((l) => l.securityEvent)

describe('the security event log', () => {
  it('logs a back-office refusal: a staff member on an owner-only call, a customer token', async () => {
    const staff = await insertStaffMember(t.db, 'staff')
    const from = logLines.length
    const res = await t.app.inject({
      url: '/api/admin/staff',
      headers: staff.headers,
      remoteAddress: '10.9.8.7',
    })
    expect(res.statusCode).toBe(403)
    expect(eventsSince(from)).toEqual([
      expect.objectContaining({
        securityEvent: 'access.refused',
        outcome: 'refused',
        address: '10.9.8.7',
        detail: { route: 'GET /api/admin/staff', staffId: staff.id, status: 403 },
      }),
    ])
    const customer = await insertCustomer(t.db)
    const next = logLines.length
    const asCustomer = await t.app.inject({
      url: '/api/admin/orders',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(asCustomer.statusCode).toBe(403)
    expect(eventsSince(next)).toEqual([
      expect.objectContaining({
        securityEvent: 'access.refused',
        detail: { route: 'GET /api/admin/orders', staffId: null, status: 403 },
      }),
    ])
  })

  it("logs the legacy cancel-subscription call refused for another customer's subscription", async () => {
    const customer = await insertCustomer(t.db)
    const from = logLines.length
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cancel-subscription',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { subscription_id: 'SUB-NOT-THEIRS', reason: 'x' },
    })
    expect(res.statusCode).toBe(404)
    expect(eventsSince(from)).toEqual([
      expect.objectContaining({
        securityEvent: 'access.refused',
        userId: customer.id,
        detail: { route: 'POST /api/customer/cancel-subscription', subscription_id: 'SUB-NOT-THEIRS' },
      }),
    ])
  })

  it('logs a refused coupon lookup as its own event, not as access refused', async () => {
    const customer = await insertCustomer(t.db)
    const from = logLines.length
    const res = await t.app.inject({
      url: '/api/coupon-discount/GUESS-1234/50',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(res.statusCode).toBe(404)
    expect(eventsSince(from)).toEqual([
      expect.objectContaining({ securityEvent: 'coupon.refused', outcome: 'refused', userId: customer.id }),
    ])
  })
})

describe('staff login and request log', () => {
  it('answers the staff login with Cache-Control: no-store', async () => {
    const staff = await insertStaffMember(t.db, 'staff')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: STAFF_PASSWORD },
      remoteAddress: freshIp(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('logs a signed invoice link without its signature', async () => {
    const from = logLines.length
    await t.app.inject('/api/invoices/1?expires=9999999999&signature=c2VjcmV0LXNpZ25hdHVyZQ')
    const logged = JSON.stringify(linesSince(from))
    expect(logged).toContain('/api/invoices/1?expires=9999999999&signature=[redacted]')
    expect(logged).not.toContain('c2VjcmV0LXNpZ25hdHVyZQ')
  })
})
