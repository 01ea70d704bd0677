import { beforeAll, describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { serviceContext } from '../../lib/service-context'
import { sendForgottenCartReminders, unsubscribeUrl } from './forgotten-cart.service'

let t: TestApp
type Customer = Awaited<ReturnType<typeof insertCustomer>>
let productId: number

const QUIET_MINUTES = 24 * 60
const later = (hours: number) => new Date(Date.now() + hours * 3600_000)
const remind = (at: Date) => sendForgottenCartReminders(serviceContext(t.app), at, QUIET_MINUTES)
const mailsTo = (email: string) =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute()
const call = (who: Customer, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${who.token}` }, payload })

async function customer(optedIn: boolean) {
  const c = await insertCustomer(t.db)
  if (optedIn) {
    const res = await call(c, 'PUT', 'customer/update-user', { cart_reminders: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.cart_reminders).toBe(1)
  }
  return c
}
const fillCart = (who: Customer, qty = 2) =>
  call(who, 'PUT', 'customer/cart', { cart: [{ id: productId, qty, price: 10 }], backorderCart: [] })

beforeAll(async () => {
  t = await buildTestApp()
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  productId = (await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, quantity: 50 })).id
  await insertShippingRate(t.db, 'Bermuda', 1500, null)
})

describe('the forgotten-cart reminder', () => {
  it('is off by default, and goes once to an opted-in customer after the cart stops changing', async () => {
    const quiet = await customer(false)
    const ada = await customer(true)
    expect((await call(quiet, 'GET', 'customer/get-user')).json().data.data.cart_reminders).toBe(0)
    await fillCart(quiet)
    await fillCart(ada)

    // Not yet quiet long enough.
    expect(await remind(later(1))).not.toContain(ada.id)
    const reminded = await remind(later(25))
    expect(reminded).toContain(ada.id)
    expect(reminded).not.toContain(quiet.id)
    const [mail, ...more] = await mailsTo(ada.email)
    expect(more).toEqual([])
    expect(mail!.subject).toBe('You left items in your cart')
    expect(mail!.text_body).toContain('2 x ')
    expect(mail!.text_body).toMatch(/\/cart\b/)
    expect(mail!.text_body).toContain('/api/cart-reminders/unsubscribe?user=')
    expect(await mailsTo(quiet.email)).toEqual([])

    // Once: the same quiet cart is not mailed again.
    expect(await remind(later(50))).not.toContain(ada.id)
    expect(await mailsTo(ada.email)).toHaveLength(1)
  })

  it('never goes for a cart that became an order', async () => {
    const bob = await customer(true)
    await fillCart(bob, 1)
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { authorization: `Bearer ${bob.token}`, 'idempotency-key': `forgotten-${bob.id}-order` },
      payload: cardCheckoutBody([{ id: productId, qty: 1, price: 10 }], 15, await cardToken(t.app)),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await remind(later(30))).not.toContain(bob.id)
    expect((await mailsTo(bob.email)).filter((m) => m.subject === 'You left items in your cart')).toEqual([])
  })

  it('the unsubscribe link turns the reminders off; a forged one is refused', async () => {
    const cy = await customer(true)
    await fillCart(cy)
    await remind(later(25))
    const mail = (await mailsTo(cy.email))[0]!
    const link = /\/api\/cart-reminders\/unsubscribe\?[^\s"<)]+/
      .exec(mail.text_body)![0]
      .replace(/&amp;/g, '&')
    const forged = await t.app.inject({ method: 'GET', url: link.replace(/sig=[^&]+/, 'sig=forged') })
    expect(forged.statusCode).toBe(400)
    expect((await call(cy, 'GET', 'customer/get-user')).json().data.data.cart_reminders).toBe(1)
    const res = await t.app.inject({ method: 'GET', url: link })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Cart reminders are off')
    expect((await call(cy, 'GET', 'customer/get-user')).json().data.data.cart_reminders).toBe(0)

    // A link past its last day is refused, even signed by the shop.
    const dee = await customer(true)
    const old = unsubscribeUrl(t.app.config, dee.id, new Date(Date.now() - 61 * 86_400_000))
    const expired = await t.app.inject({ method: 'GET', url: old.slice(old.indexOf('/api/')) })
    expect(expired.statusCode).toBe(400)
    expect(expired.json().errors).toEqual({
      expires: ['This link has expired; turn cart reminders off in your profile instead.'],
    })
    expect((await call(dee, 'GET', 'customer/get-user')).json().data.data.cart_reminders).toBe(1)
    // Its date moved on without a new signature: not the shop's link.
    const moved = old.slice(old.indexOf('/api/')).replace(/expires=[^&]+/, 'expires=2999-01-01')
    expect((await t.app.inject({ method: 'GET', url: moved })).json().errors).toHaveProperty('sig')

    // Opened in a browser, a bad or cut link answers a page in words, never the API's JSON.
    const browser = { accept: 'text/html,application/xhtml+xml' }
    for (const url of [moved, old.slice(old.indexOf('/api/')), '/api/cart-reminders/unsubscribe?user=1']) {
      const page = await t.app.inject({ method: 'GET', url, headers: browser })
      expect(page.statusCode).toBe(400)
      expect(page.headers['content-type']).toContain('text/html')
      expect(page.body).toContain('This link did not work')
      expect(page.body).not.toContain('"errors"')
    }
    expect(
      (await t.app.inject({ method: 'GET', url: old.slice(old.indexOf('/api/')), headers: browser })).body,
    ).toContain('This link has expired; turn cart reminders off in your profile instead.')

    // A changed cart of a customer who left is never mailed.
    await fillCart(cy, 3)
    expect(await remind(later(60))).not.toContain(cy.id)
  })
})
