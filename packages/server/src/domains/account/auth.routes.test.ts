import { randomBytes, scryptSync } from 'node:crypto'
import { PASSWORD_MIN_LENGTH } from '@shop/shared/constants'
import { ACCOUNT_MESSAGES } from '@shop/shared/schemas/account'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, registrationForm, signUp } from '../../../test/account-fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { hashToken } from '../../lib/tokens'

// Each password hash takes scrypt's deliberate work; a loaded machine needs headroom.
const SLOW = { timeout: 120_000 }

let t: TestApp

beforeAll(async () => {
  // The hash's own cost is part of this file's subject (a costlier old hash is replaced by one at
  // today's): scrypt at the shop's standard cost, not the test suites'.
  t = await buildTestApp({ PASSWORD_HASH_COST: 'standard' })
})

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })

describe('POST /api/signup', () => {
  it('registers, logs the customer in and answers 201 with the user and a token', SLOW, async () => {
    const form = registrationForm({ email: 'Ada.Mixed@Example.COM', middle_name: 'Kay' })
    const res = await post('/api/signup', form)
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.message).toBe('Registered successful!')
    expect(body._token).toEqual(expect.any(String))
    expect(body.data).toMatchObject({
      first_name: 'Ada',
      middle_name: 'Kay',
      last_name: 'Lovelace',
      fullName: 'Ada Kay Lovelace',
      email: 'ada.mixed@example.com',
      phone: form.phone,
      address: '1 Front Street',
      city: 'Hamilton',
      zipcode: 'HM 11',
      country: 'Bermuda',
      work_phone: null,
      gender: null,
      thumbnail: null,
    })
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/)

    const row = await t.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow()
    expect(row.email).toBe('ada.mixed@example.com')
    expect(row.password_hash).toMatch(/^scrypt\$/)
    expect(row.password_hash).not.toContain(form.password)
    const tokens = await t.db.kysely
      .selectFrom('auth_tokens')
      .selectAll()
      .where('user_id', '=', row.id)
      .execute()
    expect(tokens).toHaveLength(1)
    expect(tokens[0]!.token_hash).toBe(hashToken(body._token))
    expect(tokens[0]!.token_hash).not.toBe(body._token)

    const me = await t.app.inject({ url: '/api/customer/get-user', headers: bearer(body._token) })
    expect(me.statusCode).toBe(200)
    expect(me.json().data.data.email).toBe('ada.mixed@example.com')
  })

  it('is also reachable as POST /api/register', async () => {
    const res = await post('/api/register', registrationForm())
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe('Registered successful!')
  })

  it("names every missing required field with its 'X is required' message", async () => {
    const res = await post('/api/signup', {})
    expect(res.statusCode).toBe(400)
    const { errors } = res.json()
    expect(errors).toEqual({
      first_name: ['First Name is required'],
      last_name: ['Last Name is required'],
      email: ['Email is required'],
      city: ['City is required'],
      phone: ['Phone is required'],
      country: ['Country is required'],
      address: ['Address is required'],
      zipcode: ['zipcode is required'],
      password: ['Password is required'],
      confirm_password: ['Confirm Password is required'],
    })
  })

  it('treats blank text as missing', async () => {
    const res = await post('/api/signup', registrationForm({ first_name: '   ', city: '' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      first_name: ['First Name is required'],
      city: ['City is required'],
    })
  })

  it.each([
    ['zipcode', { zipcode: 'HM 11 1' }, 'zipcode must be at most 6 characters'],
    ['phone', { phone: '441-555-0101' }, 'Phone may contain only digits, spaces and a leading +'],
    ['phone', { phone: '441 555 O1O1' }, 'Phone may contain only digits, spaces and a leading +'],
    ['phone', { phone: '12345678901234' }, 'Phone must have at most 13 digits'],
    ['email', { email: 'not-an-email' }, 'Email must be a valid e-mail address'],
    ['country', { country: 'Canada' }, 'Country must be Bermuda'],
    [
      'password',
      { password: 'Short1!', confirm_password: 'Short1!' },
      `Password should have at least ${PASSWORD_MIN_LENGTH} characters`,
    ],
    [
      'confirm_password',
      { confirm_password: 'Harbour-Lights-2027' },
      'Password and confirm password do not match.',
    ],
    ['first_name', { first_name: 42 as unknown as string }, 'First Name must be text'],
    ['first_name', { first_name: 'x'.repeat(101) }, 'First Name must be at most 100 characters'],
  ])('refuses a bad %s: %j', async (field, overrides, message) => {
    const res = await post('/api/signup', registrationForm(overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toEqual([message])
  })

  it('refuses one of the most common passwords, whatever its case', async () => {
    for (const password of ['password1', 'PassWord1', 'iloveyou', 'QWERTYUIOP']) {
      const res = await post('/api/signup', registrationForm({ password, confirm_password: password }))
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual({ password: [ACCOUNT_MESSAGES.commonPassword] })
    }
  })

  it('refuses unknown fields', async () => {
    const res = await post('/api/signup', { ...registrationForm(), is_admin: true })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/is_admin/)
  })

  it('answers 409 for an e-mail (any case) or a phone already registered', SLOW, async () => {
    const first = registrationForm()
    expect((await post('/api/signup', first)).statusCode).toBe(201)
    const sameEmail = await post('/api/signup', registrationForm({ email: first.email!.toUpperCase() }))
    expect(sameEmail.statusCode).toBe(409)
    expect(sameEmail.json()).toEqual({ message: 'Please check if email or phone is not already registered' })
    const samePhone = await post('/api/signup', registrationForm({ phone: first.phone }))
    expect(samePhone.statusCode).toBe(409)
    expect(samePhone.json().message).toBe('Please check if email or phone is not already registered')
  })

  it('lets only one of two simultaneous sign-ups with one e-mail through', SLOW, async () => {
    const form = registrationForm()
    const results = await Promise.all([
      post('/api/signup', form),
      post('/api/register', { ...form, phone: `${form.phone!.slice(0, 10)}999` }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
  })
})

describe('POST /api/login', () => {
  let user: Awaited<ReturnType<typeof signUp>>

  beforeAll(async () => {
    user = await signUp(t.app)
  })

  it('answers the profile and a new token; the e-mail is matched in any case', async () => {
    const res = await post('/api/login', { login: user.email.toUpperCase(), password: user.password })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.message).toBe(ACCOUNT_MESSAGES.loggedIn)
    expect(body._token).toEqual(expect.any(String))
    expect(body._token).not.toBe(user.token)
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'id',
        'first_name',
        'middle_name',
        'last_name',
        'fullName',
        'email',
        'phone',
        'work_phone',
        'home_phone',
        'gender',
        'dob',
        'address',
        'street',
        'flat_apartment',
        'city',
        'state',
        'zipcode',
        'country',
        'thumbnail',
        'cart_reminders',
      ].sort(),
    )
    expect(body.data).toMatchObject({ id: user.id, fullName: 'Ada K Lovelace' })
    const me = await t.app.inject({ url: '/api/customer/get-user', headers: bearer(body._token) })
    expect(me.statusCode).toBe(200)
  })

  it(
    'answers 401 with error as a list for a wrong password and for an unknown e-mail alike',
    SLOW,
    async () => {
      const wrong = await post('/api/login', { login: user.email, password: 'Not-The-Password-1' })
      const unknown = await post('/api/login', {
        login: 'nobody@example.com',
        password: 'Not-The-Password-1',
      })
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401)
        expect(res.json()).toEqual({
          message: 'These credentials do not match our records.',
          error: ['These credentials do not match our records.'],
        })
      }
    },
  )

  it('names missing fields', async () => {
    const res = await post('/api/login', { login: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ login: ['Email is required'], password: ['Password is required'] })
  })
})

describe('a password hashed at the old cost (scrypt N=2^17)', () => {
  it("is hashed again at today's cost after a successful login, and still logs in", SLOW, async () => {
    const user = await signUp(t.app)
    // The stored form of decision 0011's setting: N=2^17, r=8, p=1.
    const salt = randomBytes(16)
    const key = scryptSync(user.password, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 })
    const old = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
    await t.db.kysely
      .updateTable('users')
      .set({ password_hash: old })
      .where('email', '=', user.email)
      .execute()
    const stored = () =>
      t.db.kysely
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', user.email)
        .executeTakeFirstOrThrow()
        .then((r) => r.password_hash)

    expect((await post('/api/login', { login: user.email, password: 'not-the-password-9' })).statusCode).toBe(
      401,
    )
    expect(await stored()).toBe(old)
    expect((await post('/api/login', { login: user.email, password: user.password })).statusCode).toBe(200)
    const rehashed = await stored()
    expect(rehashed).toMatch(/^scrypt\$16384\$8\$5\$/)
    expect((await post('/api/login', { login: user.email, password: user.password })).statusCode).toBe(200)
    expect(await stored()).toBe(rehashed)
  })
})

describe('POST /api/logout', () => {
  it('revokes the token it is called with, and only that one', SLOW, async () => {
    const user = await signUp(t.app)
    const second = (await post('/api/login', { login: user.email, password: user.password })).json()._token
    const res = await post('/api/logout', undefined, bearer(user.token))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Logged out successfully.' })
    expect(
      (await t.app.inject({ url: '/api/customer/get-user', headers: bearer(user.token) })).statusCode,
    ).toBe(401)
    expect((await post('/api/logout', undefined, bearer(user.token))).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/customer/get-user', headers: bearer(second) })).statusCode).toBe(
      200,
    )
  })

  it('answers 401 without a token', async () => {
    const res = await post('/api/logout', undefined)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthenticated.' })
  })
})

describe('token expiry', () => {
  it('refuses a token past its expiry', async () => {
    const user = await signUp(t.app)
    await t.db.kysely
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute()
    expect(
      (await t.app.inject({ url: '/api/customer/get-user', headers: bearer(user.token) })).statusCode,
    ).toBe(401)
  })
})
