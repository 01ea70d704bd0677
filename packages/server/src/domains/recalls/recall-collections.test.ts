import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

// A recall whose remedy is that the shop collects the units and replaces them
// (docs/decisions/0128-recall-collect-and-replace.md).

let t: TestApp
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let categoryId: number
let brandId: number
let keys = 0
let lotNumbers = 0

beforeAll(async () => {
  t = await buildTestApp()
  staff = await insertStaffMember(t.db, 'staff')
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A product with one lot of 10 units, `buyers` customers who bought `units` each, and its recall. */
async function recalled(buyers: number, units: number, collectAndReplace: boolean) {
  const productName = `Infusion set ${++lotNumbers}`
  const p = await insertProduct(t.db, {
    name: productName,
    categoryId,
    brandId,
    sellingPriceCents: 1000,
    quantity: 0,
  })
  const delivery = await t.app.inject({
    method: 'POST',
    url: '/api/admin/deliveries',
    headers: staff.headers,
    payload: {
      reference: 'PO-C',
      lots: [{ product_id: p.id, lot_number: `IS-${lotNumbers}`, expiry_date: '2031-01-01', quantity: 10 }],
    },
  })
  expect(delivery.statusCode).toBe(201)
  const lotId = delivery.json<{ lots: { id: number }[] }>().lots[0]!.id
  const customers = []
  for (let i = 0; i < buyers; i++) {
    const c = await insertCustomer(t.db)
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { ...bearer(c.token), 'idempotency-key': `collect-${Date.now()}-${++keys}` },
      payload: {
        items: [{ id: p.id, qty: units, price: 10 }],
        subTotal: 10 * units,
        couponDiscount: 0,
        shippingCharge: 0,
        taxAmount: 0,
        total: 10 * units,
        pickupOrder: true,
        paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved),
      },
    })
    expect(paid.statusCode).toBe(200)
    customers.push(c)
  }
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/admin/recalls',
    headers: staff.headers,
    payload: {
      product_id: p.id,
      lot_ids: [lotId],
      reason: 'Leaking connectors',
      severity: 'high',
      instructions: 'Stop using them; we will collect and replace them.',
      collect_and_replace: collectAndReplace,
    },
  })
  expect(opened.statusCode).toBe(201)
  return { recallId: opened.json().recall.id as number, customers, productName, productId: p.id }
}

/** A fresh lot of the product, not recalled: what a replacement is sent from. */
async function restock(productId: number, quantity: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/deliveries',
    headers: staff.headers,
    payload: {
      reference: 'PO-R',
      lots: [
        { product_id: productId, lot_number: `OK-${++lotNumbers}`, expiry_date: '2032-01-01', quantity },
      ],
    },
  })
  expect(res.statusCode).toBe(201)
}

const ask = (token: string, recallId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/recalls/${recallId}/collection`,
    headers: bearer(token),
    payload,
  })

const collected = (recallId: number, userId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/recalls/${recallId}/notices/${userId}/collected`,
    headers: staff.headers,
  })

const myNotice = async (token: string, recallId: number) =>
  (await t.app.inject({ url: '/api/customer/recalls', headers: bearer(token) }))
    .json()
    .items.find((n: { recall_id: number }) => n.recall_id === recallId)

describe('POST /api/customer/recalls/:id/collection', () => {
  it('asks the shop to collect and replace the units received; staff see it, mark it done, and the customer is told', async () => {
    const { recallId, customers, productName, productId } = await recalled(1, 3, true)
    const c = customers[0]!
    expect(await myNotice(c.token, recallId)).toMatchObject({ collect_and_replace: true, collection: null })
    const notified = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', c.email)
      .where('subject', '=', `Product recall: ${productName}`)
      .executeTakeFirstOrThrow()
    expect(notified.text_body).toContain('We collect the units and replace them: ask us from your dashboard')

    const tooMany = await ask(c.token, recallId, { units: 4, address: '2 Front St, Hamilton' })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors.units).toEqual(['must be at most 3'])
    const noAddress = await ask(c.token, recallId, { units: 3, address: ' ' })
    expect(noAddress.statusCode).toBe(400)
    expect(Object.keys(noAddress.json().errors)).toEqual(['address'])

    const res = await ask(c.token, recallId, { units: 3, address: '2 Front St, Hamilton' })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Thank you: we will collect 3 units and replace them.')
    // The units wait quarantined for the collection: the notice is answered (the banner goes).
    expect(await myNotice(c.token, recallId)).toMatchObject({
      acknowledged_at: expect.any(String),
      ack_action: 'quarantined',
      ack_units: 3,
      collection: { units: 3, address: '2 Front St, Hamilton', collected_at: null },
    })
    const shopMail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['to_address', 'text_body'])
      .where('subject', '=', `Recall collection requested: ${productName}`)
      .execute()
    expect(shopMail).toHaveLength(1)
    expect(shopMail[0]!.to_address).toBe(t.app.config.shop.email)
    expect(shopMail[0]!.text_body).toContain('Collect from: 2 Front St, Hamilton')

    const again = await ask(c.token, recallId, { units: 1, address: 'Elsewhere' })
    expect(again.statusCode).toBe(409)

    const list = (await t.app.inject({ url: '/api/admin/recalls', headers: staff.headers })).json()
    expect(list.items.find((r: { id: number }) => r.id === recallId).collections_waiting).toBe(1)

    // Every unit of the product is quarantined: no replacement can be sent, and nothing is recorded.
    const short = await collected(recallId, c.id)
    expect(short.statusCode).toBe(409)
    expect(short.json().message).toMatch(/^The replacement cannot be sent yet: Only 0 left of /)
    expect((await myNotice(c.token, recallId)).collection.collected_at).toBeNull()

    await restock(productId, 5)
    const done = await collected(recallId, c.id)
    expect(done.statusCode).toBe(200)
    const notice = done.json().recall.notices.find((n: { user_id: number }) => n.user_id === c.id)
    expect(notice).toMatchObject({
      ack_action: 'returned',
      ack_units: 3,
      collection: {
        units: 3,
        collected_at: expect.any(String),
        replacement_order_id: expect.any(Number),
        replacement_order_no: expect.any(String),
      },
    })
    const orderNo = notice.collection.replacement_order_no as string
    expect(done.json().message).toBe(`Marked collected; replacement order ${orderNo} made at no charge.`)
    // The replacement is the customer's order: the same product and quantity, at no charge, paid,
    // shipped to where the units were collected, its stock taken from the good lot.
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      user_id: c.id,
      payment_status: 'paid',
      payment_method: 'replacement',
      grand_total_cents: 0,
      shipping_address: '2 Front St, Hamilton',
    })
    const items = await t.db.kysely
      .selectFrom('order_items')
      .select(['product_id', 'quantity', 'unit_price_cents', 'line_total_cents'])
      .where('order_id', '=', order.id)
      .execute()
    expect(items).toEqual([{ product_id: productId, quantity: 3, unit_price_cents: 0, line_total_cents: 0 }])
    const taken = await t.db.kysely
      .selectFrom('order_item_lots as il')
      .innerJoin('stock_lots as l', 'l.id', 'il.lot_id')
      .select(['l.lot_number', 'il.quantity'])
      .innerJoin('order_items as i', 'i.id', 'il.order_item_id')
      .where('i.order_id', '=', order.id)
      .execute()
    expect(taken).toEqual([{ lot_number: expect.stringMatching(/^OK-/), quantity: 3 }])
    const detail = await t.app.inject({
      url: `/api/customer/order/detail/${order.id}`,
      headers: bearer(c.token),
    })
    expect(detail.json().data).toMatchObject({
      order_no: orderNo,
      grand_total: 0,
      payment_method: 'replacement',
    })
    expect((await myNotice(c.token, recallId)).collection.replacement_order_no).toBe(orderNo)
    expect(done.json().recall.collections_waiting).toBe(0)
    expect((await collected(recallId, c.id)).statusCode).toBe(409)
    const told = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['to_address', 'text_body'])
      .where('subject', '=', `Recall of ${productName}: collected and replaced`)
      .execute()
    expect(told.map((m) => m.to_address)).toEqual([c.email])
    expect(told[0]!.text_body).toContain(`Their replacement is order ${orderNo}, at no charge`)
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'recall')
      .where('entity_id', '=', String(recallId))
      .execute()
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['recall.collection_request', 'recall.collected']),
    )
    expect(JSON.parse(audit.find((a) => a.action === 'recall.collected')!.after_json!)).toEqual({
      user_id: c.id,
      replacement_order_no: orderNo,
    })
  })

  it('is refused where the recall does not offer it, once closed, to a customer without the notice, and to a guest', async () => {
    const plain = await recalled(1, 1, false)
    const refused = await ask(plain.customers[0]!.token, plain.recallId, { units: 1, address: '1 Reid St' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('This recall does not offer collection.')

    const offered = await recalled(1, 1, true)
    const stranger = await insertCustomer(t.db)
    expect((await ask(stranger.token, offered.recallId, { units: 1, address: '1 Reid St' })).statusCode).toBe(
      404,
    )
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/customer/recalls/${offered.recallId}/collection`,
      payload: { units: 1, address: '1 Reid St' },
    })
    expect(guest.statusCode).toBe(401)
    expect((await collected(offered.recallId, offered.customers[0]!.id)).statusCode).toBe(409)
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/admin/recalls/${offered.recallId}/close`,
      headers: staff.headers,
    })
    expect(close.statusCode).toBe(200)
    const late = await ask(offered.customers[0]!.token, offered.recallId, { units: 1, address: '1 Reid St' })
    expect(late.statusCode).toBe(409)
  })

  it('keeps one of two requests sent at once', async () => {
    const { recallId, customers } = await recalled(1, 2, true)
    const c = customers[0]!
    const answers = await Promise.all([
      ask(c.token, recallId, { units: 2, address: 'First address' }),
      ask(c.token, recallId, { units: 1, address: 'Second address' }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const kept = (await myNotice(c.token, recallId)).collection
    const winner = answers.findIndex((a) => a.statusCode === 200)
    expect(kept.address).toBe(winner === 0 ? 'First address' : 'Second address')
  })
})
