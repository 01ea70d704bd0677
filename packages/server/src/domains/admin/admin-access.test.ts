import { describe, expect, it } from 'vitest'
import { insertToken, insertUser } from '../../../test/fixtures'
import { buildTestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'

/**
 * Every registered /api/admin route, read from the app's own OpenAPI document (which lists every
 * route the app has), so a route added later is covered without touching this test.
 */
const { app, db } = await buildTestApp()
const customer = await insertUser(db)
const customerToken = await insertToken(db, customer.id)
const staff = await insertStaffMember(db, 'staff')
const owner = await insertStaffMember(db, 'owner')

type Operation = { 'x-owner-only'?: boolean }
const paths = (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths
const routes = Object.entries(paths)
  .filter(([path]) => path.startsWith('/api/admin/'))
  .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })))
  .filter((r) => !(r.method === 'POST' && r.path === '/api/admin/login'))

/** A concrete URL for a route pattern: ids 1, names 'x'. */
const urlOf = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x'))

const OWNER_ONLY = new Set([
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'PATCH /api/admin/staff/{id}',
  'POST /api/admin/staff/{id}/password',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
])

describe('every admin route', () => {
  it('is found (the table below is not empty)', () => {
    expect(routes.length).toBeGreaterThan(5)
  })

  it.each(routes)(
    '$method $path refuses no token (401) and a customer token (403)',
    async ({ method, path }) => {
      const url = urlOf(path)
      const none = await app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      })
      expect(none.statusCode).toBe(401)
      const asCustomer = await app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${customerToken}` },
        payload: method === 'GET' ? undefined : {},
      })
      expect(asCustomer.statusCode).toBe(403)
    },
  )

  it.each([...OWNER_ONLY].map((r) => ({ route: r })))(
    '$route refuses staff (403), lets an owner through',
    async ({ route }) => {
      const [method, path] = route.split(' ') as [string, string]
      expect(routes).toContainEqual({ method, path })
      const url = urlOf(path)
      const payload = method === 'GET' ? undefined : {}
      const asStaff = await app.inject({ method: method as 'GET', url, headers: staff.headers, payload })
      expect(asStaff.statusCode).toBe(403)
      const asOwner = await app.inject({ method: method as 'GET', url, headers: owner.headers, payload })
      expect(asOwner.statusCode).not.toBe(403)
      expect(asOwner.statusCode).toBeLessThan(500)
    },
  )
})

describe('staff tokens are not customer tokens', () => {
  it('a staff token is refused (401) on customer calls', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/customer/get-user', headers: owner.headers })
    expect(res.statusCode).toBe(401)
  })
})
