import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { formatDayMonthYear } from '@shop/shared/format'
import { formatMoney } from '@shop/shared/money'
import PDFDocument from 'pdfkit'
import type { ServiceContext } from '../../lib/service-context'
import * as repo from './orders.repository'
import { invoiceFile, invoicePagePath } from './invoice-links'

type OrderForDocuments = NonNullable<Awaited<ReturnType<typeof repo.findOrderWithCustomer>>>

const ADDRESS_FIELDS = [
  'flat_apartment',
  'apartment_flat',
  'address',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
] as const

/** An address kept as JSON text, as lines for the invoice and mail. */
export function addressLines(json: string | null): string[] {
  if (!json) return []
  let a: Record<string, unknown>
  try {
    a = JSON.parse(json) as Record<string, unknown>
  } catch {
    return [json]
  }
  if (typeof a !== 'object' || a === null) return [String(a)]
  const name = [a.first_name, a.middle_name, a.last_name].filter((v) => typeof v === 'string' && v).join(' ')
  const parts = ADDRESS_FIELDS.map((f) => a[f]).filter(
    (v): v is string => typeof v === 'string' && v.length > 0,
  )
  const contact = [a.phone, a.email].filter((v): v is string => typeof v === 'string' && v.length > 0)
  return [name, ...parts, contact.join('  ')].filter(Boolean)
}

async function loadOrder(ctx: ServiceContext, orderId: number) {
  const order = await repo.findOrderWithCustomer(ctx.db.kysely, orderId)
  if (!order) throw new Error(`order ${orderId} not found`)
  const items = await repo.findOrderItems(ctx.db.kysely, [orderId])
  return { order, items }
}

function totalsLines(order: OrderForDocuments): [string, string][] {
  const lines: [string, string][] = [['Subtotal', formatMoney(order.sub_total_cents)]]
  if (order.coupon_discount_cents > 0) {
    lines.push([`Coupon ${order.coupon_code ?? ''}`.trim(), `-${formatMoney(order.coupon_discount_cents)}`])
  }
  lines.push([
    order.pickup_order ? 'Shipping (pickup)' : 'Shipping',
    formatMoney(order.shipping_charge_cents),
  ])
  lines.push(['Tax', formatMoney(order.tax_cents)])
  lines.push(['Total', formatMoney(order.grand_total_cents)])
  return lines
}

/**
 * Writes the order's invoice PDF under PRIVATE_DIR/invoices (never the public media folder: it
 * holds the customer's address and the medical items bought) with a random name, records it in
 * orders.invoice_pdf and returns the file's path. Running it again makes a fresh file and removes
 * the old one (the staff command's regenerate).
 */
export async function writeInvoice(ctx: ServiceContext, orderId: number): Promise<string> {
  const { order, items } = await loadOrder(ctx, orderId)
  const name = `invoices/${randomBytes(16).toString('hex')}.pdf`
  const file = invoiceFile(ctx.config, name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const tmp = `${file}.tmp`
  const shop = ctx.config.shop

  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${order.order_no}` } })
  const out = fs.createWriteStream(tmp)
  const written = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve)
    out.on('error', reject)
    doc.on('error', reject)
  })
  doc.pipe(out)
  doc.fontSize(18).text(shop.name)
  doc.fontSize(9).fillColor('#333333').text(shop.hqAddress).text(`${shop.email}  ${shop.phone}`)
  doc.moveDown()
  doc.fillColor('#000000').fontSize(16).text('INVOICE')
  doc.fontSize(10)
  doc.text(`Order number: ${order.order_no}`)
  doc.text(`Date: ${formatDayMonthYear(order.created_at)}`)
  if (order.card_last4) doc.text(`Paid by ${order.card_brand ?? 'card'} ending in ${order.card_last4}`)
  if (order.transaction_id) doc.text(`Transaction: ${order.transaction_id}`)
  if (order.back_order) doc.text('Pre-order')
  doc.moveDown()

  const top = doc.y
  doc.fontSize(10).text('Bill to', 50, top, { underline: true })
  for (const line of addressLines(order.billing_address)) doc.text(line, 50)
  const leftBottom = doc.y
  doc.text(order.pickup_order ? 'Pickup at' : 'Ship to', 300, top, { underline: true })
  const shipTo = order.pickup_order
    ? order.pickup_address?.startsWith('{')
      ? addressLines(order.pickup_address)
      : [order.pickup_address ?? shop.pickupAddress]
    : addressLines(order.shipping_address)
  for (const line of shipTo) doc.text(line, 300)
  doc.y = Math.max(leftBottom, doc.y) + 20

  // Columns: x and width; money and quantities are right-aligned so the figures line up.
  const cols = { item: [50, 260], qty: [315, 40], price: [365, 85], total: [460, 85] } as const
  const cell = (
    text: string,
    [x, width]: readonly [number, number],
    y: number,
    align: 'left' | 'right' = 'right',
  ) => doc.text(text, x, y, { width, align })
  const header = doc.y
  doc.fontSize(9)
  cell('Item', cols.item, header, 'left')
  cell('Qty', cols.qty, header)
  cell('Unit price', cols.price, header)
  cell('Line total', cols.total, header)
  doc
    .moveTo(50, doc.y + 2)
    .lineTo(545, doc.y + 2)
    .stroke()
  doc.moveDown(0.5)
  for (const item of items) {
    const y = doc.y
    const every = item.subscription_months
      ? ` - Subscribe & Save, every ${item.subscription_months === 1 ? 'month' : `${item.subscription_months} months`}`
      : ''
    cell(`${item.product_name} (${item.sku})${every}`, cols.item, y, 'left')
    const after = doc.y
    cell(String(item.quantity), cols.qty, y)
    cell(formatMoney(item.unit_price_cents), cols.price, y)
    cell(formatMoney(item.line_total_cents), cols.total, y)
    doc.y = Math.max(after, doc.y) + 4
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke()
  doc.moveDown(0.5)
  const totals = totalsLines(order)
  totals.forEach(([label, value], i) => {
    const y = doc.y
    if (i === totals.length - 1) doc.font('Helvetica-Bold')
    cell(label, [315, 135], y)
    cell(value, cols.total, y)
  })
  doc.font('Helvetica')
  doc.moveDown()
  doc.fontSize(8).fillColor('#333333').text(`Thank you for shopping with ${shop.name}.`, 50)
  doc.end()
  await written
  fs.renameSync(tmp, file)

  await repo.setInvoicePdf(ctx.db.kysely, orderId, name)
  if (order.invoice_pdf && order.invoice_pdf !== name) {
    fs.rmSync(invoiceFile(ctx.config, order.invoice_pdf), { force: true })
  }
  return file
}

/** The order confirmation mail, with lines, totals and the invoice link. */
export async function sendOrderConfirmation(ctx: ServiceContext, orderId: number): Promise<void> {
  const { order, items } = await loadOrder(ctx, orderId)
  const text = [
    `Dear ${order.first_name},`,
    '',
    `Thank you for your ${order.back_order ? 'pre-order' : 'order'} ${order.order_no} of ${formatDayMonthYear(order.created_at)}.`,
    '',
    ...items.map(
      (i) =>
        `${i.quantity} x ${i.product_name} at ${formatMoney(i.unit_price_cents)} = ${formatMoney(i.line_total_cents)}`,
    ),
    '',
    ...totalsLines(order).map(([label, value]) => `${label}: ${value}`),
    '',
    order.pickup_order
      ? `Pickup at: ${order.pickup_address ?? ctx.config.shop.pickupAddress}`
      : `Ship to: ${addressLines(order.shipping_address).join(', ')}`,
    // Not the file, not a signed link (mail travels and is kept): the invoice after logging in.
    ...(order.invoice_pdf ? [`Invoice: ${ctx.config.publicUrl}${invoicePagePath(order.id)}`] : []),
    `Track your order: ${ctx.config.publicUrl}/dashboard/order`,
    '',
    ctx.config.shop.name,
  ].join('\n')
  await ctx.mailer.send({ to: order.email, subject: `Your order ${order.order_no}`, text })
}

/** Invoice, then confirmation mail. Neither may fail a paid order: a failure is logged and the order stands. */
export async function produceOrderDocuments(ctx: ServiceContext, orderId: number): Promise<void> {
  try {
    await writeInvoice(ctx, orderId)
  } catch (error) {
    ctx.log.error(
      { err: error, orderId },
      'invoice not written; `npm run shop -- invoice <order>` makes it again',
    )
  }
  try {
    await sendOrderConfirmation(ctx, orderId)
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'order confirmation mail not sent')
  }
}
