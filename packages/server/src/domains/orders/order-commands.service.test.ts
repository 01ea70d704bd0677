import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import {
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { runShopCommand } from '../../cli/shop-commands'
import { AppError } from '../../errors'
import { serviceContext, type ServiceContext } from '../../lib/service-context'
import { quoteCoupon, quoteShipping } from '../checkout/order-quote.service'
import { placeOrder } from '../checkout/checkout.service'
import { listCoupons, saveCoupon, saveShippingRate } from '../../cli/coupons-and-rates-in-dollars'
import { GatewayUnavailableError, type PaymentGateway } from '../payments/gateway'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'
import { listOrders, regenerateInvoice, settlePendingOrders } from './order-commands.service'
import { changeOrderStatus } from './order-lifecycle.service'
import { createFileStore } from '../../lib/file-store'

let t: TestApp
let ctx: ServiceContext
let customer: Awaited<ReturnType<typeof insertCustomer>>
let categoryId: number
let brandId: number
let keys = 0

const user = () => ({ id: customer.id, email: customer.email, first_name: 'Test', tokenId: 0 })

async function newProduct(quantity = 10) {
  return insertProduct(t.db, { categoryId, brandId, sellingPriceCents: 2000, quantity })
}

async function stockUsed(productId: number) {
  return (
    await t.db.kysely
      .selectFrom('products')
      .select('quantity_used')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).quantity_used
}

async function order(orderNo: string) {
  return t.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
}

const guard = () => ({ limits: t.app.limits, log: t.app.log, ip: '127.0.0.1' })

/** Places a pickup order of `qty` units at US $20.00 through the checkout service with the given context. */
async function buy(productId: number, qty: number, context: ServiceContext = ctx) {
  const total = 20 * qty
  return placeOrder(
    context,
    user(),
    {
      items: [{ id: productId, qty, price: 20 }],
      subTotal: total,
      couponDiscount: 0,
      couponCode: null,
      shippingCharge: 0,
      taxAmount: 0,
      total,
      pickupOrder: true,
      paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved),
      saveCard: false,
    },
    'payment',
    `admin-test-${++keys}`,
    guard(),
  )
}

/** A gateway whose answer is lost: it charges (or not) and then the call fails, as in a crash or timeout. */
function losingGateway(charge: boolean): PaymentGateway {
  return {
    ...ctx.gateway,
    async createIntent(request) {
      if (charge) await ctx.gateway.createIntent(request)
      throw new GatewayUnavailableError('timed out')
    },
  }
}

async function expectRefusal(promise: Promise<unknown>, status: number, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  expect((error as AppError).status).toBe(status)
  expect((error as AppError).message).toMatch(message)
}

beforeAll(async () => {
  t = await buildTestApp()
  ctx = serviceContext(t.app)
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
  customer = await insertCustomer(t.db)
})

describe('changeOrderStatus', () => {
  it('moves a paid order forward, adding a tracking entry and mailing the customer each time', async () => {
    const p = await newProduct()
    const { data } = await buy(p.id, 1)
    const processing = await changeOrderStatus(ctx, data.orderNumber, 'Processing')
    expect(processing).toMatchObject({ from: 'Pending', to: 'Processing', mailed: true })
    const o = await order(data.orderNumber)
    // A pickup order is never shipped: its next step reads 'Ready for pickup'.
    await expectRefusal(
      changeOrderStatus(ctx, data.orderNumber, 'Shipped'),
      409,
      /pickup order; it is never Shipped/,
    )
    await changeOrderStatus(ctx, String(o.id), 'Out for Delivery', 'Counter 2, ask for Sam.')
    const tracking = await t.db.kysely
      .selectFrom('order_tracking')
      .selectAll()
      .where('order_id', '=', o.id)
      .orderBy('id')
      .execute()
    expect(tracking.map((e) => [e.status, e.notes])).toEqual([
      ['Pending', 'Order placed and payment received.'],
      ['Processing', 'Your order is being prepared.'],
      ['Out for Delivery', 'Counter 2, ask for Sam.'],
    ])
    expect(new Set(tracking.map((e) => e.verify_code)).size).toBe(3)
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', customer.email)
      .execute()
    expect(mail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Order ${data.orderNumber}: Preparing`,
        `Order ${data.orderNumber}: Ready for pickup`,
      ]),
    )
    const ready = mail.find((m) => m.subject.endsWith('Ready for pickup'))!
    expect(ready.text_body).not.toContain('Tracking id')
    expect(ready.text_body).toMatch(/Opening hours\s+Monday to Friday 8:30 am/)
    await expectRefusal(changeOrderStatus(ctx, data.orderNumber, 'Pending'), 409, /cannot go back/)
    await expectRefusal(changeOrderStatus(ctx, data.orderNumber, 'Lost'), 400, /Status must be one of/)
    await expectRefusal(changeOrderStatus(ctx, 'BMU-1999-999999', 'Shipped'), 404, /No order/)
  })

  it('cancels once: stock and card payment given back, then no further change', async () => {
    const p = await newProduct(5)
    const { data } = await buy(p.id, 3)
    expect(await stockUsed(p.id)).toBe(3)
    const change = await changeOrderStatus(ctx, data.orderNumber, 'Cancelled')
    expect(change.refund).toBe('refunded')
    expect(await stockUsed(p.id)).toBe(0)
    const o = await order(data.orderNumber)
    expect(o).toMatchObject({ order_status: 'Cancelled', payment_status: 'refunded' })
    const ledger = await t.db.kysely
      .selectFrom('sandbox_payments')
      .select('status')
      .where('transaction_id', '=', o.transaction_id!)
      .executeTakeFirstOrThrow()
    expect(ledger.status).toBe('refunded')
    await expectRefusal(changeOrderStatus(ctx, data.orderNumber, 'Cancelled'), 409, /not a paid order/)
    expect(await stockUsed(p.id)).toBe(0)
  })

  it('refuses to cancel once an order is out for delivery', async () => {
    const p = await newProduct()
    const { data } = await buy(p.id, 1)
    await changeOrderStatus(ctx, data.orderNumber, 'Out for Delivery')
    await expectRefusal(
      changeOrderStatus(ctx, data.orderNumber, 'Cancelled'),
      409,
      /only before Out for Delivery/,
    )
    expect(await stockUsed(p.id)).toBe(1)
  })
})

describe('settlePendingOrders', () => {
  it('leaves an order pending (stock held, 503) when the gateway cannot be reached', async () => {
    const p = await newProduct()
    await expectRefusal(
      buy(p.id, 2, { ...ctx, gateway: losingGateway(false) }),
      503,
      /could not reach the payment service/,
    )
    expect(await stockUsed(p.id)).toBe(2)
    expect((await listOrders(ctx, { payment: 'pending' })).length).toBeGreaterThan(0)
  })

  it('marks charged orders paid and uncharged ones failed with their stock back; recent ones wait', async () => {
    await settlePendingOrders(ctx, { olderThanMinutes: 0 })
    const charged = await newProduct()
    const uncharged = await newProduct()
    await expectRefusal(buy(charged.id, 2, { ...ctx, gateway: losingGateway(true) }), 503, /payment service/)
    await expectRefusal(
      buy(uncharged.id, 3, { ...ctx, gateway: losingGateway(false) }),
      503,
      /payment service/,
    )
    expect(await settlePendingOrders(ctx, { olderThanMinutes: 10 })).toEqual({
      paid: [],
      failed: [],
      unknown: [],
      invoices: [],
    })

    const report = await settlePendingOrders(ctx, { olderThanMinutes: 0 })
    expect(report.paid).toHaveLength(1)
    expect(report.failed).toHaveLength(1)
    const paid = await order(report.paid[0]!)
    expect(paid).toMatchObject({ payment_status: 'paid', card_last4: '1111' })
    expect(paid.invoice_pdf).toMatch(/^invoices\//)
    expect(await stockUsed(charged.id)).toBe(2)
    const failed = await order(report.failed[0]!)
    expect(failed).toMatchObject({
      payment_status: 'failed',
      payment_error: 'The payment was not completed.',
    })
    expect(await stockUsed(uncharged.id)).toBe(0)
    expect(await listOrders(ctx, { payment: 'pending' })).toEqual([])
    // Settling again changes nothing: stock is given back once.
    expect(await settlePendingOrders(ctx, { olderThanMinutes: 0 })).toEqual({
      paid: [],
      failed: [],
      unknown: [],
      invoices: [],
    })
    expect(await stockUsed(uncharged.id)).toBe(0)
  })
})

describe('invoices', () => {
  it('keeps a paid order when its invoice cannot be written; settle and the invoice command write it later', async () => {
    const p = await newProduct()
    const blocked = path.join(t.privateDir, 'not-a-dir')
    fs.writeFileSync(blocked, 'a file where the private directory should be')
    const files = createFileStore({ kind: 'local', mediaDir: t.mediaDir, privateDir: blocked })
    const { data } = await buy(p.id, 1, { ...ctx, files })
    const o = await order(data.orderNumber)
    expect(o.payment_status).toBe('paid')
    expect(o.invoice_pdf).toBeNull()
    const report = await settlePendingOrders(ctx, { olderThanMinutes: 0 })
    expect(report.invoices).toEqual([data.orderNumber])
    expect((await order(data.orderNumber)).invoice_pdf).toMatch(/^invoices\/[0-9a-f]{32}\.pdf$/)
    // The app's own documents runner may still be writing the order's invoice (the order asked
    // it to): let it finish, or its file would replace the one the command writes next.
    await t.app.orderDocuments.idle()
    const first = await regenerateInvoice(ctx, data.orderNumber)
    expect((await order(data.orderNumber)).invoice_pdf).toBe(first)
    const file = path.join(t.privateDir, first)
    expect(fs.existsSync(file)).toBe(true)
    await regenerateInvoice(ctx, data.orderNumber)
    const second = (await order(data.orderNumber)).invoice_pdf!
    expect(second).not.toBe(first)
    expect(fs.existsSync(file)).toBe(false)
  })
})

describe('coupons and shipping rates', () => {
  it('adds and changes coupons, which the coupon call then honours', async () => {
    await saveCoupon(t.db, { code: 'staff20', type: 'percent', value: 20, minAmount: 50 })
    expect((await quoteCoupon(t.db, 'STAFF20', 6000, null, guard())).discount).toBe(12)
    await saveCoupon(t.db, { code: 'STAFF20', type: 'fixed', value: 7.5, minAmount: 0 })
    expect((await listCoupons(t.db)).find((c) => c.code === 'STAFF20')).toMatchObject({
      type: 'fixed',
      value: 7.5,
    })
    expect((await quoteCoupon(t.db, 'staff20', 1000, null, guard())).discount).toBe(7.5)
    await expect(saveCoupon(t.db, { code: 'BAD', type: 'percent', value: 150 })).rejects.toThrow(
      /whole percent/,
    )
    await expect(saveCoupon(t.db, { code: 'BAD', type: 'fixed', value: 1.234 })).rejects.toThrow(
      /two decimals/,
    )
  })

  it('adds and changes shipping rates, which the shipping call then uses', async () => {
    await insertShippingRate(t.db, 'Bermuda', 1500, null)
    await saveShippingRate(t.db, { country: 'bermuda', rate: 12.5, freeOver: 80 })
    expect(await quoteShipping(t.db, 'Bermuda', 7999)).toEqual({ amount: 12.5 })
    expect(await quoteShipping(t.db, 'Bermuda', 8000)).toEqual({ amount: 0 })
    await saveShippingRate(t.db, { country: 'Canada', rate: 40 })
    expect(await quoteShipping(t.db, 'Canada', 1_000_000)).toEqual({ amount: 40 })
  })
})

describe('npm run shop', () => {
  it('runs commands through the services and prints their result', async () => {
    const lines: string[] = []
    const print = (l: string) => void lines.push(l)
    await runShopCommand(
      ctx,
      ['shipping-rate', 'United', 'Kingdom', '--rate', '55', '--free-over', 'none'],
      print,
    )
    await runShopCommand(
      ctx,
      ['coupon', 'cli10', '--type', 'percent', '--value', '10', '--max-uses', '3'],
      print,
    )
    await runShopCommand(ctx, ['coupon', 'CLI10', '--inactive'], print)
    const p = await newProduct()
    const { data } = await buy(p.id, 1)
    await runShopCommand(ctx, ['status', data.orderNumber, 'out-for-delivery'], print)
    await runShopCommand(ctx, ['orders', '--status', 'Out for Delivery'], print)
    expect(lines).toEqual(
      expect.arrayContaining([
        'Shipping to United Kingdom: US $55.00.',
        'Added coupon CLI10.',
        'Changed coupon CLI10.',
        expect.stringMatching(
          new RegExp(`^${data.orderNumber}: Pending -> Out for Delivery \\(tracking id TRK-`),
        ),
        expect.stringContaining(`${data.orderNumber}\t`),
      ]),
    )
    expect((await listCoupons(t.db)).find((c) => c.code === 'CLI10')).toMatchObject({
      active: false,
      max_uses: 3,
      value: 10,
    })
    await expect(runShopCommand(ctx, ['frobnicate'], print)).rejects.toThrow(/Unknown command/)
  })
})
