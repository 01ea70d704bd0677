import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/account-fixtures'
import {
  cardToken,
  insertBrand,
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertProduct,
} from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/helper'
import { CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../app'
import { addDays, nowIso } from '../lib/clock'
import { invoiceLink, moveLegacyInvoices } from '../domains/orders/invoice-links'
import { SANDBOX_CARDS } from '../domains/payments/sandbox-gateway'
import { freshIp, useCheapPassword } from './test-support'

let t: TestApp
const logLines: string[] = []
let productId: number

beforeAll(async () => {
  // The address ceilings at their defaults, as a shop would run.
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: undefined }, { logLines })
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  productId = (
    await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
      quantity: 10_000,
    })
  ).id
})

/**
 * A pickup order of one line at US $10.00, as the checkout payload draws it (no extra fields); its
 * test card becomes a card element token when it is sent.
 */
const order = (qty = 1, number: string = SANDBOX_CARDS.approved) => ({
  customer_id: 1,
  email: 'x@example.com',
  items: [{ id: productId, qty, price: 10 }],
  subTotal: 10 * qty,
  couponDiscount: 0,
  shippingCharge: 0,
  total: 10 * qty,
  shippingAddress: null,
  billingAddress: null,
  pickupOrder: true,
  pickupAddress: '',
  back_order: 0,
  testCard: number,
})

// One token per attempt and card, as the browser keeps it: the same key and card send the same token.
const tokens = new Map<string, Promise<string>>()
const tokenFor = (number: string, key?: string) => {
  if (!key) return cardToken(t.app, number)
  if (!tokens.has(`${key} ${number}`)) tokens.set(`${key} ${number}`, cardToken(t.app, number))
  return tokens.get(`${key} ${number}`)!
}
const withToken = async (body: unknown, key?: string) => {
  const { testCard, ...rest } = body as { testCard?: string }
  return testCard ? { ...rest, paymentToken: await tokenFor(testCard, key) } : rest
}

const checkout = async (token: string | null, body: unknown, opts: { key?: string; ip?: string } = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: {
      ...(token ? bearer(token) : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    remoteAddress: opts.ip ?? '127.0.0.1',
    payload: await withToken(body, opts.key),
  })
  // The invoice and mail follow the answer (the order documents outbox).
  await t.app.orderDocuments.idle()
  return res
}

const countRows = async (table: 'orders' | 'sandbox_payments') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

/** The security events logged since `from` (a length of logLines). */
const eventsSince = (from: number) =>
  logLines
    .slice(from)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.securityEvent)

describe('Idempotency-Key', () => {
  it('is optional: a checkout without it is placed, and each such call is its own order', async () => {
    const buyer = await insertCustomer(t.db)
    const first = await checkout(buyer.token, order())
    expect(first.statusCode).toBe(200)
    expect(first.json().data.orderNumber).toMatch(/^BMU-\d{4}-\d{6}$/)
    const second = await checkout(buyer.token, order())
    expect(second.statusCode).toBe(200)
    expect(second.json().data.orderNumber).not.toBe(first.json().data.orderNumber)
  })

  it('refuses the same key with a different body (422) and charges nothing', async () => {
    const buyer = await insertCustomer(t.db)
    const key = `key-${randomBytes(6).toString('hex')}`
    expect((await checkout(buyer.token, order(1), { key })).statusCode).toBe(200)
    const [orders, charges] = [await countRows('orders'), await countRows('sandbox_payments')]
    const other = await checkout(buyer.token, order(2), { key })
    expect(other.statusCode).toBe(422)
    expect(other.json().errors).toHaveProperty(['idempotency-key'])
    expect([await countRows('orders'), await countRows('sandbox_payments')]).toEqual([orders, charges])
    // The same body again is the first answer, as before.
    expect((await checkout(buyer.token, order(1), { key })).statusCode).toBe(200)
  })
})

describe('401 before 400', () => {
  it('answers an anonymous checkout or orders call 401 whatever its body or query', async () => {
    for (const kind of ['payment', 'preorder']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${kind}`,
        payload: { items: 'x' },
      })
      expect(res.statusCode, kind).toBe(401)
    }
    expect((await t.app.inject('/api/customer/get-orders?page=abc')).statusCode).toBe(401)
    expect((await t.app.inject('/api/customer/order/detail/not-a-number')).statusCode).toBe(401)
  })
})

describe('quantities and lines', () => {
  it('takes 1 to 20 of a line, normal or pre-order, and at most 100 lines', async () => {
    const buyer = await insertCustomer(t.db)
    const tooMany = await checkout(buyer.token, order(21))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors).toEqual({ 'items.0.qty': ['must be at most 20'] })
    const pre = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/preorder',
      headers: bearer(buyer.token),
      payload: { ...(await withToken(order(21))), back_order: 1 },
    })
    expect(pre.statusCode).toBe(400)
    expect(pre.json().errors).toHaveProperty(['items.0.qty'])
    expect((await checkout(buyer.token, order(20))).statusCode).toBe(200)
    const lines = Array.from({ length: 101 }, () => ({ id: productId, qty: 1, price: 10 }))
    const long = await checkout(buyer.token, { ...order(), items: lines, subTotal: 1010, total: 1010 })
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toHaveProperty('items')
  })
})

describe('timeouts', () => {
  it('closes requests that arrive too slowly and idle sockets', () => {
    // The Node server Fastify made: 0 would mean never.
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
    expect(t.app.server.timeout).toBe(CONNECTION_TIMEOUT_MS)
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0)
    expect(CONNECTION_TIMEOUT_MS).toBeGreaterThan(0)
  })
})

describe('Cache-Control', () => {
  it('is no-store on customer, account and checkout answers, and left alone elsewhere', async () => {
    const buyer = await insertCustomer(t.db)
    const answers = [
      await t.app.inject({ url: '/api/customer/get-user', headers: bearer(buyer.token) }),
      await t.app.inject({ url: '/api/customer/get-orders', headers: bearer(buyer.token) }),
      await t.app.inject({ url: '/api/customer/get-user' }),
      await checkout(buyer.token, order()),
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: buyer.email, password: 'x' },
      }),
      await t.app.inject('/api/check-email/someone%40example.com'),
      await t.app.inject('/api/coupon-discount/NOPE/10'),
    ]
    for (const [i, res] of answers.entries())
      expect(res.headers['cache-control'], `answer ${i}`).toBe('no-store')
    expect((await t.app.inject('/api/shop-info')).headers['cache-control']).toBe('public, max-age=300')
  })
})

describe('sessions', () => {
  it('end after 7 days unused, and 30 days after login however busy', async () => {
    const idle = await insertCustomer(t.db)
    const busy = await insertCustomer(t.db)
    const fresh = await insertCustomer(t.db)
    const setAge = (userId: number, lastUsedDaysAgo: number, createdDaysAgo: number) =>
      t.db.kysely
        .updateTable('auth_tokens')
        .set({
          last_used_at: addDays(nowIso(), -lastUsedDaysAgo),
          created_at: addDays(nowIso(), -createdDaysAgo),
          // The stored expiry alone would still let them in: each limit is checked on its own.
          expires_at: addDays(nowIso(), 30),
        })
        .where('user_id', '=', userId)
        .execute()
    await setAge(idle.id, 7.1, 8)
    await setAge(busy.id, 0.01, 30.1)
    await setAge(fresh.id, 6.9, 29.9)
    const status = async (token: string) =>
      (await t.app.inject({ url: '/api/customer/get-user', headers: bearer(token) })).statusCode
    expect(await status(idle.token)).toBe(401)
    expect(await status(busy.token)).toBe(401)
    expect(await status(fresh.token)).toBe(200)
  })
})

describe('limits on the other guessable calls', () => {
  it('locks a password change after 5 wrong current passwords, even for the right one', async () => {
    const owner = await insertCustomer(t.db)
    await useCheapPassword(t.db, [owner.id], owner.password)
    const change = (old_password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customer/update-password',
        headers: bearer(owner.token),
        payload: { old_password, new_password: 'Fresh-Harbour-Lights-9' },
      })
    const codes = []
    for (let i = 0; i < 5; i++) codes.push((await change(`Guess-${i}-Harbour`)).statusCode)
    expect(codes).toEqual([422, 422, 422, 422, 422])
    const right = await change(owner.password)
    expect(right.statusCode).toBe(429)
  })

  it('stops card testing: declines per account, then per address across accounts', async () => {
    const tester = await insertCustomer(t.db)
    const ip = freshIp()
    const codes = []
    for (let i = 0; i < 6; i++) {
      codes.push((await checkout(tester.token, order(1, SANDBOX_CARDS.declined), { ip })).statusCode)
    }
    expect(codes).toEqual([422, 422, 422, 422, 422, 429])
    // A good card does not help the account for now.
    expect((await checkout(tester.token, order(), { ip: freshIp() })).statusCode).toBe(429)
    // Fresh accounts from the same address: 15 declines an hour from one address at most.
    const more = []
    for (let i = 0; i < 3; i++) {
      const account = await insertCustomer(t.db)
      for (let j = 0; j < 5; j++) {
        more.push((await checkout(account.token, order(1, SANDBOX_CARDS.declined), { ip })).statusCode)
      }
    }
    expect(more.filter((c) => c === 422)).toHaveLength(10)
    expect(more.slice(-5)).toEqual([429, 429, 429, 429, 429])
  })

  it('answers every decline alike and keeps the reason on the order', async () => {
    const buyer = await insertCustomer(t.db)
    const res = await checkout(buyer.token, order(1, SANDBOX_CARDS.insufficientFunds), { ip: freshIp() })
    expect(res.json()).toEqual({ message: 'Card declined', error: 'Card declined', code: 'card_declined' })
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('payment_error')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow()
    expect(row.payment_error).toBe('Insufficient funds')
  })

  it('limits coupon lookups per address, and answers unknown and expired codes alike', async () => {
    await insertCoupon(t.db, { code: 'LAPSED', type: 'percent', value: 10, endsAt: '2020-01-01' })
    const ip = freshIp()
    const lookup = (code: string, from = ip) =>
      t.app.inject({ url: `/api/coupon-discount/${code}/50`, remoteAddress: from })
    const unknown = await lookup('NOSUCHCODE')
    const lapsed = await lookup('LAPSED')
    expect([unknown.statusCode, lapsed.statusCode]).toEqual([404, 404])
    expect(lapsed.json()).toEqual(unknown.json())
    const codes = []
    for (let i = 0; i < 29; i++) codes.push((await lookup(`GUESS${i}`)).statusCode)
    expect(codes.slice(0, 28).every((c) => c === 404)).toBe(true)
    expect(codes[28]).toBe(429)
    expect((await lookup('GUESS', freshIp())).statusCode).toBe(404)
  })

  it('mails at most 3 reset codes an hour to one account, whatever the address', async () => {
    const owner = await insertCustomer(t.db)
    const codes = []
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/send-otp-mail',
        payload: { email: owner.email },
        remoteAddress: freshIp(),
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429])
    const mails = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', owner.email)
      .execute()
    expect(mails).toHaveLength(3)
  })
})

describe('the log', () => {
  it('holds no e-mail address from a URL or a mail', async () => {
    const owner = await insertCustomer(t.db)
    const from = logLines.length
    await t.app.inject(`/api/check-email/${encodeURIComponent(owner.email)}`)
    await t.app.inject({ method: 'POST', url: '/api/send-otp-mail', payload: { email: owner.email } })
    const written = logLines.slice(from).join('\n')
    expect(written).toContain('check-email/[email]')
    expect(written).toContain('mail queued')
    const local = owner.email.split('@')[0]!
    expect(written).not.toContain(local)
  })

  it('writes one event for a failed login, without the password', async () => {
    const owner = await insertCustomer(t.db)
    await useCheapPassword(t.db, [owner.id], owner.password)
    const from = logLines.length
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: owner.email, password: 'Not-The-Password-77' },
      remoteAddress: '203.0.113.77',
    })
    expect(res.statusCode).toBe(401)
    const events = eventsSince(from)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      securityEvent: 'login.failed',
      outcome: 'failure',
      userId: owner.id,
      address: '203.0.113.77',
    })
    expect(events[0]!.emailHash).toMatch(/^[0-9a-f]{24}$/)
    const written = logLines.slice(from).join('\n')
    expect(written).not.toContain('Not-The-Password-77')
    expect(written).not.toContain(owner.email)
  })

  it("writes one event when a customer asks for another customer's object", async () => {
    const owner = await insertCustomer(t.db)
    const other = await insertCustomer(t.db)
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/customer/address',
      headers: bearer(owner.token),
      payload: {
        first_name: 'Ann',
        last_name: 'Lee',
        phone: '4415550123',
        email: 'ann.lee@example.com',
        address: '1 Front St',
        city: 'Hamilton',
        zipcode: 'HM11',
        country: 'Bermuda',
      },
    })
    expect(address.statusCode).toBe(201)
    const id = address.json().data.data.id
    const from = logLines.length
    const res = await t.app.inject({
      url: `/api/customer/get-address-by-id/${id}`,
      headers: bearer(other.token),
    })
    expect(res.statusCode).toBe(404)
    const events = eventsSince(from)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      securityEvent: 'access.refused',
      outcome: 'refused',
      userId: other.id,
      detail: { route: 'GET /api/customer/get-address-by-id/:id', id: String(id) },
    })
  })
})

describe('invoices', () => {
  const detail = async (token: string, orderNumber: string) => {
    const list = (await t.app.inject({ url: '/api/customer/get-orders', headers: bearer(token) })).json()
    return list.data.find((o: { order_no: string }) => o.order_no === orderNumber) as {
      id: number
      invoice_pdf: string
    }
  }

  it('are served only through a short-lived link signed for their order, private and unstored', async () => {
    const owner = await insertCustomer(t.db)
    const placed = await checkout(owner.token, order(), { ip: freshIp() })
    const mine = await detail(owner.token, placed.json().data.orderNumber)
    expect(mine.invoice_pdf).toMatch(/^\/api\/invoices\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/)
    const pdf = await t.app.inject(mine.invoice_pdf)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['cache-control']).toBe('private, no-store')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const expires = Number(new URL(mine.invoice_pdf, 'http://x').searchParams.get('expires'))
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000)
    // The file is not in the public media folder, nor reachable there.
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('invoice_pdf')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow()
    expect(fs.existsSync(path.join(t.mediaDir, row.invoice_pdf!))).toBe(false)
    expect((await t.app.inject(`/media/${row.invoice_pdf}`)).statusCode).toBe(404)
  })

  it('refuse another customer, a logged-out visitor, an altered link and an expired one', async () => {
    const owner = await insertCustomer(t.db)
    const other = await insertCustomer(t.db)
    const placed = await checkout(owner.token, order(), { ip: freshIp() })
    const mine = await detail(owner.token, placed.json().data.orderNumber)
    await checkout(other.token, order(), { ip: freshIp() })
    const theirs = (
      await t.app.inject({ url: '/api/customer/get-orders', headers: bearer(other.token) })
    ).json().data[0] as { id: number; invoice_pdf: string }
    // Another customer: their order's detail is 404, and their own link does not open this order.
    expect(
      (await t.app.inject({ url: `/api/customer/order/detail/${mine.id}`, headers: bearer(other.token) }))
        .statusCode,
    ).toBe(404)
    const swapped = theirs.invoice_pdf.replace(`/api/invoices/${theirs.id}?`, `/api/invoices/${mine.id}?`)
    // A logged-out visitor who knows the order id, with no link or a made-up one.
    const bare = `/api/invoices/${mine.id}`
    const madeUp = `/api/invoices/${mine.id}?expires=${Math.floor(Date.now() / 1000) + 600}&signature=${'0'.repeat(64)}`
    // An altered expiry, and a link that has expired.
    const later = mine.invoice_pdf.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`)
    const row = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow()
    const expired = invoiceLink(t.config, row, Date.now() - 16 * 60 * 1000)!
    for (const url of [swapped, bare, madeUp, later, expired]) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(res.headers['content-type'], url).not.toContain('application/pdf')
    }
    expect((await t.app.inject(expired)).json().message).toMatch(/expired or is not valid/)
  })

  it('are mailed as a link to the dashboard, which asks for a login first', async () => {
    const owner = await insertCustomer(t.db)
    const placed = await checkout(owner.token, order(), { ip: freshIp() })
    const mine = await detail(owner.token, placed.json().data.orderNumber)
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', owner.email)
      .executeTakeFirstOrThrow()
    expect(mail.text_body).toContain(`Your invoice: ${t.config.publicUrl}/dashboard/order?invoice=${mine.id}`)
    expect(mail.text_body).not.toMatch(/signature|\/media\/invoices|\/api\/invoices/)
  })

  it('written before they were private are moved out of the media folder and still open', async () => {
    const owner = await insertCustomer(t.db)
    const placed = await checkout(owner.token, order(), { ip: freshIp() })
    const mine = await detail(owner.token, placed.json().data.orderNumber)
    const legacyName = `invoices/${randomBytes(16).toString('hex')}.pdf`
    fs.mkdirSync(path.join(t.mediaDir, 'invoices'), { recursive: true })
    fs.writeFileSync(path.join(t.mediaDir, legacyName), '%PDF-1.3 an invoice made before')
    await t.db.kysely
      .updateTable('orders')
      .set({ invoice_pdf: legacyName })
      .where('id', '=', mine.id)
      .execute()
    expect(moveLegacyInvoices(t.config)).toBe(1)
    expect(fs.existsSync(path.join(t.mediaDir, legacyName))).toBe(false)
    const again = await detail(owner.token, placed.json().data.orderNumber)
    const pdf = await t.app.inject(again.invoice_pdf)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.body).toBe('%PDF-1.3 an invoice made before')
  })
})
