import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

let t: TestApp
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let categoryId: number
let brandId: number
let keys = 0

beforeAll(async () => {
  t = await buildTestApp()
  staff = await insertStaffMember(t.db, 'staff')
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
})

async function productWithLots(
  name: string,
  lots: { lot_number: string; expiry_date: string; quantity: number }[],
) {
  const p = await insertProduct(t.db, { name, categoryId, brandId, sellingPriceCents: 1000, quantity: 0 })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/deliveries',
    headers: staff.headers,
    payload: { reference: 'PO-R', lots: lots.map((l) => ({ ...l, product_id: p.id })) },
  })
  expect(res.statusCode).toBe(201)
  const ids = Object.fromEntries(
    res.json<{ lots: { id: number; lot_number: string }[] }>().lots.map((l) => [l.lot_number, l.id]),
  )
  return { product: p, lots: ids as Record<string, number> }
}

async function buy(token: string, productId: number, qty: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `recall-${Date.now()}-${++keys}` },
    payload: {
      items: [{ id: productId, qty, price: 10 }],
      subTotal: 10 * qty,
      couponDiscount: 0,
      shippingCharge: 0,
      taxAmount: 0,
      total: 10 * qty,
      pickupOrder: true,
      paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved),
    },
  })
}

function openRecall(productId: number, lotIds: number[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/recalls',
    headers: staff.headers,
    payload: {
      product_id: productId,
      lot_ids: lotIds,
      reason: 'Sterility cannot be assured',
      severity: 'high',
      instructions: 'Stop using the units, keep them apart and return them to the shop.',
    },
  })
}

describe('a recall by lot', () => {
  it('finds exactly the customers whose order lines took the recalled lot, with orders split across lots', async () => {
    const { product, lots } = await productWithLots('Sterile cannula 25G', [
      { lot_number: 'C-1', expiry_date: '2030-01-01', quantity: 2 },
      { lot_number: 'C-2', expiry_date: '2030-06-01', quantity: 5 },
      { lot_number: 'C-3', expiry_date: '2031-01-01', quantity: 5 },
    ])
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => insertCustomer(t.db)))
    // First expiry first out: a takes C-1 (2) and C-2 (1); b takes C-2 (2); c takes C-2 (2) and C-3 (2).
    expect((await buy(a!.token, product.id, 3)).statusCode).toBe(200)
    expect((await buy(b!.token, product.id, 2)).statusCode).toBe(200)
    expect((await buy(c!.token, product.id, 4)).statusCode).toBe(200)
    // d buys only from C-3: not affected by a recall of C-2.
    expect((await buy(d!.token, product.id, 1)).statusCode).toBe(200)

    const res = await openRecall(product.id, [lots['C-2']!])
    expect(res.statusCode).toBe(201)
    const recall = res.json().recall
    expect(
      recall.notices.map((n: { user_id: number; units: number }) => [n.user_id, n.units]).sort(),
    ).toEqual(
      [
        [a!.id, 1],
        [b!.id, 2],
        [c!.id, 2],
      ].sort(),
    )
    expect(recall.lines.every((l: { lot_number: string }) => l.lot_number === 'C-2')).toBe(true)
    expect(recall.lines.reduce((s: number, l: { quantity: number }) => s + l.quantity, 0)).toBe(5)

    // The lot is off the shelf: what is left sells only from C-3.
    const lot = await t.db.kysely
      .selectFrom('stock_lots')
      .selectAll()
      .where('id', '=', lots['C-2']!)
      .executeTakeFirstOrThrow()
    expect(lot.status).toBe('quarantined')

    // Mailed, shown on each affected dashboard (and no other), acknowledged by the customer.
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('subject', '=', 'Product recall: Sterile cannula 25G')
      .execute()
    expect(mail.map((m) => m.to_address).sort()).toEqual([a!.email, b!.email, c!.email].sort())
    const notices = (
      await t.app.inject({ url: '/api/customer/recalls', headers: { authorization: `Bearer ${b!.token}` } })
    ).json()
    expect(notices.items).toHaveLength(1)
    expect(notices.items[0]).toMatchObject({ units: 2, lots: [{ lot_number: 'C-2' }], acknowledged_at: null })
    expect(
      (
        await t.app.inject({ url: '/api/customer/recalls', headers: { authorization: `Bearer ${d!.token}` } })
      ).json().items,
    ).toEqual([])

    const tooMany = await t.app.inject({
      method: 'POST',
      url: `/api/customer/recalls/${recall.id}/acknowledge`,
      headers: { authorization: `Bearer ${b!.token}` },
      payload: { action: 'returned', units: 3 },
    })
    expect(tooMany.statusCode).toBe(400)
    const notMine = await t.app.inject({
      method: 'POST',
      url: `/api/customer/recalls/${recall.id}/acknowledge`,
      headers: { authorization: `Bearer ${d!.token}` },
      payload: { action: 'returned', units: 1 },
    })
    expect(notMine.statusCode).toBe(404)
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/customer/recalls/${recall.id}/acknowledge`,
      headers: { authorization: `Bearer ${b!.token}` },
      payload: { action: 'quarantined', units: 2 },
    })
    expect(ack.statusCode).toBe(200)

    const detail = (
      await t.app.inject({ url: `/api/admin/recalls/${recall.id}`, headers: staff.headers })
    ).json()
    expect(detail).toMatchObject({ customers: 3, acknowledged: 1 })
    expect(detail.notices.find((n: { user_id: number }) => n.user_id === b!.id)).toMatchObject({
      ack_action: 'quarantined',
      ack_units: 2,
    })

    const remind = await t.app.inject({
      method: 'POST',
      url: `/api/admin/recalls/${recall.id}/remind`,
      headers: staff.headers,
    })
    expect(remind.json().message).toBe('2 customers reminded.')
    const reminders = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('subject', 'like', 'Reminder: product recall%')
      .execute()
    expect(reminders.map((m) => m.to_address).sort()).toEqual([a!.email, c!.email].sort())

    const csv = await t.app.inject({
      url: `/api/admin/recalls/${recall.id}/export.csv`,
      headers: staff.headers,
    })
    expect(csv.statusCode).toBe(200)
    const rows = csv.body.trim().split(/\r?\n/)
    expect(rows[0]).toMatch(/^recall_id,product,lot_number/)
    expect(rows).toHaveLength(4)

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/recalls/${recall.id}/close`,
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(200)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/recalls/${recall.id}/close`,
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(409)
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'recall')
      .where('entity_id', '=', String(recall.id))
      .orderBy('id')
      .execute()
    expect(audit.map((x) => x.action)).toEqual([
      'recall.open',
      'recall.acknowledge',
      'recall.remind',
      'recall.close',
    ])
  })

  it('refuses a lot of another product, and customers and visitors', async () => {
    const one = await productWithLots('Suture kit', [
      { lot_number: 'S-1', expiry_date: '2030-01-01', quantity: 3 },
    ])
    const two = await productWithLots('Gauze', [
      { lot_number: 'G-1', expiry_date: '2030-01-01', quantity: 3 },
    ])
    const res = await openRecall(one.product.id, [two.lots['G-1']!])
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toHaveProperty('lot_ids')
    const lot = await t.db.kysely
      .selectFrom('stock_lots')
      .select('status')
      .where('id', '=', two.lots['G-1']!)
      .executeTakeFirstOrThrow()
    expect(lot.status).toBe('available')
    const customer = await insertCustomer(t.db)
    expect(
      (
        await t.app.inject({
          url: '/api/admin/recalls',
          headers: { authorization: `Bearer ${customer.token}` },
        })
      ).statusCode,
    ).toBe(403)
    expect((await t.app.inject('/api/admin/recalls')).statusCode).toBe(401)
  })

  it('quarantines the lots under concurrent checkouts: no unit is sold once the recall is open', async () => {
    const { product, lots } = await productWithLots('Dermal filler 1ml', [
      { lot_number: 'F-1', expiry_date: '2030-01-01', quantity: 30 },
    ])
    const buyers = await Promise.all(Array.from({ length: 10 }, () => insertCustomer(t.db)))
    const racing = Array.from({ length: 20 }, (_, i) => buy(buyers[i % 10]!.token, product.id, 1))
    const recallRes = openRecall(product.id, [lots['F-1']!])
    const [recall, ...answers] = await Promise.all([recallRes, ...racing])
    expect(recall!.statusCode).toBe(201)
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true)
    // After the recall: nothing more can be bought.
    expect((await buy(buyers[0]!.token, product.id, 1)).statusCode).toBe(409)

    const taken = await t.db.kysely
      .selectFrom('order_item_lots')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.val(0)).as('n'))
      .where('lot_id', '=', lots['F-1']!)
      .executeTakeFirstOrThrow()
    const detail = (
      await t.app.inject({ url: `/api/admin/recalls/${recall!.json().recall.id}`, headers: staff.headers })
    ).json()
    const notified = detail.notices.reduce((s: number, n: { units: number }) => s + n.units, 0)
    // Every unit that left the lot is known to the recall: 0 units were sold after it opened.
    expect(Number(taken.n)).toBe(notified)
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(notified)
    const lot = await t.db.kysely
      .selectFrom('stock_lots')
      .selectAll()
      .where('id', '=', lots['F-1']!)
      .executeTakeFirstOrThrow()
    expect(lot.status).toBe('quarantined')
    expect(lot.quantity + notified).toBe(30)
    const p = await t.db.kysely
      .selectFrom('products')
      .select(['quantity', 'quantity_used'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow()
    expect(p.quantity - p.quantity_used).toBe(0)
  })
})
