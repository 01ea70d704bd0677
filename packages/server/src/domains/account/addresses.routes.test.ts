import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUp, type SignedUp } from '../../../test/account-fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

let t: TestApp
let ada: SignedUp
let bob: SignedUp
let bobAddressId: number

const addressBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  middle_name: 'K',
  last_name: 'Lovelace',
  phone: '4415550101',
  email: 'ada.home@example.com',
  flat_apartment: 'Apt 1',
  address: '1 Front Street',
  street: 'Front Street',
  city: 'Hamilton',
  state: 'Pembroke',
  zipcode: 'HM 11',
  country: 'Bermuda',
  ...overrides,
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (user: SignedUp, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(user.token), payload: payload as object })
const listOf = async (user: SignedUp) =>
  (await call(user, 'GET', 'customer/get-user-address')).json().data.data

/** Registration saves its address first; these tests start from an empty address book. */
const emptyBook = async (user: SignedUp) => {
  for (const a of (await listOf(user)) as { id: number }[])
    expect((await call(user, 'DELETE', `customer/address/${a.id}`)).statusCode).toBe(204)
}

beforeAll(async () => {
  t = await buildTestApp()
  ada = await signUp(t.app)
  bob = await signUp(t.app, { first_name: 'Bob' })
  await emptyBook(ada)
  await emptyBook(bob)
  const res = await call(bob, 'POST', 'customer/address', addressBody({ first_name: 'Bob' }))
  bobAddressId = res.json().data.data.id
})

describe('one address book', () => {
  it('keeps the address given at registration as the first saved address and the default', async () => {
    const cy = await signUp(t.app, { first_name: 'Cy' })
    const book = (await listOf(cy)) as Record<string, unknown>[]
    expect(book).toHaveLength(1)
    expect(book[0]).toMatchObject({ user_id: cy.id, first_name: 'Cy', default_address: 1 })
    const profile = (await call(cy, 'GET', 'customer/get-user')).json().data.data
    expect(book[0]).toMatchObject({
      address: profile.address,
      city: profile.city,
      zipcode: profile.zipcode,
      country: profile.country,
      phone: profile.phone,
      email: profile.email,
    })
    const byDefault = (await call(cy, 'GET', 'customer/get-default-address')).json()
    expect(JSON.stringify(byDefault)).toContain(String(book[0]!.id))
  })
})

describe('adding addresses', () => {
  it('POST customer/address: 201, the token decides the owner (user_id ignored), the first is default', async () => {
    const res = await call(ada, 'POST', 'customer/address', addressBody({ user_id: bob.id }))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.message).toBe('Address added successfully!')
    expect(body.data.data).toEqual({
      id: expect.any(Number),
      user_id: ada.id,
      first_name: 'Ada',
      middle_name: 'K',
      last_name: 'Lovelace',
      phone: '4415550101',
      email: 'ada.home@example.com',
      flat_apartment: 'Apt 1',
      apartment_flat: 'Apt 1',
      address: '1 Front Street',
      street: 'Front Street',
      city: 'Hamilton',
      state: 'Pembroke',
      zipcode: 'HM 11',
      country: 'Bermuda',
      default_address: 1,
    })
    expect((await listOf(bob)).map((a: { id: number }) => a.id)).toEqual([bobAddressId])
  })

  it('POST customer/{customerId}/address: 201 with data.data, not default when not the first', async () => {
    const res = await call(
      ada,
      'POST',
      `customer/${ada.id}/address`,
      addressBody({
        city: 'St. George’s',
        apartment_flat: 'Unit 2',
        flat_apartment: undefined,
        country: 'Canada',
      }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().data.data).toMatchObject({
      user_id: ada.id,
      city: 'St. George’s',
      flat_apartment: 'Unit 2',
      country: 'Canada',
      default_address: 0,
    })
  })

  it('answers 404 for another customer’s id in the path, and adds nothing', async () => {
    const before = await listOf(bob)
    const res = await call(ada, 'POST', `customer/${bob.id}/address`, addressBody())
    expect(res.statusCode).toBe(404)
    expect(res.json()).not.toHaveProperty('data')
    expect(await listOf(bob)).toEqual(before)
  })

  it('makes an address sent with default_address=1 the only default', async () => {
    const res = await call(
      ada,
      'POST',
      'customer/address',
      addressBody({ city: 'Somerset', default_address: 1 }),
    )
    expect(res.json().data.data.default_address).toBe(1)
    const defaults = (await listOf(ada)).filter((a: { default_address: number }) => a.default_address === 1)
    expect(defaults.map((a: { city: string }) => a.city)).toEqual(['Somerset'])
  })

  it('names the required fields of a new address', async () => {
    const res = await call(ada, 'POST', 'customer/address', {})
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      first_name: ['First Name is required'],
      last_name: ['Last Name is required'],
      phone: ['Phone is required'],
      email: ['Email is required'],
      city: ['City is required'],
      zipcode: ['zipcode is required'],
      country: ['Country is required'],
    })
  })

  it.each([
    ['email', { email: 'nope' }, 'Email must be a valid e-mail address'],
    ['zipcode', { zipcode: '1234567' }, 'zipcode must be at most 6 characters'],
    ['phone', { phone: '12345678901234' }, 'Phone must be at most 13 characters'],
    ['country', { country: 'Narnia' }, 'Country must be one of the listed countries'],
    ['default_address', { default_address: 'yes' }, 'default_address must be 0 or 1'],
    ['street', { street: 'x'.repeat(256) }, 'Street must be at most 255 characters'],
  ])('refuses a bad %s', async (field, overrides, message) => {
    const res = await call(ada, 'POST', 'customer/address', addressBody(overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toEqual([message])
  })
})

describe('reading addresses', () => {
  it('lists the customer’s own addresses at both paths, oldest first', async () => {
    const viaToken = await call(ada, 'GET', 'customer/get-user-address')
    const viaPath = await call(ada, 'GET', `customer/${ada.id}/addresses`)
    expect(viaToken.statusCode).toBe(200)
    expect(viaPath.statusCode).toBe(200)
    const list = viaToken.json().data.data
    expect(viaPath.json().data.data).toEqual(list)
    expect(list.length).toBeGreaterThanOrEqual(3)
    expect(list.every((a: { user_id: number }) => a.user_id === ada.id)).toBe(true)
    const ids = list.map((a: { id: number }) => a.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('answers 404 and no data for another customer’s list or address', async () => {
    const list = await call(ada, 'GET', `customer/${bob.id}/addresses`)
    expect(list.statusCode).toBe(404)
    expect(list.json()).toEqual({ message: 'Customer not found.' })
    const one = await call(ada, 'GET', `customer/get-address-by-id/${bobAddressId}`)
    expect(one.statusCode).toBe(404)
    expect(one.json()).toEqual({ message: 'Address not found.' })
  })

  it('GET customer/get-address-by-id/{id}: data.data', async () => {
    const [first] = await listOf(ada)
    const res = await call(ada, 'GET', `customer/get-address-by-id/${first.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.data).toEqual(first)
  })

  it('GET customer/get-default-address: the customer’s own default, or null', async () => {
    const res = await call(ada, 'GET', 'customer/get-default-address')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ user_id: ada.id, default_address: 1, city: 'Somerset' })
    const nobody = await signUp(t.app)
    await emptyBook(nobody)
    expect((await call(nobody, 'GET', 'customer/get-default-address')).json()).toEqual({ data: null })
    expect(await listOf(nobody)).toEqual([])
  })

  it('answers 400 naming the id for non-numeric or out-of-range ids, 404 for unknown ones', async () => {
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const res = await call(ada, 'GET', `customer/get-address-by-id/${id}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toHaveProperty('id')
    }
    expect((await call(ada, 'GET', 'customer/abc/addresses')).json().errors).toHaveProperty('customerId')
    expect((await call(ada, 'GET', 'customer/get-address-by-id/2147483647')).statusCode).toBe(404)
  })
})

describe('editing addresses', () => {
  it('PUT customer/address/{id} and customer/update-user-address/{id} answer the updated address', async () => {
    const [first] = await listOf(ada)
    const res = await call(ada, 'PUT', `customer/address/${first.id}`, {
      first_name: 'Augusta',
      city: 'Paget',
      zipcode: 'PG 01',
      country: 'Bermuda',
      user_id: bob.id,
      default_address: 0,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Address updated successfully!')
    expect(res.json().data.data).toMatchObject({
      id: first.id,
      user_id: ada.id,
      first_name: 'Augusta',
      last_name: 'Lovelace',
      city: 'Paget',
      zipcode: 'PG 01',
      street: 'Front Street',
      default_address: first.default_address,
    })
    const other = await call(ada, 'PUT', `customer/update-user-address/${first.id}`, {
      first_name: 'Ada',
      city: 'Paget',
      zipcode: 'PG 02',
      country: 'Bermuda',
      street: '',
    })
    expect(other.statusCode).toBe(200)
    expect(other.json().data.data).toMatchObject({ first_name: 'Ada', zipcode: 'PG 02', street: null })
  })

  it('names the required fields of an edit', async () => {
    const [first] = await listOf(ada)
    const res = await call(ada, 'PUT', `customer/address/${first.id}`, { last_name: 'X' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      first_name: ['First Name is required'],
      city: ['City is required'],
      zipcode: ['zipcode is required'],
      country: ['Country is required'],
    })
  })

  it('answers 404 for another customer’s address and leaves it unchanged', async () => {
    const body = { first_name: 'Mallory', city: 'X', zipcode: 'X', country: 'Bermuda' }
    for (const url of [`customer/address/${bobAddressId}`, `customer/update-user-address/${bobAddressId}`]) {
      const res = await call(ada, 'PUT', url, body)
      expect(res.statusCode).toBe(404)
      expect(res.json()).not.toHaveProperty('data')
    }
    expect((await listOf(bob))[0].first_name).toBe('Bob')
  })
})

describe('default address and removal', () => {
  it('set-default leaves exactly one default; the original app’s body is accepted and ignored', async () => {
    const list = await listOf(ada)
    const target = list[0]
    const res = await call(ada, 'PUT', `customer/set-default-address/${target.id}`, {
      user_id: bob.id,
      default_address: 1,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Address set as default successfully')
    expect(res.json().data.data).toMatchObject({ id: target.id, default_address: 1 })
    const defaults = (await listOf(ada)).filter((a: { default_address: number }) => a.default_address)
    expect(defaults.map((a: { id: number }) => a.id)).toEqual([target.id])
    // Without a body too.
    const second = list[1]
    expect((await call(ada, 'PUT', `customer/set-default-address/${second.id}`)).statusCode).toBe(200)
    expect((await call(ada, 'GET', 'customer/get-default-address')).json().data.id).toBe(second.id)
  })

  it('simultaneous set-default calls still leave one default', async () => {
    const ids = (await listOf(ada)).map((a: { id: number }) => a.id)
    await Promise.all(ids.map((id: number) => call(ada, 'PUT', `customer/set-default-address/${id}`)))
    const defaults = (await listOf(ada)).filter((a: { default_address: number }) => a.default_address)
    expect(defaults).toHaveLength(1)
  })

  it('answers 404 for another customer’s address and leaves their default', async () => {
    const res = await call(ada, 'PUT', `customer/set-default-address/${bobAddressId}`)
    expect(res.statusCode).toBe(404)
    expect((await listOf(bob))[0].default_address).toBe(1)
  })

  it('DELETE answers 204; removing the default makes the newest remaining one default', async () => {
    const list = await listOf(ada)
    const oldest = list[0]
    await call(ada, 'PUT', `customer/set-default-address/${oldest.id}`)
    const res = await call(ada, 'DELETE', `customer/address/${oldest.id}`)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const after = await listOf(ada)
    expect(after.map((a: { id: number }) => a.id)).not.toContain(oldest.id)
    const newest = after.at(-1)
    expect(
      after.filter((a: { default_address: number }) => a.default_address).map((a: { id: number }) => a.id),
    ).toEqual([newest.id])
    expect((await call(ada, 'DELETE', `customer/address/${oldest.id}`)).statusCode).toBe(404)
  })

  it('DELETE answers 404 for another customer’s address and removes nothing', async () => {
    const res = await call(ada, 'DELETE', `customer/address/${bobAddressId}`)
    expect(res.statusCode).toBe(404)
    expect(await listOf(bob)).toHaveLength(1)
  })

  it('removing the last address leaves no default', async () => {
    const cleo = await signUp(t.app)
    await emptyBook(cleo)
    const id = (await call(cleo, 'POST', 'customer/address', addressBody())).json().data.data.id
    expect((await call(cleo, 'DELETE', `customer/address/${id}`)).statusCode).toBe(204)
    expect((await call(cleo, 'GET', 'customer/get-default-address')).json()).toEqual({ data: null })
  })

  it('every address call answers 401 without a token', async () => {
    const calls: [Method, string][] = [
      ['GET', `customer/${ada.id}/addresses`],
      ['POST', `customer/${ada.id}/address`],
      ['PUT', 'customer/address/1'],
      ['GET', 'customer/get-user-address'],
      ['POST', 'customer/address'],
      ['DELETE', 'customer/address/1'],
      ['PUT', 'customer/set-default-address/1'],
      ['GET', 'customer/get-address-by-id/1'],
      ['PUT', 'customer/update-user-address/1'],
      ['GET', 'customer/get-default-address'],
    ]
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method,
        url: `/api/${url}`,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})
