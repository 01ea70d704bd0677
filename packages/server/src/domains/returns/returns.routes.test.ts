import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

let t: TestApp
let alice: Awaited<ReturnType<typeof insertCustomer>>
let bob: Awaited<ReturnType<typeof insertCustomer>>
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let staff2: Awaited<ReturnType<typeof insertStaffMember>>
const p = { gloves: 0, syringes: 0, sterile: 0 }
let keys = 0

// A real picture (2 by 2 pixels): photos are decoded and written again, so a bare signature is refused.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVR4nGM4w8BwhgGMzzAwAAAZjgMxbGad9QAAAABJRU5ErkJggg=='

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** Places an order with the server's own figures (asked first with a wrong total). */
async function placeOrder(
  token: string,
  items: { id: number; qty: number; price: number }[],
  extra: Record<string, unknown> = {},
  card: string = SANDBOX_CARDS.approved,
) {
  const body = { ...cardCheckoutBody(items, 0, await cardToken(t.app, card)), ...extra, total: 0 }
  const ask = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { ...auth(token), 'idempotency-key': `returns-${++keys}` },
    payload: body,
  })
  expect(ask.statusCode).toBe(409)
  const current = ask.json().current as Record<string, unknown>
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { ...auth(token), 'idempotency-key': `returns-${++keys}` },
    payload: { ...body, ...current, items },
  })
  await t.app.orderDocuments.idle()
  return res
}

async function orderByNo(orderNo: string) {
  return t.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
}

/** Marks an order delivered `daysAgo` days ago, as staff moving it would. */
async function deliver(orderId: number, daysAgo = 1) {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString()
  await t.db.kysely
    .updateTable('orders')
    .set({ order_status: 'Delivered' })
    .where('id', '=', orderId)
    .execute()
  await t.db.kysely
    .insertInto('order_tracking')
    .values({
      order_id: orderId,
      verify_code: `D${orderId}`,
      status: 'Delivered',
      notes: 'Delivered',
      created_at: at,
    })
    .execute()
}

async function items(orderId: number) {
  const rows = await t.db.kysely
    .selectFrom('order_items')
    .select(['id', 'product_id'])
    .where('order_id', '=', orderId)
    .execute()
  return Object.fromEntries(rows.map((r) => [r.product_id, r.id])) as Record<number, number>
}

const startReturn = (token: string, orderId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/orders/${orderId}/returns`,
    headers: auth(token),
    payload,
  })

const admin = (method: 'GET' | 'POST', url: string, who = staff, payload?: unknown) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: who.headers, payload: payload as object })

let order: Awaited<ReturnType<typeof orderByNo>>
let line: Record<number, number>

beforeAll(async () => {
  t = await buildTestApp()
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  const make = async (cents: number, returnability: string) => {
    const { id } = await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: cents,
      quantity: 100,
    })
    await t.db.kysely.updateTable('products').set({ returnability }).where('id', '=', id).execute()
    return id
  }
  p.gloves = await make(1250, 'returnable')
  p.syringes = await make(2000, 'unopened_only')
  p.sterile = await make(999, 'damaged_or_wrong_only')
  await insertShippingRate(t.db, 'Bermuda', 1000, 10_000)
  await t.db.kysely.insertInto('tax_rates').values({ country: 'Bermuda', rate_bp: 1000 }).execute()
  await insertCoupon(t.db, { code: 'TENOFF', value: 10 })
  alice = await insertCustomer(t.db)
  bob = await insertCustomer(t.db)
  staff = await insertStaffMember(t.db)
  staff2 = await insertStaffMember(t.db)
  const res = await placeOrder(
    alice.token,
    [
      { id: p.gloves, qty: 3, price: 12.5 },
      { id: p.syringes, qty: 1, price: 20 },
      { id: p.sterile, qty: 2, price: 9.99 },
    ],
    { couponCode: 'TENOFF' },
  )
  expect(res.statusCode).toBe(200)
  order = await orderByNo(res.json().data.orderNumber)
  line = await items(order.id)
})

describe('return rules', () => {
  it('the product page says whether a product can be returned', async () => {
    const slug = (
      await t.db.kysely
        .selectFrom('products')
        .select('slug')
        .where('id', '=', p.sterile)
        .executeTakeFirstOrThrow()
    ).slug
    const res = await t.app.inject({ url: `/api/product/${slug}` })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const product = body.data ?? body
    expect(product.returnability).toBe('damaged_or_wrong_only')
    expect(product.returnability_note).toContain('cannot be returned unless it arrived damaged')
  })

  it('staff set returnability in the product form and the CSV; a bad value is refused by name', async () => {
    const got = await admin('GET', `/products/${p.gloves}`)
    expect(got.statusCode).toBe(200)
    expect(got.json().product.returnability).toBe('returnable')
    const csv = await admin('GET', '/products/export.csv')
    expect(csv.body.split('\r\n')[0]).toContain(',returnability')
    const sku = got.json().product.sku as string
    const [header, ...rows] = csv.body.trim().split('\r\n')
    const row = rows.find((r) => r.startsWith(`${sku},`))!
    // Pack columns follow returnability in the CSV.
    expect(row).toMatch(/,returnable(?=,|$)/)
    const importRow = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { ...staff.headers, 'content-type': 'text/csv' },
        payload: `${header}\r\n${row.replace(/,returnable(?=,|$)/, `,${value}`)}\r\n`,
      })
    const bad = await importRow('sometimes')
    expect(bad.json().rejected[0]).toMatchObject({ field: 'returnability' })
    const good = await importRow('unopened_only')
    expect(good.statusCode).toBe(200)
    expect((await admin('GET', `/products/${p.gloves}`)).json().product.returnability).toBe('unopened_only')
    await t.db.kysely
      .updateTable('products')
      .set({ returnability: 'returnable' })
      .where('id', '=', p.gloves)
      .execute()
  })

  it('the return window is a setting', async () => {
    const owner = await insertStaffMember(t.db, 'owner')
    const res = await admin('GET', '/settings', owner)
    expect(res.json().settings.return_window_days).toBe(30)
  })
})

describe('a customer starts a return', () => {
  it('only of a delivered order', async () => {
    const res = await startReturn(alice.token, order.id, {
      lines: [{ order_item_id: line[p.gloves], quantity: 1 }],
      reason: 'damaged',
      refund_to: 'card',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toContain('has not been delivered')
    await deliver(order.id)
  })

  it("never another customer's order (404), nor without signing in (401)", async () => {
    const body = {
      lines: [{ order_item_id: line[p.gloves], quantity: 1 }],
      reason: 'damaged',
      refund_to: 'card',
    }
    expect((await startReturn(bob.token, order.id, body)).statusCode).toBe(404)
    expect(
      (
        await t.app.inject({
          url: `/api/customer/orders/${order.id}/return-options`,
          headers: auth(bob.token),
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/customer/orders/${order.id}/returns`, payload: body }))
        .statusCode,
    ).toBe(401)
  })

  it('shows what each line may still send back, with its rule', async () => {
    const res = await t.app.inject({
      url: `/api/customer/orders/${order.id}/return-options`,
      headers: auth(alice.token),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().returnable).toBe(true)
    const sterile = res.json().lines.find((l: { product_id: number }) => l.product_id === p.sterile)
    expect(sterile).toMatchObject({
      bought: 2,
      returnable_quantity: 2,
      returnability: 'damaged_or_wrong_only',
    })
  })

  it('refuses, naming why: more than bought, an opened unopened-only item, a not-returnable item, a bad photo', async () => {
    const more = await startReturn(alice.token, order.id, {
      lines: [{ order_item_id: line[p.gloves], quantity: 4 }],
      reason: 'no_longer_needed',
      refund_to: 'card',
    })
    expect(more.statusCode).toBe(422)
    expect(more.json().errors['lines.0.quantity'][0]).toContain('At most 3')
    const opened = await startReturn(alice.token, order.id, {
      lines: [{ order_item_id: line[p.syringes], quantity: 1, opened: true }],
      reason: 'no_longer_needed',
      refund_to: 'card',
    })
    expect(opened.statusCode).toBe(422)
    expect(opened.json().message).toContain('has been opened')
    const sterile = await startReturn(alice.token, order.id, {
      lines: [{ order_item_id: line[p.sterile], quantity: 1 }],
      reason: 'no_longer_needed',
      refund_to: 'card',
    })
    expect(sterile.statusCode).toBe(422)
    expect(sterile.json().message).toContain('cannot be returned unless it arrived damaged')
    const notImage = await startReturn(alice.token, order.id, {
      lines: [{ order_item_id: line[p.gloves], quantity: 1 }],
      reason: 'damaged',
      refund_to: 'card',
      photos: [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')],
    })
    expect(notImage.statusCode).toBe(400)
    expect(notImage.json().errors).toHaveProperty(['photos.0'])
    const foreignLine = await startReturn(alice.token, order.id, {
      lines: [{ order_item_id: 99_999, quantity: 1 }],
      reason: 'damaged',
      refund_to: 'card',
    })
    expect(foreignLine.statusCode).toBe(422)
    expect(await t.db.kysely.selectFrom('returns').select('id').execute()).toHaveLength(0)
    expect(
      fs.existsSync(path.join(t.privateDir, 'returns'))
        ? fs.readdirSync(path.join(t.privateDir, 'returns'))
        : [],
    ).toHaveLength(0)
  })

  it('refuses outside the window', async () => {
    const res = await placeOrder(alice.token, [{ id: p.gloves, qty: 1, price: 12.5 }])
    const old = await orderByNo(res.json().data.orderNumber)
    await deliver(old.id, 31)
    const late = await startReturn(alice.token, old.id, {
      lines: [{ order_item_id: (await items(old.id))[p.gloves], quantity: 1 }],
      reason: 'damaged',
      refund_to: 'card',
    })
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toContain('return window of 30 days')
  })
})

describe('staff handle a return, refunds exact to the cent', () => {
  let damagedId = 0

  it('a damaged line with a photo: requested, private photo, e-mail with what happens next', async () => {
    const res = await startReturn(alice.token, order.id, {
      lines: [{ order_item_id: line[p.gloves], quantity: 1 }],
      reason: 'damaged',
      details: 'Box crushed',
      refund_to: 'card',
      photos: [PNG],
    })
    expect(res.statusCode).toBe(201)
    const r = res.json().return
    damagedId = r.id
    expect(r).toMatchObject({ status: 'requested', shop_at_fault: true, refund_to: 'card' })
    // 1250 less its coupon share 125, plus its tax share 112, plus shipping 1000 (the shop's fault).
    expect(r.refund_cents).toBe(2237)
    expect(r.photos).toHaveLength(1)
    expect(fs.readdirSync(path.join(t.privateDir, 'returns'))).toHaveLength(1)
    const photo = await admin('GET', `/returns/${r.id}/photos/${r.photos[0].id}`)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    expect(photo.headers['content-disposition']).toMatch(/^attachment; filename="return-\d+-photo-\d+\.png"/)
    expect(photo.headers['content-security-policy']).toBe("sandbox; default-src 'none'")
    expect(
      (
        await t.app.inject({
          url: `/api/admin/returns/${r.id}/photos/${r.photos[0].id}`,
          headers: auth(alice.token),
        })
      ).statusCode,
    ).toBe(403)
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['subject'])
      .where('to_address', '=', order.email)
      .execute()
    expect(mail.map((m) => m.subject)).toContain(`Return ${r.return_no}: We received your return request`)
    // Staff hear of it at once, with the page to decide it on.
    const staffMail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['text_body'])
      .where('to_address', '=', t.app.config.shop.email)
      .where('subject', '=', `Return request ${r.return_no} to decide`)
      .executeTakeFirst()
    expect(staffMail?.text_body).toContain(`/admin/returns/${r.id}`)
  })

  it('cannot be refunded before it is approved and received', async () => {
    const res = await admin('POST', `/returns/${damagedId}/refund`, staff, {})
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain('is requested')
  })

  it('staff approve with drop-off instructions; receive the unit to quarantine (not sellable)', async () => {
    const sellable = async () =>
      await t.db.kysely
        .selectFrom('products')
        .select(['quantity', 'quantity_used'])
        .where('id', '=', p.gloves)
        .executeTakeFirstOrThrow()
    const before = await sellable()
    const ok = await admin('POST', `/returns/${damagedId}/decision`, staff, { decision: 'approve' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().return.instructions).toContain('Hamilton store')
    const detail = await admin('GET', `/returns/${damagedId}`)
    const lineId = detail.json().return.lines[0].id
    const lot = detail.json().lots[0]
    const wrongLot = await admin('POST', `/returns/${damagedId}/receive`, staff, {
      items: [{ return_line_id: lineId, quantity: 1, disposition: 'restock', lot_id: 999999, note: 'fine' }],
    })
    expect(wrongLot.statusCode).toBe(400)
    expect(wrongLot.json().errors).toHaveProperty(['items.0.lot_id'])
    const tooMany = await admin('POST', `/returns/${damagedId}/receive`, staff, {
      items: [
        {
          return_line_id: lineId,
          quantity: 2,
          disposition: 'quarantine',
          lot_id: lot.lot_id,
          note: 'crushed',
        },
      ],
    })
    expect(tooMany.statusCode).toBe(400)
    const rec = await admin('POST', `/returns/${damagedId}/receive`, staff, {
      items: [
        {
          return_line_id: lineId,
          quantity: 1,
          disposition: 'quarantine',
          lot_id: lot.lot_id,
          note: 'Box crushed, seal intact',
        },
      ],
    })
    expect(rec.statusCode).toBe(200)
    expect(rec.json().return.status).toBe('received')
    const after = await sellable()
    expect(after.quantity - after.quantity_used).toBe(before.quantity - before.quantity_used)
    const quarantined = await t.db.kysely
      .selectFrom('stock_lots')
      .selectAll()
      .where('product_id', '=', p.gloves)
      .where('status', '=', 'quarantined')
      .execute()
    expect(quarantined).toHaveLength(1)
    expect(quarantined[0]).toMatchObject({ quantity: 1, lot_number: lot.lot_number })
  })

  it('two staff refunding at once refund once, exactly the amount, through the gateway', async () => {
    const [a, b] = await Promise.all([
      admin('POST', `/returns/${damagedId}/refund`, staff, {}),
      admin('POST', `/returns/${damagedId}/refund`, staff2, {}),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const refunds = await t.db.kysely.selectFrom('sandbox_refunds').selectAll().execute()
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.amount_cents).toBe(2237)
    const o = await orderByNo(order.order_no)
    expect(o).toMatchObject({ refunded_cents: 2237, payment_status: 'paid' })
    const r = (await admin('GET', `/returns/${damagedId}`)).json().return
    expect(r).toMatchObject({ status: 'refunded', refund_cents: 2237 })
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'return')
      .where('entity_id', '=', String(damagedId))
      .execute()
    expect(audit.map((x) => x.action).sort()).toEqual([
      'return.approve',
      'return.receive',
      'return.refund',
      'return.refund.start',
    ])
  })

  it('a refused return says why; its units can be returned again', async () => {
    const res = await startReturn(alice.token, order.id, {
      lines: [{ order_item_id: line[p.gloves], quantity: 2 }],
      reason: 'other',
      refund_to: 'card',
    })
    expect(res.statusCode).toBe(201)
    const missingWhy = await admin('POST', `/returns/${res.json().return.id}/decision`, staff, {
      decision: 'refuse',
    })
    expect(missingWhy.statusCode).toBe(400)
    const refused = await admin('POST', `/returns/${res.json().return.id}/decision`, staff, {
      decision: 'refuse',
      note: 'Opened boxes of gloves cannot be resold.',
    })
    expect(refused.json().return).toMatchObject({
      status: 'refused',
      decision_note: 'Opened boxes of gloves cannot be resold.',
    })
    const options = await t.app.inject({
      url: `/api/customer/orders/${order.id}/return-options`,
      headers: auth(alice.token),
    })
    expect(
      options.json().lines.find((l: { product_id: number }) => l.product_id === p.gloves).returnable_quantity,
    ).toBe(2)
  })

  it('every unit returned refunds the order exactly, never a cent more (store credit and card)', async () => {
    const flow = async (body: Record<string, unknown>, lineId: number, disposition: string) => {
      const res = await startReturn(alice.token, order.id, body)
      expect(res.statusCode).toBe(201)
      const id = res.json().return.id
      await admin('POST', `/returns/${id}/decision`, staff, {
        decision: 'approve',
        return_method: 'label',
        label_ref: 'https://labels.example/1',
      })
      const d = (await admin('GET', `/returns/${id}`)).json()
      const rec = await admin('POST', `/returns/${id}/receive`, staff, {
        items: d.return.lines.map((l: { id: number; quantity: number }) => ({
          return_line_id: l.id,
          quantity: l.quantity,
          disposition,
          lot_id:
            disposition === 'write_off'
              ? null
              : d.lots.find((x: { return_line_id: number }) => x.return_line_id === l.id).lot_id,
          note: 'checked',
        })),
      })
      expect(rec.statusCode).toBe(200)
      const refund = await admin('POST', `/returns/${id}/refund`, staff, {})
      expect(refund.statusCode).toBe(200)
      void lineId
      return refund.json().return
    }
    const credit = await flow(
      {
        lines: [{ order_item_id: line[p.gloves], quantity: 2 }],
        reason: 'no_longer_needed',
        refund_to: 'credit',
      },
      line[p.gloves]!,
      'restock',
    )
    expect(credit).toMatchObject({ status: 'credited', refund_cents: 2475 })
    const sterile = await flow(
      { lines: [{ order_item_id: line[p.sterile], quantity: 2 }], reason: 'wrong_item', refund_to: 'card' },
      line[p.sterile]!,
      'write_off',
    )
    expect(sterile.refund_cents).toBe(1978) // shipping was given back once already
    const syringes = await flow(
      {
        lines: [{ order_item_id: line[p.syringes], quantity: 1, opened: false }],
        reason: 'no_longer_needed',
        refund_to: 'card',
      },
      line[p.syringes]!,
      'restock',
    )
    expect(syringes.refund_cents).toBe(1980)
    const o = await orderByNo(order.order_no)
    expect(o.refunded_cents).toBe(o.grand_total_cents)
    expect(2237 + 2475 + 1978 + 1980).toBe(o.grand_total_cents)
    const store = await t.app.inject({ url: '/api/customer/store-credit', headers: auth(alice.token) })
    expect(store.json()).toMatchObject({ balance_cents: 2475 })
    expect(store.json().entries[0].description).toContain('Refund of return')
    const list = await t.app.inject({
      url: `/api/customer/orders/${order.id}/returns`,
      headers: auth(alice.token),
    })
    expect(list.json().items.length).toBe(5)
    // Every unit is on a return: the order offers no other, and says why.
    const options = await t.app.inject({
      url: `/api/customer/orders/${order.id}/return-options`,
      headers: auth(alice.token),
    })
    expect(options.json()).toMatchObject({
      returnable: false,
      refusal: `Every item of order ${order.order_no} is on a return already.`,
    })
  })
})

describe('store credit at checkout', () => {
  it('pays before the card: the card is charged the rest', async () => {
    const res = await placeOrder(alice.token, [{ id: p.gloves, qty: 4, price: 12.5 }])
    expect(res.statusCode).toBe(200)
    const o = await orderByNo(res.json().data.orderNumber)
    expect(o.store_credit_cents).toBe(2475)
    const charge = await t.db.kysely
      .selectFrom('sandbox_payments')
      .select('amount_cents')
      .where('transaction_id', '=', o.transaction_id!)
      .executeTakeFirstOrThrow()
    expect(charge.amount_cents).toBe(o.grand_total_cents - 2475)
    const store = await t.app.inject({ url: '/api/customer/store-credit', headers: auth(alice.token) })
    expect(store.json().balance_cents).toBe(0)
    const detail = await t.app.inject({
      url: `/api/customer/order/detail/${o.id}`,
      headers: auth(alice.token),
    })
    expect(detail.json().data.store_credit).toBe(24.75)
  })

  it('a declined card gives the credit back', async () => {
    await t.db.kysely
      .insertInto('store_credit_accounts')
      .values({ user_id: bob.id, balance_cents: 1000, updated_at: new Date().toISOString() })
      .execute()
    const res = await placeOrder(
      bob.token,
      [{ id: p.gloves, qty: 2, price: 12.5 }],
      {},
      SANDBOX_CARDS.declined,
    )
    expect(res.statusCode).toBe(422)
    const store = await t.app.inject({ url: '/api/customer/store-credit', headers: auth(bob.token) })
    expect(store.json().balance_cents).toBe(1000)
    expect(store.json().entries.map((e: { kind: string }) => e.kind)).toEqual(['order_failed', 'order'])
  })

  it('a cancelled order gives the credit back and refunds the card only what it paid, and its mail says both', async () => {
    const dave = await insertCustomer(t.db)
    await t.db.kysely
      .insertInto('store_credit_accounts')
      .values({ user_id: dave.id, balance_cents: 1000, updated_at: new Date().toISOString() })
      .execute()
    const res = await placeOrder(dave.token, [{ id: p.gloves, qty: 2, price: 12.5 }])
    expect(res.statusCode).toBe(200)
    const o = await orderByNo(res.json().data.orderNumber)
    expect(o.store_credit_cents).toBe(1000)
    expect((await admin('POST', `/orders/${o.id}/cancel`, staff, {})).statusCode).toBe(200)
    const store = await t.app.inject({ url: '/api/customer/store-credit', headers: auth(dave.token) })
    expect(store.json().balance_cents).toBe(1000)
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', dave.email)
      .where('subject', 'like', '%Cancelled')
      .executeTakeFirstOrThrow()
    const card = ((o.grand_total_cents - 1000) / 100).toFixed(2)
    expect(mail.text_body).toContain(`US $${card} has been refunded to your card.`)
    expect(mail.text_body).toContain('US $10.00 has been returned to your store credit.')
  })

  it('two checkouts at once never spend it twice nor below zero', async () => {
    const carol = await insertCustomer(t.db)
    await t.db.kysely
      .insertInto('store_credit_accounts')
      .values({ user_id: carol.id, balance_cents: 3000, updated_at: new Date().toISOString() })
      .execute()
    const results = await Promise.all([
      placeOrder(carol.token, [{ id: p.gloves, qty: 2, price: 12.5 }]),
      placeOrder(carol.token, [{ id: p.gloves, qty: 2, price: 12.5 }]),
    ])
    expect(results.map((r) => r.statusCode)).toEqual([200, 200])
    const orders = await t.db.kysely
      .selectFrom('orders')
      .select(['store_credit_cents', 'grand_total_cents'])
      .where('user_id', '=', carol.id)
      .execute()
    const spent = orders.reduce((s, o) => s + o.store_credit_cents, 0)
    expect(spent).toBe(3000)
    const store = await t.app.inject({ url: '/api/customer/store-credit', headers: auth(carol.token) })
    expect(store.json().balance_cents).toBe(0)
    expect(store.json().entries.reduce((s: number, e: { delta_cents: number }) => s + e.delta_cents, 0)).toBe(
      -3000,
    )
  })
})

describe('staff correct the reason on receipt, and the refund follows it', () => {
  /** Approves and receives every unit of a return, with the reason staff found; answers its refund. */
  async function receiveAs(id: number, reason: string) {
    expect((await admin('POST', `/returns/${id}/decision`, staff, { decision: 'approve' })).statusCode).toBe(
      200,
    )
    const d = (await admin('GET', `/returns/${id}`)).json()
    const received = await admin('POST', `/returns/${id}/receive`, staff, {
      reason,
      items: d.return.lines.map((l: { id: number; quantity: number }) => ({
        return_line_id: l.id,
        quantity: l.quantity,
        disposition: 'write_off',
        lot_id: null,
        note: 'inspected',
      })),
    })
    expect(received.statusCode).toBe(200)
    expect(received.json().return).toMatchObject({ reason, shop_at_fault: reason === 'damaged' })
    return admin('POST', `/returns/${id}/refund`, staff, {})
  }

  it('found damaged: shipping is refunded; found not needed: no shipping, and a not-returnable item is not refunded', async () => {
    const erin = await insertCustomer(t.db)
    const res = await placeOrder(erin.token, [
      { id: p.gloves, qty: 2, price: 12.5 },
      { id: p.sterile, qty: 1, price: 9.99 },
    ])
    expect(res.statusCode).toBe(200)
    const o = await orderByNo(res.json().data.orderNumber)
    await deliver(o.id)
    const lines = await items(o.id)
    const taxShare = (cents: number) => Math.round((o.tax_cents * cents) / o.sub_total_cents)

    const notNeeded = await startReturn(erin.token, o.id, {
      lines: [{ order_item_id: lines[p.gloves], quantity: 1 }],
      reason: 'no_longer_needed',
      refund_to: 'card',
    })
    expect(notNeeded.json().return.refund_cents).toBe(1250 + taxShare(1250))
    const foundDamaged = await receiveAs(notNeeded.json().return.id, 'damaged')
    expect(foundDamaged.statusCode).toBe(200)
    expect(foundDamaged.json().return.refund_cents).toBe(1250 + taxShare(1250) + o.shipping_charge_cents)

    const claimed = await startReturn(erin.token, o.id, {
      lines: [
        { order_item_id: lines[p.gloves], quantity: 1 },
        { order_item_id: lines[p.sterile], quantity: 1 },
      ],
      reason: 'wrong_item',
      refund_to: 'card',
    })
    expect(claimed.statusCode).toBe(201)
    expect(claimed.json().return.refund_cents).toBe(1250 + 999 + taxShare(1250 + 999))
    const foundFine = await receiveAs(claimed.json().return.id, 'no_longer_needed')
    expect(foundFine.statusCode).toBe(200)
    // The sterile item comes back only when the shop was at fault: it is not refunded.
    expect(foundFine.json().return.refund_cents).toBe(1250 + taxShare(1250))
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'return.receive')
      .where('entity_id', '=', String(claimed.json().return.id))
      .executeTakeFirstOrThrow()
    expect(JSON.parse(audit.before_json!).reason).toBe('wrong_item')
    expect(JSON.parse(audit.after_json!).reason).toBe('no_longer_needed')

    // What the card got back follows the corrected reasons too, one gateway refund each.
    const gateway = await t.db.kysely
      .selectFrom('sandbox_refunds')
      .select('amount_cents')
      .where('transaction_id', '=', o.transaction_id!)
      .orderBy('id')
      .execute()
    expect(gateway.map((g) => g.amount_cents)).toEqual([
      1250 + taxShare(1250) + o.shipping_charge_cents,
      1250 + taxShare(1250),
    ])
    expect((await orderByNo(o.order_no)).refunded_cents).toBe(
      2 * (1250 + taxShare(1250)) + o.shipping_charge_cents,
    )
  })
})
