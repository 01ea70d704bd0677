import { isoDateIn } from '@shop/shared/format'
import { PROFESSIONAL_APPLY_TEXT } from '@shop/shared/professional'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { makeProfessionalOnly, setProfessional } from '../../../test/professional-fixtures'
import { addDays } from '../../lib/clock'
import { serviceContext } from '../../lib/service-context'
import { sendForgottenCartReminders } from './forgotten-cart.service'

// Quick order, reorder lists, buy again (the same fill) and the forgotten-cart mail show a
// professional-only product as its product page does, and put it in no one else's cart.
let t: TestApp
type Customer = Awaited<ReturnType<typeof insertCustomer>>
let categoryId: number
let brandId: number

const call = (who: Customer | null, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    payload,
  })
const day = (days: number) =>
  addDays(`${isoDateIn(new Date(), t.app.config.shop.timeZone)}T12:00:00.000Z`, days).slice(0, 10)

async function botox() {
  const p = await insertProduct(t.db, {
    categoryId,
    brandId,
    name: 'Botulinum toxin 100U',
    sellingPriceCents: 42500,
  })
  await makeProfessionalOnly(t.db, p.id)
  const { sku } = await t.db.kysely
    .selectFrom('products')
    .select('sku')
    .where('id', '=', p.id)
    .executeTakeFirstOrThrow()
  return { id: p.id, sku }
}
const shownAsProductPage = `Botulinum toxin 100U: Prescription-only medicine. ${PROFESSIONAL_APPLY_TEXT}. It was not added.`

beforeAll(async () => {
  t = await buildTestApp()
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
})

describe('a professional-only product outside its product page', () => {
  it('quick order: label and apply, no price, nothing to add, for a guest and an unverified customer', async () => {
    const p = await botox()
    const lapsed = await insertCustomer(t.db)
    await setProfessional(t.db, lapsed.id, day(-1))
    for (const who of [null, await insertCustomer(t.db), lapsed]) {
      const res = await call(who, 'POST', 'quick-order', { lines: [{ code: p.sku, qty: 2 }] })
      expect(res.statusCode).toBe(200)
      const { data } = res.json()
      expect([...data.cart, ...data.backorderCart]).toEqual([])
      expect(data.notices).toEqual([
        { productId: p.id, code: p.sku, kind: 'professional-only', message: shownAsProductPage },
      ])
      expect(res.body).not.toContain('425')
    }
    const verified = await insertCustomer(t.db)
    await setProfessional(t.db, verified.id, day(30))
    const res = await call(verified, 'POST', 'quick-order', { lines: [{ code: p.sku, qty: 2 }] })
    expect(res.json().data.cart).toMatchObject([{ id: p.id, qty: 2, price: 425 }])
    expect((await call(null, 'POST', 'quick-order', { lines: [{ code: p.sku, qty: 1 }] })).statusCode).toBe(
      200,
    )
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/quick-order',
      headers: { authorization: 'Bearer nope' },
      payload: { lines: [{ code: p.sku, qty: 1 }] },
    })
    expect(badToken.statusCode).toBe(401)
  })

  it('saved cart: refused (403 naming the line) for an unverified customer, kept for a verified one', async () => {
    const p = await botox()
    const ada = await insertCustomer(t.db)
    const line = { id: p.id, qty: 1, price: 425 }
    for (const [method, url] of [
      ['PUT', 'customer/cart'],
      ['POST', 'customer/cart/merge'],
    ] as const) {
      const res = await call(ada, method, url, { cart: [], backorderCart: [line] })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({
        code: 'professional_only',
        errors: {
          'backorderCart.0.id': [
            `Botulinum toxin 100U cannot be added to the cart: Prescription-only medicine. ${PROFESSIONAL_APPLY_TEXT}.`,
          ],
        },
      })
    }
    expect((await call(ada, 'GET', 'customer/cart')).json().data.backorderCart).toEqual([])

    // Saved while verified, it stays when the verification lapses (checkout refuses it meanwhile).
    await setProfessional(t.db, ada.id, day(30))
    expect((await call(ada, 'PUT', 'customer/cart', { cart: [line], backorderCart: [] })).statusCode).toBe(
      200,
    )
    await setProfessional(t.db, ada.id, day(-1))
    const again = await call(ada, 'PUT', 'customer/cart', { cart: [{ ...line, qty: 2 }], backorderCart: [] })
    expect(again.statusCode).toBe(200)
    expect(again.json().data.cart).toMatchObject([{ id: p.id, qty: 2 }])
  })

  it('reorder lists: label and apply instead of the price, and not added to the cart', async () => {
    const p = await botox()
    const ada = await insertCustomer(t.db)
    const list = (await call(ada, 'POST', 'customer/lists', { name: 'Clinic' })).json().data
    const added = await call(ada, 'POST', `customer/lists/${list.id}/items`, {
      items: [{ product_id: p.id, qty: 3 }],
    })
    expect(added.statusCode).toBe(200)
    expect(added.json().data.items).toMatchObject([
      {
        product_id: p.id,
        price: null,
        professional: `Prescription-only medicine. ${PROFESSIONAL_APPLY_TEXT}`,
      },
    ])
    const toCart = (await call(ada, 'POST', `customer/lists/${list.id}/to-cart`, {})).json().data
    expect(toCart.cart).toEqual([])
    expect(toCart.notices.map((n: { kind: string }) => n.kind)).toEqual(['professional-only'])

    await setProfessional(t.db, ada.id, day(30))
    const lists = (await call(ada, 'GET', 'customer/lists')).json().data
    expect(lists.find((l: { id: number }) => l.id === list.id).items).toMatchObject([
      { price: 425, professional: null },
    ])
  })

  it('the forgotten-cart mail shows the label and the way to apply, not the price', async () => {
    const p = await botox()
    const ada = await insertCustomer(t.db)
    await call(ada, 'PUT', 'customer/update-user', { cart_reminders: true })
    await setProfessional(t.db, ada.id, day(30))
    await call(ada, 'PUT', 'customer/cart', { cart: [{ id: p.id, qty: 1, price: 425 }], backorderCart: [] })
    await setProfessional(t.db, ada.id, day(-1))
    const reminded = await sendForgottenCartReminders(
      serviceContext(t.app),
      new Date(Date.now() + 25 * 3600_000),
      24 * 60,
    )
    expect(reminded).toContain(ada.id)
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', ada.email)
      .executeTakeFirstOrThrow()
    expect(mail.text_body).toContain(
      `1 x Botulinum toxin 100U: Prescription-only medicine. ${PROFESSIONAL_APPLY_TEXT}`,
    )
    expect(mail.text_body).not.toContain('425')
  })
})
