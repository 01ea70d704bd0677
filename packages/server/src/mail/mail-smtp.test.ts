import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, type SignedUp } from '../../test/account-fixtures'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../../test/fixtures'
import { createTestDatabase, type TestDatabase } from '../../test/helper'
import { pdfText as pdfTextOf } from '../../test/pdf-text'
import { buildApp } from '../app'
import { runShopCommand, UsageError } from '../cli/shop-commands'
import { loadConfig } from '../config'
import { placeOrder } from '../domains/checkout/checkout.service'
import { changeOrderStatus } from '../domains/orders/order-lifecycle.service'
import { sendOrderConfirmation, writeInvoice } from '../domains/orders/order-documents.service'
import { SANDBOX_CARDS } from '../domains/payments/sandbox-gateway'
import { serviceContext, type ServiceContext } from '../lib/service-context'

// Every mail the shop sends goes out through nodemailer to a real SMTP server on a local port, as
// one multipart/alternative message: a plain-text part and an HTML part from the same template.

interface Received {
  to: string[]
  raw: string
}

const received: Received[] = []
const sink = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = []
  const text = body.replace(/=\r?\n/g, '')
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The message's top content type and its decoded text/plain and text/html parts. */
function mimeParts(raw: string): { type: string; text: string; html: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const type = /^Content-Type:\s*([^;\r\n]+)/im.exec(head)?.[1] ?? ''
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(head)?.[1]
  const parts: Record<string, string> = {}
  if (boundary) {
    for (const part of rest.join('\n\n').split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/)
      if (split < 0) continue
      const headers = part.slice(0, split)
      const body = part.slice(split).trim()
      const partType = /Content-Type:\s*([^;\r\n]+)/i.exec(headers)?.[1]
      const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase()
      if (!partType) continue
      parts[partType] =
        encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : encoding === 'base64'
            ? Buffer.from(body, 'base64').toString('utf8')
            : body
    }
  }
  return { type, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' }
}

function pdfText(file: string): string {
  return pdfTextOf(fs.readFileSync(file))
}

let testDb: TestDatabase
let app: FastifyInstance
let ctx: ServiceContext
let mediaDir: string
const logLines: string[] = []
let user: SignedUp

const lastMailTo = (email: string) => {
  const mail = received.filter((m) => m.to.includes(email)).at(-1)
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail
}

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  const { port } = sink.server.address() as AddressInfo
  testDb = await createTestDatabase()
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATABASE_URL: testDb.url,
    MEDIA_DIR: mediaDir,
    WEB_DIST_DIR: path.join(mediaDir, 'none'),
    PUBLIC_URL: 'https://shop.example.bm',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    RATE_LIMIT_PER_MINUTE: '1000',
  })
  app = await buildApp(config, { db: testDb.db, logStream: { write: (line) => void logLines.push(line) } })
  await app.ready()
  ctx = serviceContext(app)
  user = await signUp(app)
})

afterAll(async () => {
  await app.close()
  await testDb.destroy()
  fs.rmSync(mediaDir, { recursive: true, force: true })
  await new Promise<void>((resolve) => sink.close(() => resolve()))
})

describe('password reset mail', () => {
  it('has a text and an HTML part with the code, and the code is neither logged nor kept', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/send-otp-mail',
      payload: { email: user.email },
    })
    expect(res.statusCode).toBe(200)
    const mail = lastMailTo(user.email)
    const { type, text, html } = mimeParts(mail.raw)
    expect(type).toBe('multipart/alternative')
    const code = /reset code is (\d{6})\./.exec(text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(html).toContain(`Your password reset code is ${code}.`)
    expect(html).toContain('src="https://shop.example.bm/mail-logo.png"')
    expect(html).toContain('href="https://shop.example.bm/forget-password"')
    expect(text).toContain('https://shop.example.bm/forget-password')

    expect(logLines.join('\n')).not.toContain(code!)
    const row = await testDb.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(row.sent_at).not.toBeNull()
    expect(`${row.text_body}${row.html_body}`).not.toContain(code!)
    expect(row.html_body).toContain('[redacted]')
  })
})

describe('contact message mail', () => {
  it('shows the visitor’s words as text in the HTML part, never as markup', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '4415550199',
        message: 'Do you stock <b>gauze</b>?',
      },
    })
    expect(res.statusCode).toBe(201)
    const mail = lastMailTo(ctx.config.shop.email)
    expect(mail.raw).toMatch(/^Reply-To: grace@example\.com/im)
    const { type, text, html } = mimeParts(mail.raw)
    expect(type).toBe('multipart/alternative')
    expect(text).toContain('Do you stock <b>gauze</b>?')
    expect(html).toContain('Do you stock &lt;b&gt;gauze&lt;/b&gt;?')
    expect(html).not.toContain('<b>gauze</b>')
  })
})

describe('order mails and the invoice, dated in Bermuda', () => {
  let orderId: number
  let orderNo: string
  let buyer: Awaited<ReturnType<typeof insertCustomer>>

  beforeAll(async () => {
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    const product = await insertProduct(testDb.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 123450,
      quantity: 5,
    })
    buyer = await insertCustomer(testDb.db)
    const { data } = await placeOrder(
      ctx,
      { id: buyer.id, email: buyer.email, first_name: 'Test', tokenId: 0 },
      {
        items: [{ id: product.id, qty: 1, price: 1234.5 }],
        subTotal: 1234.5,
        couponDiscount: 0,
        couponCode: null,
        shippingCharge: 0,
        taxAmount: 0,
        total: 1234.5,
        pickupOrder: true,
        paymentToken: await cardToken(app, SANDBOX_CARDS.approved),
        saveCard: false,
      },
      'payment',
      'mail-test-order',
      { limits: app.limits, log: app.log, ip: '127.0.0.1' },
    )
    orderNo = data.orderNumber
    // The app's documents runner, woken by the order, writes its mail and invoice now: let it finish,
    // or its invoice file can be half-written when a test below writes and reads the same file.
    await app.orderDocuments.idle()
    const row = await testDb.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
    orderId = row.id
  })

  const placedAt = (iso: string) =>
    testDb.db.kysely.updateTable('orders').set({ created_at: iso }).where('id', '=', orderId).execute()

  it('dates an order placed at 21:30 on 31 December in Bermuda (01:30 UTC, 1 January) 31-12 in the confirmation', async () => {
    await placedAt('2027-01-01T01:30:00.000Z')
    await sendOrderConfirmation(ctx, orderId)
    const { type, text, html } = mimeParts(lastMailTo(buyer.email).raw)
    expect(type).toBe('multipart/alternative')
    for (const part of [text, html]) {
      expect(part).toContain(`Thank you for your order ${orderNo} of 31-12-2026.`)
      expect(part).toContain('US $1,234.50')
      expect(part).not.toContain('01-01-2027')
    }
    // The order summary table, the logo and links back to the shop.
    expect(html).toMatch(/<th[^>]*>Unit price<\/th>/)
    expect(html).toContain('src="https://shop.example.bm/mail-logo.png"')
    expect(html).toContain('href="https://shop.example.bm/dashboard/order"')
    expect(text).toMatch(/Total\s+US \$1,234\.50/)
    expect(text).toContain('https://shop.example.bm/dashboard/order')
  })

  it('dates the invoice the same way', async () => {
    await placedAt('2027-01-01T01:30:00.000Z')
    const text = pdfText(path.join(ctx.config.privateDir, await writeInvoice(ctx, orderId)))
    expect(text).toContain('Date: 31-12-2026')
    expect(text).toContain('US $1,234.50')
  })

  it('follows daylight-saving time: 21:30 ADT on 14 July (00:30 UTC on the 15th) is dated 14-07 in the status mail', async () => {
    await placedAt('2026-07-15T00:30:00.000Z')
    const change = await changeOrderStatus(ctx, orderNo, 'Processing')
    expect(change.mailed).toBe(true)
    const { type, text, html } = mimeParts(lastMailTo(buyer.email).raw)
    expect(type).toBe('multipart/alternative')
    for (const part of [text, html]) {
      expect(part).toContain(`Your order ${orderNo} of 14-07-2026 is now: Preparing.`)
      // A pickup order has no courier, so no tracking id.
      expect(part).not.toContain(change.verifyCode)
    }
    expect(html).toContain('href="https://shop.example.bm/dashboard/order"')
  })

  it('tells the customer of a cancellation and the refund, with the amount', async () => {
    const change = await changeOrderStatus(ctx, orderNo, 'Cancelled')
    expect(change.refund).toBe('refunded')
    const { text, html } = mimeParts(lastMailTo(buyer.email).raw)
    for (const part of [text, html]) {
      expect(part).toContain('is now: Cancelled.')
      expect(part).toContain('US $1,234.50 has been refunded to your card.')
    }
  })

  it('is previewed by the staff command from the real order, written to the file it prints', async () => {
    const out = path.join(mediaDir, 'preview', 'confirmation.html')
    const printed: string[] = []
    await runShopCommand(ctx, ['mail-preview', 'order-confirmation', '--order', orderNo, '--out', out], (l) =>
      printed.push(l),
    )
    expect(printed).toEqual([`HTML: ${out}`, `Text: ${out.replace(/\.html$/, '.txt')}`])
    const html = fs.readFileSync(out, 'utf8')
    expect(html).toContain(`Thank you for your order ${orderNo} of 14-07-2026.`)
    expect(html).toContain('US $1,234.50')
    expect(fs.readFileSync(out.replace(/\.html$/, '.txt'), 'utf8')).toMatch(/Total\s+US \$1,234\.50/)
  })
})

describe('mail-preview', () => {
  it('renders every template without an order, and names the templates for an unknown one', async () => {
    for (const name of [
      'order-confirmation',
      'order-status',
      'password-reset',
      'login-code',
      'contact-message',
      'back-in-stock',
      'forgotten-cart',
      'return-update',
    ]) {
      const out = path.join(mediaDir, 'preview', `${name}.html`)
      await runShopCommand(ctx, ['mail-preview', name, '--out', out], () => {})
      expect(fs.readFileSync(out, 'utf8')).toMatch(/^<!DOCTYPE html/)
      expect(fs.readFileSync(out.replace(/\.html$/, '.txt'), 'utf8')).toContain(ctx.config.shop.name)
    }
    await expect(runShopCommand(ctx, ['mail-preview', 'newsletter'], () => {})).rejects.toThrow(UsageError)
    await expect(runShopCommand(ctx, ['mail-preview', 'newsletter'], () => {})).rejects.toThrow(
      /Unknown template newsletter: one of password-reset, login-code, password-changed, order-confirmation, order-status, contact-message, back-in-stock, forgotten-cart, return-update\./,
    )
  })
})
