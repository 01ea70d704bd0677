import { describe, expect, it } from 'vitest'
import { BLOCKED_ACCOUNT_MESSAGE } from '@shop/shared/schemas/admin/customers'
import {
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { buildTestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

const { app, db } = await buildTestApp()
const staff = await insertStaffMember(db, 'staff')
const owner = await insertStaffMember(db, 'owner')
const categoryId = (await insertCategory(db)).id
const brandId = (await insertBrand(db)).id
// US $15 to Bermuda, free from US $100.
await insertShippingRate(db, 'Bermuda', 1500, 10_000)

const DELIVERY_ADDRESS = {
  first_name: 'Ops',
  last_name: 'Buyer',
  address: '1 Front St',
  city: 'Hamilton',
  zipcode: 'HM11',
  country: 'Bermuda',
}

async function placeOrder(token: string, productId: number, qty: number, price: number) {
  const total = price * qty
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `ops-${Math.random()}` },
    payload: {
      items: [{ id: productId, qty, price }],
      subTotal: total,
      couponDiscount: 0,
      shippingCharge: 0,
      taxAmount: 0,
      total,
      // A delivery (shipping is free at this amount): only a delivery goes out with a courier's tracking id.
      pickupOrder: false,
      shippingAddress: DELIVERY_ADDRESS,
      billingAddress: DELIVERY_ADDRESS,
      paymentToken: await cardToken(app, SANDBOX_CARDS.approved),
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  // The confirmation mail follows the answer (the order documents outbox); let it go first.
  await app.orderDocuments.idle()
  const orderNo = res.json<{ data: { orderNumber: string } }>().data.orderNumber
  return (
    await db.kysely
      .selectFrom('orders')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
  ).id
}

describe('orders', () => {
  it('lists with filters, ships with the carrier tracking id (the customer is mailed and sees it), refunds above the limit need an owner', async () => {
    const buyer = await insertCustomer(db)
    const product = await insertProduct(db, { categoryId, brandId, sellingPriceCents: 60000, quantity: 10 })
    const orderId = await placeOrder(buyer.token, product.id, 1, 600)

    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/orders?status=Pending&payment=paid&customer=${encodeURIComponent(buyer.email)}&sort=grand_total_cents&dir=desc`,
      headers: staff.headers,
    })
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: orderId, grand_total_cents: 60000, item_count: 1 }],
    })

    const shipped = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: staff.headers,
      payload: { status: 'Shipped', tracking_id: 'BDA-1234567', notes: 'On the morning boat.' },
    })
    expect(shipped.statusCode).toBe(200)
    expect(shipped.json()).toMatchObject({ mailed: true, order: { order_status: 'Shipped' } })
    const mail = await db.kysely
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', buyer.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(mail.subject).toMatch(/Shipped$/)
    expect(mail.text_body).toContain('BDA-1234567')
    const tracking = await app.inject({
      method: 'GET',
      url: `/api/customer/get-orders`,
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    expect(tracking.body).toContain('Shipped')

    const back = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: staff.headers,
      payload: { status: 'Pending' },
    })
    expect(back.statusCode).toBe(409)

    // $600 is above the default owner limit ($500): staff may not refund it, an owner may.
    const refusal = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: staff.headers,
      payload: {},
    })
    expect(refusal.statusCode).toBe(403)
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: owner.headers,
      payload: {},
    })
    expect(cancelled.json()).toMatchObject({
      refund: 'refunded',
      order: { order_status: 'Cancelled', payment_status: 'refunded' },
    })

    const resent = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/resend-confirmation`,
      headers: staff.headers,
    })
    expect(resent.statusCode).toBe(200)
  })

  it('a declined attempt offers no packing slip; a pickup order is offered Ready for pickup, never Shipped', async () => {
    const buyer = await insertCustomer(db)
    const product = await insertProduct(db, { categoryId, brandId, sellingPriceCents: 2000, quantity: 10 })
    const attempt = async (card: string, pickup: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout/payment',
        headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `ops-${Math.random()}` },
        payload: {
          items: [{ id: product.id, qty: 1, price: 20 }],
          subTotal: 20,
          couponDiscount: 0,
          shippingCharge: 0,
          taxAmount: 0,
          total: 20,
          pickupOrder: pickup,
          billingAddress: DELIVERY_ADDRESS,
          paymentToken: await cardToken(app, card),
        },
      })
    expect((await attempt(SANDBOX_CARDS.declined, true)).statusCode).toBe(422)
    expect((await attempt(SANDBOX_CARDS.approved, true)).statusCode).toBe(200)
    await app.orderDocuments.idle()
    const orders = await db.kysely
      .selectFrom('orders')
      .select(['id', 'payment_status'])
      .where('user_id', '=', buyer.id)
      .execute()
    const declined = orders.find((o) => o.payment_status === 'failed')!
    const paid = orders.find((o) => o.payment_status === 'paid')!

    const slip = await app.inject({
      url: `/api/admin/orders/${declined.id}/packing-slip`,
      headers: staff.headers,
    })
    expect(slip.statusCode).toBe(409)
    expect(slip.json<{ message: string }>().message).toMatch(/is declined: there is nothing to pack\.$/)
    const paidSlip = await app.inject({
      url: `/api/admin/orders/${paid.id}/packing-slip`,
      headers: staff.headers,
    })
    expect(paidSlip.statusCode).toBe(200)

    const detail = await app.inject({ url: `/api/admin/orders/${paid.id}`, headers: staff.headers })
    expect(detail.json<{ order: { next_statuses: string[] } }>().order.next_statuses).toEqual([
      'Processing',
      'Out for Delivery',
      'Delivered',
      'Cancelled',
    ])
  })

  it("the dashboard's 'Orders today' is the orders list of today's placed orders, declined attempts left out", async () => {
    const buyer = await insertCustomer(db)
    const product = await insertProduct(db, { categoryId, brandId, sellingPriceCents: 20000, quantity: 10 })
    await placeOrder(buyer.token, product.id, 1, 200)
    const declined = await app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `ops-${Math.random()}` },
      payload: {
        items: [{ id: product.id, qty: 1, price: 200 }],
        subTotal: 200,
        couponDiscount: 0,
        shippingCharge: 0,
        taxAmount: 0,
        total: 200,
        pickupOrder: false,
        shippingAddress: DELIVERY_ADDRESS,
        billingAddress: DELIVERY_ADDRESS,
        paymentToken: await cardToken(app, SANDBOX_CARDS.declined),
      },
    })
    expect(declined.statusCode).toBe(422)
    const figures = (await app.inject({ url: '/api/admin/dashboard', headers: staff.headers })).json<{
      today: { date: string; orders: number }
    }>()
    expect(figures.today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const day = figures.today.date
    const list = await app.inject({
      url: `/api/admin/orders?payment=placed&from=${day}&to=${day}&per_page=100`,
      headers: staff.headers,
    })
    expect(list.statusCode).toBe(200)
    const page = list.json<{ total: number; items: { payment_status: string }[] }>()
    expect(page.total).toBe(figures.today.orders)
    expect(page.items.some((o) => o.payment_status === 'failed')).toBe(false)
    const all = await app.inject({ url: `/api/admin/orders?from=${day}&to=${day}`, headers: staff.headers })
    expect(all.json<{ total: number }>().total).toBeGreaterThan(figures.today.orders)
  })

  it('refuses bad filters by field', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=Lost&per_page=500&sort=secret',
      headers: staff.headers,
    })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(
      expect.arrayContaining(['status', 'per_page', 'sort']),
    )
  })
})

describe('customers', () => {
  it('a blocked customer cannot use their token or log in; unblocking lets them back', async () => {
    const customer = await insertCustomer(db)
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/block`,
      headers: staff.headers,
      payload: { reason: 'Chargebacks' },
    })
    expect(blocked.json()).toMatchObject({ customer: { blocked: true, blocked_reason: 'Chargebacks' } })
    const me = await app.inject({
      method: 'GET',
      url: '/api/customer/get-user',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(me.statusCode).toBe(401)
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: customer.email, password: customer.password },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json<{ message: string }>().message).toBe(BLOCKED_ACCOUNT_MESSAGE)

    await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/unblock`,
      headers: staff.headers,
    })
    const again = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: customer.email, password: customer.password },
    })
    expect(again.statusCode).toBe(200)

    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/password-reset`,
      headers: staff.headers,
    })
    expect(reset.statusCode).toBe(200)
    const mails = await app.inject({
      method: 'GET',
      url: `/api/admin/mail?q=${encodeURIComponent(customer.email)}`,
      headers: staff.headers,
    })
    const resetMail = mails
      .json<{ items: { id: number; subject: string }[] }>()
      .items.find((m) => m.subject === 'Your password reset code')!
    const shown = await app.inject({
      method: 'GET',
      url: `/api/admin/mail/${resetMail.id}`,
      headers: staff.headers,
    })
    expect(shown.json<{ mail: { text_body: string } }>().mail.text_body).not.toMatch(/\d{6}/)
    const resend = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/${resetMail.id}/resend`,
      headers: staff.headers,
    })
    expect(resend.statusCode).toBe(409)

    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/customers?q=${encodeURIComponent(customer.email)}`,
      headers: staff.headers,
    })
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: customer.id, blocked: false }] })
  })
})

describe('charges, reviews, messages, dashboard', () => {
  it('saves a coupon and rates in cents, answers the storefront with them', async () => {
    const coupon = await app.inject({
      method: 'PUT',
      url: '/api/admin/coupons/spring5',
      headers: staff.headers,
      payload: { discount_type: 'fixed', discount_value: 500, min_amount_cents: 2500 },
    })
    expect(coupon.json()).toMatchObject({
      coupon: { code: 'SPRING5', discount_value: 500, min_amount_cents: 2500 },
    })
    const rate = await app.inject({
      method: 'PUT',
      url: '/api/admin/shipping-rates/Canada',
      headers: staff.headers,
      payload: { rate_cents: 2500, free_over_cents: 20000 },
    })
    expect(rate.json()).toMatchObject({
      rate: { country: 'Canada', rate_cents: 2500, free_over_cents: 20000 },
    })
    const tax = await app.inject({
      method: 'PUT',
      url: '/api/admin/tax-rates/Canada',
      headers: staff.headers,
      payload: { percent: 5 },
    })
    expect(tax.json()).toMatchObject({ rate: { country: 'Canada', percent: 5 } })
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/tax-rates/Canada', headers: staff.headers }))
        .statusCode,
    ).toBe(200)
  })

  it('hides a review (gone from the product page), replies to a published one', async () => {
    const product = await insertProduct(db, { categoryId, brandId })
    const now = new Date().toISOString()
    const { id } = await db.kysely
      .insertInto('reviews')
      .values({
        product_id: product.id,
        user_id: null,
        name: 'Guest',
        email: 'guest@example.com',
        star: 4,
        headline: 'Sturdy lid, fair price',
        review: 'Works well',
        status: 'published',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // Staff find a review by its headline too.
    const found = await app.inject({
      url: `/api/admin/reviews?q=${encodeURIComponent('sturdy lid')}`,
      headers: staff.headers,
    })
    expect(found.json<{ items: { id: number }[] }>().items.map((r) => r.id)).toEqual([id])
    const replied = await app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${id}/reply`,
      headers: staff.headers,
      payload: { reply: 'Thank you!' },
    })
    expect(replied.json()).toMatchObject({ review: { reply: 'Thank you!' } })
    const page = await app.inject({ method: 'GET', url: `/api/product/${product.slug}` })
    expect(page.body).toContain('Thank you!')
    const hidden = await app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/status`,
      headers: staff.headers,
      payload: { status: 'hidden' },
    })
    expect(hidden.json()).toMatchObject({ review: { status: 'hidden' } })
    const after = await app.inject({ method: 'GET', url: `/api/product/${product.slug}` })
    expect(after.body).not.toContain('Works well')
  })

  it('counts on the dashboard what waits for staff: returns to decide and to refund, applications, accounts, recalls unanswered, recall collections', async () => {
    const figures = async () =>
      (await app.inject({ url: '/api/admin/dashboard', headers: staff.headers })).json<
        Record<string, number>
      >()
    const waiting = (f: Record<string, number>) => ({
      returns_to_decide: f.returns_to_decide,
      returns_to_refund: f.returns_to_refund,
      licence_applications_pending: f.licence_applications_pending,
      business_accounts_pending: f.business_accounts_pending,
      recalls_awaiting_answers: f.recalls_awaiting_answers,
      recall_collections_waiting: f.recall_collections_waiting,
    })
    const before = waiting(await figures())
    const now = new Date().toISOString()
    const buyer = await insertCustomer(db)
    // Free shipping from US $100: the order's total is its one line.
    const product = await insertProduct(db, { categoryId, brandId, sellingPriceCents: 12000, quantity: 10 })
    const orderId = await placeOrder(buyer.token, product.id, 1, 120)
    const aReturn = (status: string, n: number) => ({
      return_no: `RET-DASH-${n}-${Math.random().toString(36).slice(2, 8)}`,
      order_id: orderId,
      user_id: buyer.id,
      status,
      reason: 'damaged',
      refund_to: 'card',
      created_at: now,
      updated_at: now,
    })
    await db.kysely
      .insertInto('returns')
      .values([
        aReturn('requested', 1),
        aReturn('requested', 2),
        aReturn('received', 3),
        aReturn('approved', 4),
      ])
      .execute()
    await db.kysely
      .insertInto('professional_applications')
      .values({
        user_id: buyer.id,
        status: 'pending',
        profession: 'Nurse',
        licence_number: 'N-1',
        issuing_body: 'Bermuda Nursing Council',
        country: 'Bermuda',
        licence_expiry: '2030-01-01',
        practice_name: 'Clinic',
        practice_address: '1 Front St',
        document_file: 'x.pdf',
        document_type: 'application/pdf',
        document_name: 'licence.pdf',
        document_bytes: 10,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db.kysely
      .insertInto('business_accounts')
      .values({
        user_id: buyer.id,
        practice_name: 'Clinic',
        billing_email: 'accounts@clinic.bm',
        billing_address: '1 Front St',
        status: 'pending',
        created_at: now,
        updated_at: now,
      })
      .execute()
    const recall = (status: string) =>
      db.kysely
        .insertInto('recalls')
        .values({
          product_id: product.id,
          reason: 'Seal fault',
          severity: 'high',
          instructions: 'Stop using it.',
          status,
          opened_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const [open, answered, closed] = [await recall('open'), await recall('open'), await recall('closed')]
    // The answered notice asked the shop to collect its unit: a collection waits.
    const notice = (recallId: number, acknowledged: boolean) => ({
      recall_id: recallId,
      user_id: buyer.id,
      units: 1,
      notified_at: now,
      acknowledged_at: acknowledged ? now : null,
      collection_requested_at: acknowledged ? now : null,
      collection_units: acknowledged ? 1 : null,
    })
    await db.kysely
      .insertInto('recall_notices')
      .values([notice(open.id, false), notice(answered.id, true), notice(closed.id, false)])
      .execute()

    expect(waiting(await figures())).toEqual({
      returns_to_decide: before.returns_to_decide! + 2,
      returns_to_refund: before.returns_to_refund! + 1,
      licence_applications_pending: before.licence_applications_pending! + 1,
      business_accounts_pending: before.business_accounts_pending! + 1,
      recalls_awaiting_answers: before.recalls_awaiting_answers! + 1,
      recall_collections_waiting: before.recall_collections_waiting! + 1,
    })
  })

  it('marks a contact message answered, exports the newsletter, and counts both on the dashboard', async () => {
    await db.kysely
      .insertInto('contact_messages')
      .values({
        name: 'Ann',
        email: 'ann@example.com',
        phone: '4415550100',
        message: 'Hello',
        created_at: new Date().toISOString(),
      })
      .execute()
    await db.kysely
      .insertInto('newsletter_signups')
      .values({ email: 'news@example.com', created_at: new Date().toISOString() })
      .execute()
    const before = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers })
    expect(before.statusCode).toBe(200)
    const figures = before.json<{
      unanswered_contact_messages: number
      today: { orders: number; revenue_cents: number }
    }>()
    expect(figures.unanswered_contact_messages).toBe(1)
    expect(figures.today.orders).toBeGreaterThanOrEqual(1)

    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?answered=false',
      headers: staff.headers,
    })
    const message = list.json<{ items: { id: number }[] }>().items[0]!
    const answered = await app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${message.id}/answered`,
      headers: staff.headers,
    })
    expect(answered.json()).toMatchObject({ contact_message: { answered_by: staff.email } })
    const afterFigures = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: staff.headers,
    })
    expect(afterFigures.json()).toMatchObject({ unanswered_contact_messages: 0 })

    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/export.csv',
      headers: staff.headers,
    })
    expect(csv.body.split('\r\n')).toEqual(
      expect.arrayContaining(['email,signed_up_at', expect.stringMatching(/^news@example\.com,/)]),
    )
  })
})
