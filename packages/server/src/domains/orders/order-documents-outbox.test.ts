import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
import { produceDueOrderDocuments } from './order-documents-outbox'

// A paid order is answered before its invoice and confirmation mail exist; they follow moments
// later, and a crash between the answer and the documents loses neither.

/** A real SMTP server that takes each message but holds its acknowledgement until released. */
const held: (() => void)[] = []
const slowSmtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined)
    stream.on('end', () => held.push(() => callback()))
  },
})
const release = () => held.splice(0).forEach((ack) => ack())

let t: TestApp
let product: { id: number }
let customer: Awaited<ReturnType<typeof insertCustomer>>

beforeAll(async () => {
  await new Promise<void>((resolve) => slowSmtp.listen(0, '127.0.0.1', resolve))
  const port = (slowSmtp.server.address() as AddressInfo).port
  t = await buildTestApp({ ALLOW_SANDBOX_GATEWAY: 'true', SMTP_URL: `smtp://127.0.0.1:${port}` })
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  product = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, sellingPriceCents: 1250 })
  await insertShippingRate(t.db, 'Bermuda', 1500, null)
  customer = await insertCustomer(t.db)
})

afterAll(async () => {
  release()
  await new Promise<void>((resolve) => slowSmtp.close(() => resolve()))
})

async function checkout() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${customer.token}` },
    payload: cardCheckoutBody([{ id: product.id, qty: 1, price: 12.5 }], 15, await cardToken(t.app)),
  })
  expect(res.statusCode, res.body).toBe(200)
  const orderNo = (res.json() as { data: { orderNumber: string } }).data.orderNumber
  return t.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
}

const due = (orderId: number) =>
  t.db.kysely.selectFrom('order_documents_due').selectAll().where('order_id', '=', orderId).executeTakeFirst()
const confirmations = (orderNo: string) =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().where('subject', '=', `Your order ${orderNo}`).execute()
const reload = (orderId: number) =>
  t.db.kysely.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()

describe('order documents', () => {
  it('answer a paid order while its mail is still on its way, and are done once the mail server accepts', async () => {
    const order = await checkout()
    // Answered: paid, while the SMTP server still holds the confirmation.
    expect(order.payment_status).toBe('paid')
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1)
    expect(await due(order.id)).toBeDefined()

    release()
    await t.app.orderDocuments.idle()
    expect(await due(order.id)).toBeUndefined()
    const mails = await confirmations(order.order_no)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.sent_at).not.toBeNull()
    expect((await reload(order.id)).invoice_pdf).toMatch(/^invoices\//)
  })

  it('lose nothing in a crash between the answer and the documents: the job produces them', async () => {
    // The process "dies" right after answering: its worker never runs.
    await t.app.orderDocuments.stop()
    const order = await checkout()
    expect(order.payment_status).toBe('paid')
    expect(order.invoice_pdf).toBeNull()
    expect(await due(order.id)).toMatchObject({ attempts: 0 })
    expect(await confirmations(order.order_no)).toHaveLength(0)

    // After the restart the order-documents job finds them.
    const run = t.app.jobs.runNow('order-documents')
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1)
    release()
    expect(await run).toBe(`produced: ${order.id}; postponed: none`)
    expect((await reload(order.id)).invoice_pdf).toMatch(/^invoices\//)
    expect(await confirmations(order.order_no)).toHaveLength(1)
    expect(await due(order.id)).toBeUndefined()
  })

  it('wait for a worker that died holding them until its lease is over', async () => {
    const order = await checkout()
    const now = new Date()
    // A worker took them a moment ago and died.
    await t.db.kysely
      .updateTable('order_documents_due')
      .set({ locked_until: new Date(now.getTime() + 60_000).toISOString(), attempts: 1 })
      .where('order_id', '=', order.id)
      .execute()
    const ctx = serviceContext(t.app)
    expect(await produceDueOrderDocuments(ctx, now)).toEqual({ produced: [], postponed: [] })
    const later = produceDueOrderDocuments(ctx, new Date(now.getTime() + 61_000))
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1)
    release()
    expect(await later).toEqual({ produced: [order.id], postponed: [] })
  })

  it('try a failed invoice again later, with the mail waiting for it', async () => {
    const order = await checkout()
    // The private folder cannot be written: a file stands where the invoices folder goes.
    const invoices = path.join(t.privateDir, 'invoices')
    fs.rmSync(invoices, { recursive: true, force: true })
    fs.writeFileSync(invoices, 'not a folder')
    try {
      const now = new Date()
      expect(await produceDueOrderDocuments(serviceContext(t.app), now)).toEqual({
        produced: [],
        postponed: [order.id],
      })
      const row = await due(order.id)
      expect(row).toMatchObject({ attempts: 1, locked_until: null })
      expect(row!.last_error).toBeTruthy()
      expect(row!.due_at).toBe(new Date(now.getTime() + 30_000).toISOString())
      expect(await confirmations(order.order_no)).toHaveLength(0)
    } finally {
      fs.rmSync(invoices, { force: true })
    }
  })
})
