import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, registrationForm, signUp, type SignedUp } from '../../../test/account-fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

// No input a browser or a script can send makes an account call answer 500 (docs/architecture.md §5).
let t: TestApp
let user: SignedUp
let addressId: number

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
interface Route {
  method: Method
  /** A function: ids are known only once beforeAll has run. */
  url: () => string
  auth: boolean
  /** A body the route accepts; each of its fields is then spoiled in turn. */
  body?: () => Record<string, unknown>
}

const address = () => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '4415550101',
  email: 'ada@example.com',
  city: 'Hamilton',
  zipcode: 'HM 11',
  country: 'Bermuda',
})

const routes: Route[] = [
  { method: 'POST', url: () => '/api/signup', auth: false, body: () => ({ ...registrationForm() }) },
  { method: 'POST', url: () => '/api/register', auth: false, body: () => ({ ...registrationForm() }) },
  {
    method: 'POST',
    url: () => '/api/login',
    auth: false,
    body: () => ({ login: 'a@example.com', password: 'Whatever-123' }),
  },
  { method: 'POST', url: () => '/api/logout', auth: true },
  { method: 'POST', url: () => '/api/send-otp-mail', auth: false, body: () => ({ email: 'a@example.com' }) },
  {
    method: 'POST',
    url: () => '/api/verify-otp',
    auth: false,
    body: () => ({ email: 'a@example.com', otp: '123456' }),
  },
  {
    method: 'PUT',
    url: () => '/api/update-password',
    auth: false,
    body: () => ({ email: 'a@example.com', password: 'Harbour-Lights-99', reset_token: 'abc' }),
  },
  {
    method: 'POST',
    url: () => '/api/contacts',
    auth: false,
    body: () => ({ name: 'A', email: 'a@example.com', phone: '4415550100', message: 'Hi' }),
  },
  {
    method: 'PUT',
    url: () => '/api/customer/update-user',
    auth: true,
    body: () => ({ first_name: 'Ada', dob: '1990-01-01' }),
  },
  {
    method: 'PUT',
    url: () => '/api/customer/update-password',
    auth: true,
    body: () => ({ old_password: 'Wrong-Old-Password', new_password: 'Harbour-Lights-99' }),
  },
  { method: 'POST', url: () => '/api/customer/address', auth: true, body: address },
  { method: 'POST', url: () => `/api/customer/${user.id}/address`, auth: true, body: address },
  { method: 'PUT', url: () => `/api/customer/address/${addressId}`, auth: true, body: address },
  { method: 'PUT', url: () => `/api/customer/update-user-address/${addressId}`, auth: true, body: address },
]

const badValues: unknown[] = [
  12345,
  -1.5,
  true,
  {},
  [],
  ['a'],
  { $gt: '' },
  'x'.repeat(100_000),
  '\u0000\u202e',
]

beforeAll(async () => {
  t = await buildTestApp()
  user = await signUp(t.app)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/address',
    headers: bearer(user.token),
    payload: address(),
  })
  addressId = res.json().data.data.id
})

const inject = (route: Route, extra: InjectOptions) =>
  t.app.inject({
    method: route.method,
    url: route.url(),
    ...extra,
    headers: { ...(route.auth ? bearer(user.token) : {}), ...(extra.headers ?? {}) },
  })

describe('account calls refuse bad input with a 4xx naming the field', () => {
  const withBody = routes
    .filter((r) => r.body)
    .map((r) => ({ ...r, name: `${r.method} ${r.url.toString().replace(/^\(\) => /, '')}` }))
  it.each(withBody)('$name: each field spoilt in turn answers 400 naming that field', async (route) => {
    {
      for (const field of Object.keys(route.body!())) {
        for (const value of badValues) {
          const res = await inject(route, { payload: { ...route.body!(), [field]: value } })
          const label = `${route.method} ${route.url()} ${field}=${JSON.stringify(value).slice(0, 20)}`
          if (field.includes('password') && typeof value === 'string' && value.length < 100) {
            // Any characters may make up a password: a login with one is just wrong, not malformed.
            expect(res.statusCode, label).toBeLessThan(500)
            continue
          }
          expect(res.statusCode, label).toBe(400)
          expect(res.json().errors, label).toHaveProperty([field])
        }
      }
    }
  })

  it('answers 4xx with a message for bodies that are not JSON objects', async () => {
    const raw = ['{"email": ', '[]', '"text"', '123', 'null', 'true', '{"__proto__": {"admin": true}}']
    for (const route of withBody) {
      for (const payload of raw) {
        const res = await inject(route, { payload, headers: { 'content-type': 'application/json' } })
        const label = `${route.method} ${route.url()} ${payload}`
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, label).toBeLessThan(500)
        expect(typeof res.json().message, label).toBe('string')
      }
      const text = await inject(route, { payload: 'email=a', headers: { 'content-type': 'text/plain' } })
      expect(text.statusCode).toBe(415)
      const huge = await inject(route, { payload: { first_name: 'x'.repeat(300 * 1024) } })
      expect(huge.statusCode).toBe(413)
    }
  })

  it('answers 400 or 404 for odd ids and addresses in paths', async () => {
    const ids = [
      'abc',
      '-1',
      '0',
      '1.5',
      '1e3',
      '0x10',
      '99999999999999999999',
      '%20',
      '1%00',
      '%E0%A4%A',
      "1'--",
    ]
    const templates: [Method, (id: string) => string][] = [
      ['GET', (id) => `/api/customer/${id}/addresses`],
      ['POST', (id) => `/api/customer/${id}/address`],
      ['PUT', (id) => `/api/customer/address/${id}`],
      ['DELETE', (id) => `/api/customer/address/${id}`],
      ['PUT', (id) => `/api/customer/set-default-address/${id}`],
      ['GET', (id) => `/api/customer/get-address-by-id/${id}`],
      ['PUT', (id) => `/api/customer/update-user-address/${id}`],
    ]
    for (const [method, url] of templates) {
      for (const id of ids) {
        const payload = method === 'POST' || method === 'PUT' ? address() : undefined
        const res = await t.app.inject({ method, url: url(id), headers: bearer(user.token), payload })
        expect([400, 404], `${method} ${url(id)}`).toContain(res.statusCode)
      }
    }
    for (const address of ['%', '%E0%A4%A', 'a'.repeat(5000), "x'--@example.com", '@', 'a@b']) {
      const res = await t.app.inject(`/api/check-email/${address}`)
      expect([400, 404, 414], address).toContain(res.statusCode)
    }
  })

  it('answers 401 for odd authorization headers', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Bearer a b',
      `Bearer ${'x'.repeat(10_000)}`,
      'bearer \u0000',
      'Token abc',
    ]) {
      const res = await t.app.inject({ url: '/api/customer/get-user', headers: { authorization } })
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401)
    }
  })
})
