import { isoDateIn } from '@shop/shared/format'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../lib/clock'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
  insertSubscriptionOption,
} from '../../../test/fixtures'
import { makeProfessionalOnly, setProfessional } from '../../../test/professional-fixtures'
import { onDue, subscribeAtCheckout } from '../../../test/subscription-fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

let t: TestApp
let categoryId: number
let brandId: number
let clockNow = new Date()
let keys = 0

const address = {
  first_name: 'Ann',
  last_name: 'Nurse',
  address: '1 Front St',
  city: 'Hamilton',
  zipcode: 'HM11',
  country: 'Bermuda',
}

async function professionalProduct(name = 'Botulinum toxin 100U') {
  const p = await insertProduct(t.db, { categoryId, brandId, name, sellingPriceCents: 2000, quantity: 50 })
  await makeProfessionalOnly(t.db, p.id)
  await insertSubscriptionOption(t.db, p.id, 1, 10)
  return p
}

/** A pickup order of one line at `price` dollars (no shipping, no tax). */
function body(productId: number, price: number, extra: Record<string, unknown> = {}) {
  return {
    items: [{ id: productId, qty: 1, price, name: 'line', rowId: `r${productId}`, ...extra }],
    subTotal: price,
    couponDiscount: 0,
    shippingCharge: 0,
    taxAmount: 0,
    total: price,
    shippingAddress: address,
    billingAddress: address,
    pickupOrder: true,
    pickupAddress: null,
    back_order: 0,
  }
}

/** Sends a checkout paid with a fresh card element token of the approved test card. */
async function checkout(token: string | null, body: Record<string, unknown>, kind = 'payment') {
  const headers: Record<string, string> = { 'idempotency-key': `pro-${Date.now()}-${++keys}` }
  if (token) headers.authorization = `Bearer ${token}`
  const payload = { ...body, paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved) }
  return t.app.inject({ method: 'POST', url: `/api/checkout/${kind}`, headers, payload })
}

const ordersOf = async (userId: number) =>
  (await t.db.kysely.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length
const used = async (productId: number) =>
  (
    await t.db.kysely
      .selectFrom('products')
      .select('quantity_used')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).quantity_used

// The shop's calendar day, which decides a verification's last day.
const today = () => isoDateIn(new Date(), t.app.config.shop.timeZone)
const daysFromToday = (days: number) => addDays(`${today()}T12:00:00.000Z`, days).slice(0, 10)

const buyers: Awaited<ReturnType<typeof insertCustomer>>[] = []
afterEach(async () => {
  for (const b of buyers) await t.app.limits.checkoutAccount.clear(String(b.id))
})

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => clockNow })
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
  await insertShippingRate(t.db, 'Bermuda', 1500, 10_000)
})

async function customer() {
  const c = await insertCustomer(t.db)
  buyers.push(c)
  return c
}

describe('professional-only products at checkout', () => {
  it('refuses a guest, an unverified, a lapsed and a suspended customer by every call, naming the product', async () => {
    const p = await professionalProduct('Hyaluronidase 1500IU')
    const guest = await checkout(null, body(p.id, 20))
    expect(guest.statusCode).toBe(401)

    const unverified = await customer()
    const lapsed = await customer()
    await setProfessional(t.db, lapsed.id, daysFromToday(-1))
    const suspended = await customer()
    await setProfessional(t.db, suspended.id, daysFromToday(300), true)

    for (const [who, standing] of [
      [unverified, /verified professionals only/],
      [lapsed, /lapsed/],
      [suspended, /suspended/],
    ] as const) {
      const calls = [
        checkout(who.token, body(p.id, 20)),
        checkout(who.token, { ...body(p.id, 20), back_order: 1 }, 'preorder'),
        checkout(who.token, body(p.id, 18, { subscription: { interval: 1 } })),
      ]
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(403)
        expect(res.json()).toMatchObject({ code: 'professional_only' })
        expect(res.json().message).toMatch(/^Hyaluronidase 1500IU cannot be bought/)
        expect(res.json().message).toMatch(standing)
      }
      expect(await ordersOf(who.id)).toBe(0)
    }
    expect(await used(p.id)).toBe(0)
  })

  it('lets a verified professional buy, pre-order and subscribe, through the last verified day', async () => {
    const p = await professionalProduct()
    const pro = await customer()
    await setProfessional(t.db, pro.id, today())
    expect((await checkout(pro.token, body(p.id, 20))).statusCode).toBe(200)
    expect((await checkout(pro.token, body(p.id, 18, { subscription: { interval: 1 } }))).statusCode).toBe(
      200,
    )
    expect((await checkout(pro.token, { ...body(p.id, 20), back_order: 1 }, 'preorder')).statusCode).toBe(200)
    expect(await ordersOf(pro.id)).toBe(3)
  })

  it('keeps the product in the wish list and the listings, with its label, and filters professional products', async () => {
    const p = await professionalProduct('Lidocaine 2% 10 x 2ml')
    const shopper = await customer()
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/wishlists',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { product_id: p.id },
    })
    expect(add.statusCode).toBe(201)
    const detail = await t.app.inject(`/api/product/${p.slug}`)
    expect(detail.statusCode).toBe(200)
    const filtered = (await t.app.inject('/api/products?professional=1')).json()
    expect(filtered.data.length).toBeGreaterThan(0)
    expect(filtered.data.every((x: { professional_only: boolean }) => x.professional_only)).toBe(true)
    expect(filtered.data.find((x: { id: number }) => x.id === p.id)).toMatchObject({
      professional_only: true,
      professional_label: 'Prescription-only medicine',
    })
    expect(detail.json().data ?? detail.json()).toMatchObject({ professional_only: true })
    const plain = await insertProduct(t.db, { categoryId, brandId, name: 'Gauze swabs' })
    const ids = (await t.app.inject('/api/products?professional=1'))
      .json()
      .data.map((x: { id: number }) => x.id)
    expect(ids).not.toContain(plain.id)
  })
})

describe('Subscribe & Save renewals of a professional-only product', () => {
  it('holds the renewal of a lapsed professional, never charging, and tells the customer', async () => {
    const p = await professionalProduct()
    const pro = await customer()
    await setProfessional(t.db, pro.id, daysFromToday(10))
    const sub = await subscribeAtCheckout(t.app, t.db, pro, {
      productId: p.id,
      qty: 1,
      unitPrice: 18,
      months: 1,
    })
    // The verification lapses before the delivery is due.
    await setProfessional(t.db, pro.id, daysFromToday(-1))
    const paymentsBefore = await t.db.kysely.selectFrom('sandbox_payments').select('id').execute()
    clockNow = onDue(sub.next_date)
    const summary = await t.app.jobs.runNow('subscription-renewals')
    expect(summary).toMatch(new RegExp(`held: [^;]*${sub.subscription_no}`))
    const after = await t.db.kysely
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', sub.id)
      .executeTakeFirstOrThrow()
    expect(after.status).toBe('paused')
    expect(after.next_date).toBe(sub.next_date)
    expect(await t.db.kysely.selectFrom('sandbox_payments').select('id').execute()).toHaveLength(
      paymentsBefore.length,
    )
    expect(await ordersOf(pro.id)).toBe(1)
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', pro.email)
      .where('subject', 'like', '%on hold%')
      .execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text_body).toMatch(/not been charged/)
    // A second run does nothing more.
    await t.app.jobs.runNow('subscription-renewals')
    expect(await ordersOf(pro.id)).toBe(1)
  })

  it('renews a verified professional as usual', async () => {
    const p = await professionalProduct()
    const pro = await customer()
    await setProfessional(t.db, pro.id, daysFromToday(400))
    const sub = await subscribeAtCheckout(t.app, t.db, pro, {
      productId: p.id,
      qty: 1,
      unitPrice: 18,
      months: 1,
    })
    clockNow = onDue(sub.next_date)
    const summary = await t.app.jobs.runNow('subscription-renewals')
    expect(summary).toMatch(new RegExp(`paid: [^;]*${sub.subscription_no}`))
    expect(await ordersOf(pro.id)).toBe(2)
  })
})
