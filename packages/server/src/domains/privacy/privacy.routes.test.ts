import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import type { Db } from '../../db/connect'
import { nowIso } from '../../lib/clock'
import { bearer, signUp, type SignedUp } from '../../../test/account-fixtures'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { removeExpiredDownloads } from './privacy.service'

// Names no other row of a test database could hold by chance, each customer's own, so a scan for
// them finds only that person.
const TAGS = ['Ab', 'Cd', 'Ef', 'Gh', 'Ij', 'Kl', 'Mn', 'Op', 'Qr', 'St']
let made = 0
function names() {
  const tag = TAGS[made++ % TAGS.length]!
  return { first: `Zephyrine${tag}`, last: `Quill${tag}feather`, street: `17 Marlinspike ${tag} Lane` }
}

/** Every table and its text columns, read from the database itself, so a table added later is scanned too. */
async function textColumns(db: Db): Promise<Map<string, string[]>> {
  const rows =
    db.dialect === 'postgres'
      ? (
          await sql<{ table_name: string; column_name: string }>`
            select table_name, column_name from information_schema.columns
            where table_schema = current_schema() and data_type in ('text', 'character varying')`.execute(
            db.kysely,
          )
        ).rows
      : (
          await sql<{ table_name: string; column_name: string }>`
            select m.name as table_name, p.name as column_name
            from sqlite_master m join pragma_table_info(m.name) p
            where m.type = 'table' and lower(p.type) = 'text'`.execute(db.kysely)
        ).rows
  const out = new Map<string, string[]>()
  for (const r of rows) out.set(r.table_name, [...(out.get(r.table_name) ?? []), r.column_name])
  return out
}

/** Each place (table.column: row) a value is found in, across every table of the database. */
async function findEverywhere(db: Db, values: string[]): Promise<string[]> {
  const found: string[] = []
  for (const [table, columns] of await textColumns(db)) {
    // SQLite's own full-text index tables hold copies of indexed text only (never customer data here).
    if (/_fts|^sqlite_|kysely_/.test(table)) continue
    for (const column of columns) {
      const rows = await sql<{
        v: string | null
      }>`select ${sql.ref(column)} as v from ${sql.table(table)}`.execute(db.kysely)
      for (const r of rows.rows) {
        const text = r.v === null ? '' : String(r.v).toLowerCase()
        for (const value of values) {
          if (text.includes(value.toLowerCase())) found.push(`${table}.${column}: ${value}`)
        }
      }
    }
  }
  return found
}

/** The entries of a zip, name to text. */
async function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, string>()
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'))
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'))
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'))
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => resolve(files))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

let t: TestApp
let logLines: string[]
let productId: number

/** A customer with something in every corner of the shop that names them. */
async function richCustomer(): Promise<
  SignedUp & { orderId: number; first: string; last: string; street: string }
> {
  const { first: FIRST, last: LAST, street: STREET } = names()
  const person = await signUp(t.app, {
    first_name: FIRST,
    last_name: LAST,
    address: STREET,
    cart_reminders: 1,
  })
  const db = t.db.kysely
  const now = nowIso()
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: person.email } }))
      .statusCode,
  ).toBeLessThan(300)
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contacts',
    payload: {
      name: `${FIRST} ${LAST}`,
      email: person.email,
      phone: person.phone,
      message: `Call ${FIRST} please`,
    },
  })
  expect(contact.statusCode, contact.body).toBeLessThan(300)
  const address = JSON.stringify({
    first_name: FIRST,
    last_name: LAST,
    phone: person.phone,
    email: person.email,
    address: STREET,
    city: 'Hamilton',
    zipcode: 'HM 11',
    country: 'Bermuda',
  })
  const invoice = path.join(t.privateDir, `invoice-${person.id}.pdf`)
  fs.writeFileSync(invoice, `%PDF invoice of 2150 cents`)
  const order = await db
    .insertInto('orders')
    .values({
      order_no: `ORD-${person.id}-1`,
      user_id: person.id,
      email: person.email,
      order_status: 'processing',
      payment_status: 'paid',
      payment_method: 'card',
      card_brand: 'visa',
      card_last4: '4242',
      transaction_id: `txn-${person.id}`,
      back_order: 0,
      sub_total_cents: 2000,
      coupon_code: null,
      coupon_discount_cents: 0,
      shipping_charge_cents: 150,
      tax_cents: 0,
      grand_total_cents: 2150,
      shipping_address: address,
      billing_address: address,
      pickup_order: 0,
      pickup_address: null,
      invoice_pdf: invoice,
      idempotency_key: null,
      idempotency_body_hash: null,
      payment_error: null,
      created_at: now,
      updated_at: now,
      paid_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: productId,
      quantity: 2,
      unit_price_cents: 1000,
      line_total_cents: 2000,
      product_name: 'Saline',
      sku: 'SAL-1',
      subscription_months: null,
      subscription_discount: null,
    } as never)
    .execute()
  await db
    .insertInto('order_tracking')
    .values({
      order_id: order.id,
      verify_code: 'V1',
      status: 'processing',
      notes: `Left with ${LAST}`,
      created_at: now,
    })
    .execute()
  await db
    .insertInto('reviews')
    .values({
      product_id: productId,
      user_id: person.id,
      name: `${FIRST} ${LAST}`,
      email: person.email,
      star: 5,
      headline: 'Good',
      review: 'Works well',
      created_at: now,
      updated_at: now,
    } as never)
    .execute()
  await db
    .insertInto('wishlists')
    .values({ user_id: person.id, product_id: productId, created_at: now })
    .execute()
  const list = await db
    .insertInto('reorder_lists')
    .values({ user_id: person.id, name: `${FIRST}'s clinic`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('reorder_list_items')
    .values({ list_id: list.id, product_id: productId, qty: 3, created_at: now } as never)
    .execute()
  await db
    .insertInto('back_in_stock_requests')
    .values({ product_id: productId, email: person.email, user_id: person.id, created_at: now } as never)
    .execute()
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: person.email,
      subject: `Hello ${FIRST}`,
      text_body: `Dear ${FIRST} ${LAST}`,
      html_body: null,
      created_at: now,
      sent_at: now,
      send_attempts: 1,
      last_error: null,
    } as never)
    .execute()
  await db
    .insertInto('professional_applications')
    .values({
      user_id: person.id,
      status: 'approved',
      profession: 'nurse',
      licence_number: `LIC-${person.id}`,
      issuing_body: 'Bermuda Nursing Council',
      country: 'Bermuda',
      licence_expiry: '2030-01-01',
      practice_name: `${LAST} Nursing`,
      practice_address: STREET,
      document_file: `licences/${person.id}.pdf`,
      document_type: 'application/pdf',
      document_name: `${FIRST}-licence.pdf`,
      document_bytes: 10,
      staff_note: `Checked ${FIRST}'s card`,
      verified_until: '2030-01-01',
      decided_by: 'owner',
      created_at: now,
      updated_at: now,
    })
    .execute()
  const account = await db
    .insertInto('business_accounts')
    .values({
      user_id: person.id,
      practice_name: `${LAST} Clinic`,
      billing_email: person.email,
      billing_address: STREET,
      status: 'approved',
      staff_note: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('account_invoices')
    .values({
      account_id: account.id,
      order_id: order.id,
      invoice_no: `INV-${person.id}`,
      amount_cents: 2150,
      po_number: null,
      terms_days: 30,
      issued_on: now.slice(0, 10),
      due_on: now.slice(0, 10),
      status: 'open',
      voided_on: null,
      reminded_before_at: null,
      reminded_after_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('subscriptions')
    .values({
      subscription_no: `SUB-${person.id}`,
      user_id: person.id,
      order_id: order.id,
      items: '[]',
      month: 1,
      next_date: '2030-01-01',
      grand_total_cents: 2150,
      status: 'active',
      cancelled_at: null,
      created_at: now,
      payment_token: 'tok_saved',
      card_brand: 'visa',
      card_last4: '4242',
      updated_at: now,
    } as never)
    .execute()
  const ret = await db
    .insertInto('returns')
    .values({
      return_no: `RET-${person.id}`,
      order_id: order.id,
      user_id: person.id,
      status: 'refunded',
      reason: 'damaged',
      details: `Box crushed, ${FIRST}`,
      refund_to: 'store_credit',
      return_method: null,
      label_ref: null,
      decision_note: null,
      refund_cents: 1000,
      refund_transaction: null,
      refunded_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('store_credit_entries')
    .values({
      user_id: person.id,
      delta_cents: 1000,
      balance_after_cents: 1000,
      kind: 'return',
      return_id: ret.id,
      note: `Refund for ${FIRST}`,
      staff_id: null,
      created_at: now,
    })
    .execute()
  return { ...person, orderId: order.id, first: FIRST, last: LAST, street: STREET }
}

beforeAll(async () => {
  logLines = []
  t = await buildTestApp({}, { logLines })
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  productId = (await insertProduct(t.db, { categoryId: category.id, brandId: brand.id } as never)).id
})

describe('consents', () => {
  it('records the reminder choice at registration, in the profile and the newsletter sign-up, with the notice', async () => {
    const person = await richCustomer()
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/update-user',
      headers: bearer(person.token),
      payload: { cart_reminders: 0 },
    })
    expect(off.statusCode, off.body).toBe(200)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/privacy',
      headers: bearer(person.token),
    })
    expect(res.statusCode, res.body).toBe(200)
    const consents = res.json().consents as {
      purpose: string
      given: boolean
      source: string
      notice_version: string
    }[]
    expect(consents.map((c) => [c.purpose, c.given, c.source])).toEqual([
      ['cart_reminders', true, 'registration'],
      ['newsletter', true, 'newsletter_form'],
      ['cart_reminders', false, 'profile'],
    ])
    expect(consents.every((c) => c.notice_version === res.json().notice_version)).toBe(true)
  })
})

describe('POST /api/customer/privacy/downloads', () => {
  it('holds every table row that names the customer, as JSON and CSV', async () => {
    const person = await richCustomer()
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/customer/privacy/downloads',
      headers: bearer(person.token),
    })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json().status).toBe('ready')
    const zip = await t.app.inject({ method: 'GET', url: made.json().url, headers: bearer(person.token) })
    expect(zip.statusCode).toBe(200)
    expect(zip.headers['content-type']).toContain('application/zip')
    const files = await unzip(zip.rawPayload)
    const exported = new Map<string, Record<string, unknown>[]>()
    for (const [name, text] of files) {
      const m = /^json\/(\w+)\.json$/.exec(name)
      if (m) exported.set(m[1]!, JSON.parse(text) as Record<string, unknown>[])
    }
    // Every row of every table holding the person's id as user_id, or their e-mail in any text column.
    const missing: string[] = []
    for (const [table, columns] of await textColumns(t.db)) {
      if (/_fts|^sqlite_|kysely_/.test(table)) continue
      const all = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db.kysely))
        .rows
      const naming = all.filter(
        (r) =>
          (table === 'users' ? r.id === person.id : r.user_id === person.id) ||
          columns.some((c) => typeof r[c] === 'string' && (r[c] as string).includes(person.email)),
      )
      for (const row of naming) {
        const key = 'id' in row ? 'id' : 'user_id'
        const there = (exported.get(table) ?? []).some((e) => e[key] === row[key])
        if (!there) missing.push(`${table} ${key}=${String(row[key])}`)
      }
    }
    expect(missing).toEqual([])
    expect(exported.get('order_items')?.length).toBe(1)
    expect(exported.get('reorder_list_items')?.length).toBe(1)
    for (const table of [
      'professional_applications',
      'business_accounts',
      'account_invoices',
      'subscriptions',
      'returns',
      'store_credit_entries',
      'consents',
    ]) {
      expect(exported.get(table)?.length, table).toBeGreaterThan(0)
    }
    expect(files.get('csv/orders.csv')).toContain(`ORD-${person.id}-1`)
    // A secret never leaves in a download.
    expect([...files.values()].join('\n')).not.toMatch(/password_hash|token_hash|scrypt\$/)
  })

  it('answers 410 with a message once the link has expired', async () => {
    const person = await richCustomer()
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/customer/privacy/downloads',
      headers: bearer(person.token),
    })
    await t.db.kysely
      .updateTable('privacy_requests')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', made.json().id)
      .execute()
    const row = await t.db.kysely
      .selectFrom('privacy_requests')
      .select('file')
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow()
    const zipPath = path.join(t.privateDir, 'privacy', row.file!)
    // The hourly job deletes the zip of a link past its end.
    expect(await removeExpiredDownloads({ db: t.db, files: t.app.files })).toBe(1)
    expect(fs.existsSync(zipPath)).toBe(false)
    const gone = await t.app.inject({ method: 'GET', url: made.json().url, headers: bearer(person.token) })
    expect(gone.statusCode).toBe(410)
    expect(gone.json().message).toMatch(/expired/)
  })

  it("never gives one customer another's download", async () => {
    const owner = await richCustomer()
    const other = await signUp(t.app)
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/customer/privacy/downloads',
      headers: bearer(owner.token),
    })
    const res = await t.app.inject({ method: 'GET', url: made.json().url, headers: bearer(other.token) })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain(owner.email)
    const none = await t.app.inject({ method: 'GET', url: made.json().url })
    expect(none.statusCode).toBe(401)
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/customer/privacy/downloads/abc',
      headers: bearer(owner.token),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.id).toBeDefined()
  })
})

describe('POST /api/customer/privacy/erasure', () => {
  it('refuses a wrong password with 422 naming the field, and changes nothing', async () => {
    const person = await richCustomer()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/privacy/erasure',
      headers: bearer(person.token),
      payload: { password: 'not-the-password' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.password).toBeDefined()
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/customer/privacy/erasure',
      headers: bearer(person.token),
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors.password).toBeDefined()
    const user = await t.db.kysely
      .selectFrom('users')
      .select('email')
      .where('id', '=', person.id)
      .executeTakeFirst()
    expect(user?.email).toBe(person.email)
  })

  it('leaves the person in no table, log line or export, and the sales and invoices as they were', async () => {
    const person = await richCustomer()
    const download = await t.app.inject({
      method: 'POST',
      url: '/api/customer/privacy/downloads',
      headers: bearer(person.token),
    })
    const downloadRow = await t.db.kysely
      .selectFrom('privacy_requests')
      .select('file')
      .where('id', '=', download.json().id)
      .executeTakeFirstOrThrow()
    const zipPath = path.join(t.privateDir, 'privacy', downloadRow.file!)
    expect(fs.existsSync(zipPath)).toBe(true)
    const sales = async () =>
      (
        await t.db.kysely
          .selectFrom('orders')
          .select([
            'id',
            'grand_total_cents',
            'sub_total_cents',
            'tax_cents',
            'payment_status',
            'invoice_pdf',
            'transaction_id',
          ])
          .orderBy('id')
          .execute()
      ).map((o) => ({
        ...o,
        invoice: o.invoice_pdf
          ? createHash('sha256').update(fs.readFileSync(o.invoice_pdf)).digest('hex')
          : null,
      }))
    const invoices = () =>
      t.db.kysely
        .selectFrom('account_invoices')
        .select(['id', 'invoice_no', 'amount_cents', 'status'])
        .orderBy('id')
        .execute()
    const credit = () =>
      t.db.kysely
        .selectFrom('store_credit_entries')
        .select(['id', 'delta_cents', 'balance_after_cents'])
        .orderBy('id')
        .execute()
    const invoicesBefore = await invoices()
    const creditBefore = await credit()
    const before = await sales()
    expect(await findEverywhere(t.db, [person.email, person.first, person.last, person.phone])).not.toEqual(
      [],
    )

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/privacy/erasure',
      headers: bearer(person.token),
      payload: { password: person.password },
    })
    expect(res.statusCode, res.body).toBe(200)

    expect(
      await findEverywhere(t.db, [person.email, person.first, person.last, person.phone, person.street]),
    ).toEqual([])
    expect(await sales()).toEqual(before)
    expect(await invoices()).toEqual(invoicesBefore)
    expect(await credit()).toEqual(creditBefore)
    // The licence record stays, without the person.
    const licence = await t.db.kysely
      .selectFrom('professional_applications')
      .select(['licence_number', 'issuing_body', 'practice_address'])
      .where('user_id', '=', person.id)
      .executeTakeFirstOrThrow()
    expect(licence).toEqual({
      licence_number: `LIC-${person.id}`,
      issuing_body: 'Bermuda Nursing Council',
      practice_address: '[erased]',
    })
    const kept = await t.db.kysely
      .selectFrom('order_items')
      .select(['quantity', 'line_total_cents'])
      .where('order_id', '=', person.orderId)
      .execute()
    expect(kept).toEqual([{ quantity: 2, line_total_cents: 2000 }])
    // Their download is gone with them.
    expect(fs.existsSync(zipPath)).toBe(false)
    // Signed out, and the login no longer works.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/customer/privacy',
      headers: bearer(person.token),
    })
    expect(after.statusCode).toBe(401)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: person.email, password: person.password },
    })
    expect(login.statusCode, login.body).toBe(401)
    // The staff's orders export no longer names them.
    const owner = await insertStaffMember(t.db, 'owner')
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv',
      headers: bearer(owner.token),
    })
    expect(csv.statusCode, csv.body).toBe(200)
    for (const v of [person.email, person.first, person.last, person.phone]) expect(csv.body).not.toContain(v)
    // The staff queue shows the request answered, with its due date and what was done.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/privacy/requests',
      headers: bearer(owner.token),
    })
    expect(queue.statusCode, queue.body).toBe(200)
    const erasure = (
      queue.json().data as {
        user_id: number
        kind: string
        status: string
        due_on: string
        outcome: string
      }[]
    ).find((r) => r.user_id === person.id && r.kind === 'erasure')
    expect(erasure?.status).toBe('done')
    expect(erasure?.outcome).toMatch(/order/)
    expect(erasure!.due_on > nowIso().slice(0, 10)).toBe(true)
    // No log line of the whole file names the person.
    const log = logLines.join('\n').toLowerCase()
    for (const v of [person.email, person.first, person.last, person.phone])
      expect(log).not.toContain(v.toLowerCase())
  })
})
