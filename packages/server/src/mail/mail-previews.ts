import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { RESET_CODE_TTL_MINUTES, LOGIN_CODE_TTL_MINUTES, type OrderStatus } from '@shop/shared/constants'
import { formatDate, formatMoney } from '@shop/shared/format'
import { orderStatusLabel } from '@shop/shared/order-status'
import { cardShareCents } from '@shop/shared/refunds'
import { notFound } from '../errors'
import type { ServiceContext } from '../lib/service-context'
import { orderConfirmationMail } from '../domains/orders/order-documents.service'
import * as ordersRepo from '../domains/orders/orders.repository'
import { carrierTrackingId } from '../domains/orders/tracking-code'
import { mailShop } from './mail-layout'
import { MAIL_TEMPLATE_NAMES, mails, type MailTemplateName } from './mails'
import type { RenderedMail } from './render-mail'
import type { OrderSummary } from './templates'

export function isMailTemplateName(name: string): name is MailTemplateName {
  return (MAIL_TEMPLATE_NAMES as string[]).includes(name)
}

/** A made-up order for previews when no real one is named: clearly an example, with a four-figure total. */
function exampleOrder(ctx: ServiceContext): OrderSummary {
  const zone = ctx.config.shop.timeZone
  return {
    orderNo: 'BMU-EXAMPLE-000001',
    placedOn: formatDate(new Date(), zone),
    preOrder: false,
    lines: [
      {
        name: 'Example digital blood pressure monitor',
        quantity: 2,
        unitPrice: formatMoney(4999),
        lineTotal: formatMoney(9998),
      },
      {
        name: 'Example hospital bed, electric',
        detail: 'Subscribe & Save, every 3 months',
        quantity: 1,
        unitPrice: formatMoney(124550),
        lineTotal: formatMoney(124550),
      },
    ],
    totals: [
      ['Subtotal', formatMoney(134548)],
      ['Shipping', formatMoney(0)],
      ['Tax', formatMoney(0)],
      ['Total', formatMoney(134548)],
    ],
    delivery: {
      label: 'Ship to',
      lines: ['Example Customer', '1 Front Street', 'Hamilton, HM 12', 'Bermuda'],
    },
  }
}

async function findOrder(ctx: ServiceContext, ref: string) {
  const order = await ordersRepo.findOrderByRef(ctx.db.kysely, ref)
  if (!order) throw notFound(`No order ${ref}.`)
  return order
}

/**
 * One template rendered as the shop would send it. Order mails use the named order (id or number)
 * from the configured database, or an example order; the other mails use example values.
 */
export async function renderPreview(
  ctx: ServiceContext,
  name: MailTemplateName,
  opts: { order?: string } = {},
): Promise<RenderedMail> {
  const shop = mailShop(ctx.config)
  switch (name) {
    case 'order-confirmation':
      if (opts.order) {
        const { html, text } = await orderConfirmationMail(ctx, (await findOrder(ctx, opts.order)).id)
        return { html, text }
      }
      return mails['order-confirmation']({ shop, firstName: 'Example', order: exampleOrder(ctx) })
    case 'order-status': {
      if (opts.order) {
        const order = await findOrder(ctx, opts.order)
        const tracking = await ordersRepo.findTrackingEntries(ctx.db.kysely, order.id)
        const last = tracking.at(-1)
        return mails['order-status']({
          shop,
          orderNo: order.order_no,
          placedOn: formatDate(order.created_at, ctx.config.shop.timeZone),
          status: orderStatusLabel(
            (order.order_status ?? 'Pending') as OrderStatus,
            Boolean(order.pickup_order),
          ),
          note: last?.notes,
          trackingId: last ? carrierTrackingId(last, Boolean(order.pickup_order)) : null,
          total: formatMoney(order.grand_total_cents),
          refunded:
            order.payment_status === 'refunded'
              ? formatMoney(
                  cardShareCents({
                    grandTotalCents: order.grand_total_cents,
                    storeCreditCents: order.store_credit_cents,
                  }),
                )
              : undefined,
          creditReturned:
            order.order_status === 'Cancelled' && order.store_credit_cents > 0
              ? formatMoney(order.store_credit_cents)
              : undefined,
        })
      }
      const example = exampleOrder(ctx)
      return mails['order-status']({
        shop,
        orderNo: example.orderNo,
        placedOn: example.placedOn,
        status: 'Cancelled',
        note: 'Your order has been cancelled.',
        trackingId: null,
        total: formatMoney(134548),
        refunded: formatMoney(134548),
      })
    }
    case 'password-reset':
      return mails['password-reset']({
        shop,
        firstName: 'Example',
        code: '123456',
        validMinutes: RESET_CODE_TTL_MINUTES,
      })
    case 'login-code':
      return mails['login-code']({
        shop,
        firstName: 'Example',
        code: '123456',
        validMinutes: LOGIN_CODE_TTL_MINUTES,
      })
    case 'password-changed':
      return mails['password-changed']({
        shop,
        firstName: 'Example',
        changedAt: '26-11-2026 14:05',
        how: 'changed',
      })
    case 'contact-message':
      return mails['contact-message']({
        shop,
        name: 'Example Visitor',
        email: 'visitor@example.com',
        phone: '+1 441 555 0100',
        message: 'Do you deliver to St. George’s?\nI need a wheelchair by Friday.',
      })
    case 'back-in-stock':
      return mails['back-in-stock']({
        shop,
        productName: 'Pulse Oximeter',
        productUrl: `${shop.url}/product-detail/pulse-oximeter`,
        orderNo: opts.order ? (await findOrder(ctx, opts.order)).order_no : undefined,
      })
    case 'forgotten-cart':
      return mails['forgotten-cart']({
        shop,
        firstName: 'Example',
        lines: [{ name: 'Nitrile Gloves, Box of 100', quantity: 2, unitPrice: 'US $12.50', preOrder: false }],
        cartUrl: `${shop.url}/cart`,
        unsubscribeUrl: `${shop.url}/api/cart-reminders/unsubscribe?user=1&sig=example`,
      })
    case 'return-update':
      return mails['return-update']({
        shop,
        returnNo: 'RET-000001',
        orderNo: 'BMU-2026-000001',
        heading: 'Your return is approved',
        message: 'we approved the return of 1 × Nitrile Gloves, Box of 100.',
        instructions:
          'Drop the items off at our Hamilton store with the return number RET-000001 on the parcel.',
      })
  }
}

/** Writes the HTML and text parts next to each other; returns the two paths. */
export function writePreview(
  mail: RenderedMail,
  name: string,
  out = path.join(os.tmpdir(), `mail-preview-${name}.html`),
): { html: string; text: string } {
  const html = path.resolve(out)
  const text = html.replace(/\.html?$/i, '') + '.txt'
  fs.mkdirSync(path.dirname(html), { recursive: true })
  fs.writeFileSync(html, mail.html)
  fs.writeFileSync(text, mail.text)
  return { html, text }
}
