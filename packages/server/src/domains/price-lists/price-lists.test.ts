import { addDaysToDay } from '@shop/shared/business-account'
import { isoDateIn } from '@shop/shared/format'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertGloves,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { approvedBusinessAccount } from '../../../test/business-account-fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'

// Price lists on SQLite and PostgreSQL: owners keep them and assign them to business accounts; an
// account's people see their own prices through a private call, everyone else the public price,
// and the catalogue's cached answers never change for it.

let t: TestApp
let owner: Awaited<ReturnType<typeof insertStaffMember>>
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let category: Awaited<ReturnType<typeof insertCategory>>
let brand: Awaited<ReturnType<typeof insertBrand>>

const today = () => isoDateIn(new Date(), t.app.config.shop.timeZone)

const approvedClinic = (practice: string) =>
  approvedBusinessAccount(t, owner.headers, { limitCents: 500_000, practice })

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = owner) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

async function newList(name: string, dates: { starts_on?: string | null; ends_on?: string | null } = {}) {
  const res = await admin('POST', '/price-lists', { name, ...dates })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ price_list: { id: number } }>().price_list.id
}

const yourPrices = async (token: string, ids: number[]) => {
  const res = await t.app.inject({
    url: `/api/customer/business-account/prices?product_ids=${ids.join(',')}`,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.statusCode, res.body).toBe(200)
  // Private to the person asking: never kept by a browser or a shared cache.
  expect(res.headers['cache-control']).toContain('no-store')
  return res.json<{
    prices: {
      product_id: number
      pack_code: string | null
      unit_price: number
      public_price: number
      price_breaks: { min_qty: number; price: number }[]
    }[]
  }>().prices
}

beforeAll(async () => {
  t = await buildTestApp()
  owner = await insertStaffMember(t.db, 'owner')
  staff = await insertStaffMember(t.db, 'staff')
  category = await insertCategory(t.db)
  brand = await insertBrand(t.db)
  await insertShippingRate(t.db, 'Bermuda', 1500, null)
})

describe('price lists', () => {
  it('two accounts see their own prices for one product and pack, and the public and the catalogue the list price', async () => {
    const product = await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
    })
    const gloves = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id })
    const harbour = await approvedClinic('Harbour Clinic')
    const reef = await approvedClinic('Reef Practice')
    const stranger = await insertCustomer(t.db)
    const publicBefore = (await t.app.inject(`/api/product/${product.slug}`)).body

    const harbourList = await newList('Harbour 2027')
    const set = await admin('PUT', `/price-lists/${harbourList}/prices`, {
      product_id: product.id,
      unit_price_cents: 800,
      price_breaks: [{ min_qty: 10, price_cents: 760 }],
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(
      (
        await admin('PUT', `/price-lists/${harbourList}/prices`, {
          product_id: gloves.id,
          pack_code: gloves.box,
          unit_price_cents: 899,
        })
      ).statusCode,
    ).toBe(200)
    const reefList = await newList('Reef 2027')
    await admin('PUT', `/price-lists/${reefList}/prices`, { product_id: product.id, unit_price_cents: 900 })
    expect(
      (await admin('POST', `/price-lists/${harbourList}/assign`, { business_account_id: harbour.accountId }))
        .statusCode,
    ).toBe(200)
    await admin('POST', `/price-lists/${reefList}/assign`, { business_account_id: reef.accountId })

    expect(await yourPrices(harbour.token, [product.id, gloves.id])).toEqual(
      expect.arrayContaining([
        {
          product_id: product.id,
          pack_code: null,
          unit_price: 8,
          public_price: 10,
          price_breaks: [{ min_qty: 10, price: 7.6 }],
        },
        {
          product_id: gloves.id,
          pack_code: gloves.box,
          unit_price: 8.99,
          public_price: 9.99,
          price_breaks: [],
        },
      ]),
    )
    expect(await yourPrices(reef.token, [product.id, gloves.id])).toEqual([
      { product_id: product.id, pack_code: null, unit_price: 9, public_price: 10, price_breaks: [] },
    ])
    expect(await yourPrices(stranger.token, [product.id])).toEqual([])
    expect(
      (await t.app.inject(`/api/customer/business-account/prices?product_ids=${product.id}`)).statusCode,
    ).toBe(401)
    // The catalogue's answer (cached, public) is the same for everyone, before and after.
    expect((await t.app.inject(`/api/product/${product.slug}`)).body).toBe(publicBefore)
    const signedIn = await t.app.inject({
      url: `/api/product/${product.slug}`,
      headers: { authorization: `Bearer ${harbour.token}` },
    })
    expect(signedIn.json().data.selling_price).toBe(10)

    const detail = await admin('GET', `/price-lists/${harbourList}`, undefined, staff)
    expect(detail.json().price_list).toMatchObject({
      name: 'Harbour 2027',
      prices: 2,
      accounts: [{ id: harbour.accountId, practice_name: 'Harbour Clinic' }],
    })
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'price_list')
      .where('entity_id', '=', String(harbourList))
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual([
      'price_list.create',
      'price_list.price_set',
      'price_list.price_set',
      'price_list.assign',
    ])
  })

  it('an expired or future list falls back to the public price, and a public sale below the contract wins', async () => {
    const product = await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
    })
    const onSale = await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
      discountType: 'percent',
      discountValue: 30,
    })
    const clinic = await approvedClinic('Dockyard Clinic')
    const ended = await newList('Ended', {
      starts_on: addDaysToDay(today(), -30),
      ends_on: addDaysToDay(today(), -1),
    })
    const future = await newList('Next year', { starts_on: addDaysToDay(today(), 1) })
    const current = await newList('Current', { starts_on: today(), ends_on: today() })
    for (const list of [ended, future]) {
      await admin('PUT', `/price-lists/${list}/prices`, { product_id: product.id, unit_price_cents: 500 })
      await admin('POST', `/price-lists/${list}/assign`, { business_account_id: clinic.accountId })
    }
    await admin('PUT', `/price-lists/${current}/prices`, { product_id: onSale.id, unit_price_cents: 800 })
    await admin('POST', `/price-lists/${current}/assign`, { business_account_id: clinic.accountId })
    expect(await yourPrices(clinic.token, [product.id, onSale.id])).toEqual([])

    // The last day is the list's own: changed to today, it applies.
    await admin('PUT', `/price-lists/${ended}`, { name: 'Ended', starts_on: null, ends_on: today() })
    expect(await yourPrices(clinic.token, [product.id])).toEqual([
      { product_id: product.id, pack_code: null, unit_price: 5, public_price: 10, price_breaks: [] },
    ])
  })

  it('only owners change lists; bad input is refused naming the field, and nothing is written', async () => {
    const product = await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
    })
    const list = await newList('Checked')
    expect((await admin('POST', '/price-lists', { name: 'By staff' }, staff)).statusCode).toBe(403)
    expect(
      (
        await admin(
          'PUT',
          `/price-lists/${list}/prices`,
          { product_id: product.id, unit_price_cents: 1 },
          staff,
        )
      ).statusCode,
    ).toBe(403)
    expect((await admin('GET', '/price-lists', undefined, staff)).statusCode).toBe(200)

    const refusals: [object, string][] = [
      [{ product_id: product.id, unit_price_cents: 0 }, 'unit_price_cents'],
      [{ product_id: product.id, pack_code: 'NOPE', unit_price_cents: 500 }, 'pack_code'],
      [{ product_id: 2_000_000, unit_price_cents: 500 }, 'product_id'],
      [
        { product_id: product.id, unit_price_cents: 500, price_breaks: [{ min_qty: 5, price_cents: 600 }] },
        'price_breaks',
      ],
    ]
    for (const [payload, field] of refusals) {
      const res = await admin('PUT', `/price-lists/${list}/prices`, payload)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toHaveProperty(field)
    }
    const dates = await admin('POST', '/price-lists', {
      name: 'Backwards',
      starts_on: '2027-02-01',
      ends_on: '2027-01-01',
    })
    expect(dates.statusCode).toBe(400)
    expect(dates.json().errors).toHaveProperty('ends_on')
    const twice = await admin('POST', '/price-lists', { name: 'Checked' })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().errors).toHaveProperty('name')
    const noAccount = await admin('POST', `/price-lists/${list}/assign`, { business_account_id: 2_000_000 })
    expect(noAccount.statusCode).toBe(400)
    expect(noAccount.json().errors).toHaveProperty('business_account_id')
    expect((await admin('GET', `/price-lists/${list}`)).json().price_list.prices).toBe(0)

    expect((await admin('DELETE', `/price-lists/${list}`)).statusCode).toBe(200)
    expect((await admin('GET', `/price-lists/${list}`)).statusCode).toBe(404)
  })

  it('checkout charges an account its contract price (breaks and packs included) and refuses the public figures with 409', async () => {
    const product = await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
      quantity: 100,
    })
    const gloves = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id })
    const clinic = await approvedClinic('Flatts Clinic')
    const list = await newList('Flatts 2027')
    await admin('PUT', `/price-lists/${list}/prices`, {
      product_id: product.id,
      unit_price_cents: 800,
      price_breaks: [{ min_qty: 10, price_cents: 760 }],
    })
    await admin('PUT', `/price-lists/${list}/prices`, {
      product_id: gloves.id,
      pack_code: gloves.box,
      unit_price_cents: 899,
    })
    await admin('POST', `/price-lists/${list}/assign`, { business_account_id: clinic.accountId })
    const pay = async (
      who: { token: string },
      items: { id: number; qty: number; price: number; pack?: { code: string } }[],
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/payment',
        headers: { authorization: `Bearer ${who.token}` },
        payload: cardCheckoutBody(items, 15, await cardToken(t.app)),
      })

    const atPublic = await pay(clinic, [{ id: product.id, qty: 2, price: 10 }])
    expect(atPublic.statusCode, atPublic.body).toBe(409)
    const paid = await pay(clinic, [
      { id: product.id, qty: 10, price: 7.6 },
      { id: gloves.id, qty: 2, price: 8.99, pack: { code: gloves.box } },
    ])
    expect(paid.statusCode, paid.body).toBe(200)
    const lines = await t.db.kysely
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.product_id', 'i.unit_price_cents', 'i.line_total_cents'])
      .where('o.user_id', '=', clinic.id)
      .orderBy('i.id')
      .execute()
    expect(lines).toEqual([
      { product_id: product.id, unit_price_cents: 760, line_total_cents: 7600 },
      { product_id: gloves.id, unit_price_cents: 899, line_total_cents: 1798 },
    ])

    // Anyone else pays the public price for the same lines.
    const shopper = await insertCustomer(t.db)
    expect((await pay(shopper, [{ id: product.id, qty: 10, price: 7.6 }])).statusCode).toBe(409)
    expect((await pay(shopper, [{ id: product.id, qty: 1, price: 10 }])).statusCode).toBe(200)
  })
})
