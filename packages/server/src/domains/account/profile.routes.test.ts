import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUp, type SignedUp } from '../../../test/account-fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

// Each password hash takes scrypt's deliberate work; a loaded machine needs headroom.
const SLOW = { timeout: 120_000 }

let t: TestApp
let ada: SignedUp
let bob: SignedUp

beforeAll(async () => {
  t = await buildTestApp()
  ada = await signUp(t.app)
  bob = await signUp(t.app, { first_name: 'Bob', middle_name: '' })
})

const getUser = (token: string) => t.app.inject({ url: '/api/customer/get-user', headers: bearer(token) })
const updateUser = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer/update-user',
    headers: bearer(token),
    payload: payload as object,
  })
const changePassword = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer/update-password',
    headers: bearer(token),
    payload: payload as object,
  })

describe('GET /api/customer/get-user', () => {
  it('answers the token’s own user under data.data', async () => {
    const res = await getUser(bob.token)
    expect(res.statusCode).toBe(200)
    const user = res.json().data.data
    expect(user).toMatchObject({ id: bob.id, first_name: 'Bob', middle_name: null, fullName: 'Bob Lovelace' })
    expect(user).not.toHaveProperty('password_hash')
  })

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await t.app.inject('/api/customer/get-user')).statusCode).toBe(401)
    expect((await getUser('made-up-token')).statusCode).toBe(401)
    const malformed = await t.app.inject({
      url: '/api/customer/get-user',
      headers: { authorization: 'Basic abc' },
    })
    expect(malformed.statusCode).toBe(401)
  })
})

describe('PUT /api/customer/update-user', () => {
  it('saves the sent fields, leaves the rest and answers the updated user', async () => {
    const res = await updateUser(ada.token, {
      first_name: 'Augusta',
      middle_name: 'Ada',
      work_phone: '+1 441 555 01',
      home_phone: '4415550102',
      gender: 'female',
      dob: '1990-12-10',
      address: '2 Front Street',
      street: 'Front Street',
      flat_apartment: 'Apt 3',
      city: 'Hamilton',
      state: 'Pembroke',
      zipcode: 'HM 12',
      country: 'United Kingdom',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.message).toBe('User data updated successfully!')
    expect(body.data).toMatchObject({
      id: ada.id,
      first_name: 'Augusta',
      middle_name: 'Ada',
      last_name: 'Lovelace',
      fullName: 'Augusta Ada Lovelace',
      email: ada.email,
      phone: ada.phone,
      work_phone: '+1 441 555 01',
      gender: 'female',
      dob: '1990-12-10',
      flat_apartment: 'Apt 3',
      state: 'Pembroke',
      zipcode: 'HM 12',
      country: 'United Kingdom',
    })
    expect((await getUser(ada.token)).json().data.data).toEqual(body.data)
    // Bob is untouched.
    expect((await getUser(bob.token)).json().data.data.first_name).toBe('Bob')
  })

  it('clears optional fields sent blank', async () => {
    const res = await updateUser(ada.token, { middle_name: '', gender: '', dob: null, street: '' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ middle_name: null, gender: null, dob: null, street: null })
    expect(res.json().data.fullName).toBe('Augusta Lovelace')
  })

  it('refuses an e-mail change, naming the field', async () => {
    const res = await updateUser(ada.token, { first_name: 'Ada', email: 'new@example.com' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ email: ['E-mail cannot be changed'] })
    expect((await getUser(ada.token)).json().data.data.email).toBe(ada.email)
  })

  it('takes a cell phone written with spaces and a leading +', async () => {
    const res = await updateUser(ada.token, { phone: '+1 441 555 0177' })
    expect(res.statusCode).toBe(200)
    expect((await getUser(ada.token)).json().data.data.phone).toBe('+1 441 555 0177')
    expect((await updateUser(ada.token, { phone: ada.phone })).statusCode).toBe(200)
  })

  it('answers 409 for a phone another customer has, naming it', async () => {
    const res = await updateUser(ada.token, { phone: bob.phone })
    expect(res.statusCode).toBe(409)
    expect(res.json().errors).toEqual({ phone: ['This phone number is already registered.'] })
    expect((await updateUser(ada.token, { phone: ada.phone })).statusCode).toBe(200)
  })

  it.each([
    ['phone', { phone: '12345678901234' }, 'Phone must have at most 13 digits'],
    ['phone', { phone: '441 555 abc' }, 'Phone may contain only digits, spaces and a leading +'],
    [
      'work_phone',
      { work_phone: '(441) 555-0101' },
      'Work Phone may contain only digits, spaces and a leading +',
    ],
    ['work_phone', { work_phone: '1234567890123456' }, 'Work Phone must have at most 13 digits'],
    ['gender', { gender: 'other' }, "Gender must be 'male' or 'female'"],
    ['dob', { dob: '1990-02-30' }, 'Date of birth must be a real date'],
    ['dob', { dob: '10-12-1990' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    ['dob', { dob: '2999-01-01' }, 'Date of birth must be in the past'],
    ['country', { country: 'Atlantis' }, 'Country must be one of the listed countries'],
    ['zipcode', { zipcode: '1234567' }, 'Postal code must be at most 6 characters'],
    ['first_name', { first_name: '' }, 'First Name is required'],
    ['last_name', { last_name: 7 }, 'Last Name must be text'],
  ])('refuses a bad %s: %j', async (field, payload, message) => {
    const res = await updateUser(ada.token, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toEqual([message])
  })

  it('refuses unknown fields such as a password or an id', async () => {
    for (const extra of [{ password_hash: 'x' }, { id: bob.id }]) {
      const res = await updateUser(ada.token, extra)
      expect(res.statusCode).toBe(400)
    }
  })
})

describe('PUT /api/customer/update-password', () => {
  it('refuses a wrong old password with 422', async () => {
    const res = await changePassword(ada.token, {
      old_password: 'Not-My-Password-1',
      new_password: 'Fresh-Harbour-77',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'The old password is incorrect.',
      errors: { old_password: ['The old password is incorrect.'] },
    })
  })

  it('applies the password rules to the new one', SLOW, async () => {
    const short = await changePassword(ada.token, { old_password: ada.password, new_password: 'short' })
    expect(short.statusCode).toBe(400)
    expect(short.json().errors).toEqual({ new_password: ['New password should have at least 8 characters'] })
    const common = await changePassword(ada.token, {
      old_password: ada.password,
      new_password: 'Password123',
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().errors.new_password[0]).toMatch(/too common/)
    const missing = await changePassword(ada.token, {})
    expect(Object.keys(missing.json().errors).sort()).toEqual(['new_password', 'old_password'])
  })

  it('changes it, keeps this session and ends the others', SLOW, async () => {
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: ada.email, password: ada.password },
      })
    ).json()._token
    const res = await changePassword(ada.token, {
      old_password: ada.password,
      new_password: 'Fresh-Harbour-77',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Password changed successfully!' })
    // The customer is told, so a change they did not make is noticed; the password is never in it.
    const mails = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', ada.email)
      .execute()
    const notice = mails.find((m) => m.subject === 'Your password was changed')
    expect(notice?.text_body).toContain('changed in your account')
    expect(notice?.text_body).not.toContain('Fresh-Harbour-77')
    expect((await getUser(ada.token)).statusCode).toBe(200)
    expect((await getUser(other)).statusCode).toBe(401)
    expect((await getUser(bob.token)).statusCode).toBe(200)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: ada.email, password: 'Fresh-Harbour-77' },
    })
    expect(login.statusCode).toBe(200)
  })
})
