import { randomBytes } from 'node:crypto'
import { formatDate, formatMoney } from '@shop/shared/format'
import { addressLines as postalAddressLines } from '@shop/shared/postal-address'
import { rememberParsedPdfFonts } from '../../lib/pdf-fonts'
import type { ServiceContext } from '../../lib/service-context'
import { mailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import type { RenderedMail } from '../../mail/render-mail'
import type { OrderSummary } from '../../mail/templates'
import type { MailMessage } from '../../plugins/mailer'
import * as repo from './orders.repository'
import { invoicePagePath } from './invoice-links'
import { itemCodeText, soldItemName } from '@shop/shared/packs'
import { lineLots, lotsLine } from './order-line-lots'

/**
 * pdfkit, loaded with the first invoice (a process that only serves the catalogue never holds its
 * 25 MiB), with Helvetica's metrics parsed once per process instead of once per invoice.
 */
async function pdfkit() {
  const { default: PDFDocument } = await import('pdfkit')
  rememberParsedPdfFonts(PDFDocument)
  return PDFDocument
}

type OrderForDocuments = NonNullable<Awaited<ReturnType<typeof repo.findOrderWithCustomer>>>

/** An address kept as JSON text, as lines for the invoice and mail: each part once, with the contact. */
function addressLines(json: string | null): string[] {
  return postalAddressLines(json, { withEmail: true })
}

async function loadOrder(ctx: ServiceContext, orderId: number) {
  const order = await repo.findOrderWithCustomer(ctx.db.kysely, orderId)
  if (!order) throw new Error(`order ${orderId} not found`)
  const items = await repo.findOrderItems(ctx.db.kysely, [orderId])
  return { order, items }
}

/** Where the order goes: the pickup address (text, or JSON for older orders) or the shipping address. */
function deliveryLines(ctx: ServiceContext, order: OrderForDocuments): string[] {
  if (!order.pickup_order) return addressLines(order.shipping_address)
  return order.pickup_address?.startsWith('{')
    ? addressLines(order.pickup_address)
    : [order.pickup_address ?? ctx.config.shop.pickupAddress]
}

function subscriptionNote(months: number | null): string | undefined {
  if (!months) return undefined
  return `Subscribe & Save, every ${months === 1 ? 'month' : `${months} months`}`
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
 * Keeps the order's invoice PDF among the private files (never the public pictures: it holds the
 * customer's address and the medical items bought) under a random key ('invoices/<hex>.pdf'),
 * records the key in orders.invoice_pdf and returns it. Running it again makes a fresh file and
 * removes the old one (the staff command's regenerate).
 */
export async function writeInvoice(ctx: ServiceContext, orderId: number): Promise<string> {
  const { order, items } = await loadOrder(ctx, orderId)
  const lots = await lineLots(
    ctx.db.kysely,
    items.map((i) => i.id),
  )
  const name = `invoices/${randomBytes(16).toString('hex')}.pdf`
  const onAccount = await ctx.orderFlows.accountInvoice(ctx.db.kysely, orderId)
  const doc = await orderPdf(ctx, order, 'invoice', {
    payment: onAccount.payment,
    billTo: onAccount.billTo,
    columns: { item: [50, 260], qty: [315, 40], price: [365, 85], total: [460, 85] },
    headings: ['Item', 'Qty', 'Unit price', 'Line total'],
    rows: items.map((item) => {
      const every = subscriptionNote(item.subscription_months)
      const shipped = lotsLine(lots.get(item.id) ?? [], '\n')
      return [
        `${soldItemName(item.product_name, item.pack_label, item.units_per_pack)} (${itemCodeText(item.sku)})${every ? ` - ${every}` : ''}${shipped ? `\n${shipped}` : ''}`,
        String(item.quantity),
        formatMoney(item.unit_price_cents),
        formatMoney(item.line_total_cents),
      ]
    }),
    totals: totalsLines(order),
    footer: `Thank you for shopping with ${ctx.config.shop.name}.`,
  })
  // An invoice is a few kilobytes: made whole, then stored in one write.
  const chunks: Buffer[] = []
  const made = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.end()
  await ctx.files.put('private', name, await made, 'application/pdf')

  await repo.setInvoicePdf(ctx.db.kysely, orderId, name)
  if (order.invoice_pdf && order.invoice_pdf !== name) {
    await ctx.files.remove('private', order.invoice_pdf)
  }
  return name
}

/** One table of an order document: four columns (x, width), their headings and rows, optional totals. */
interface OrderTable {
  columns: Record<'item' | 'qty' | 'price' | 'total', readonly [number, number]>
  headings: [string, string, string, string]
  rows: [string, string, string, string][]
  totals?: [string, string][]
  footer: string
  /** How the order is paid, when not by card (on account: terms, due date, PO number). */
  payment?: string[]
  /** Lines said in bold above the table (what travels with the parcel). */
  notes?: string[]
  /** Who the invoice is billed to, when not the order's billing address (a practice on account). */
  billTo?: string[]
}

/**
 * An order's PDF (the invoice and the packing slip share it): the shop's heading, the document's
 * title and facts, the billing and delivery addresses, and one table. The caller pipes and ends it.
 */
async function orderPdf(
  ctx: ServiceContext,
  order: OrderForDocuments,
  kind: 'invoice' | 'packing-slip',
  table: OrderTable,
): Promise<PDFKit.PDFDocument> {
  const shop = ctx.config.shop
  const PDFDocument = await pdfkit()
  const title = kind === 'invoice' ? 'Invoice' : 'Packing slip'
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${title} ${order.order_no}` } })
  doc.fontSize(18).text(shop.name)
  doc.fontSize(9).fillColor('#333333').text(shop.hqAddress).text(`${shop.email}  ${shop.phone}`)
  doc.moveDown()
  doc.fillColor('#000000').fontSize(16).text(title.toUpperCase())
  doc.fontSize(10)
  doc.text(`Order number: ${order.order_no}`)
  doc.text(`Date: ${formatDate(order.created_at, ctx.config.shop.timeZone)}`)
  if (kind === 'invoice' && order.card_last4) {
    doc.text(`Paid by ${order.card_brand ?? 'card'} ending in ${order.card_last4}`)
  }
  if (kind === 'invoice' && order.transaction_id) doc.text(`Transaction: ${order.transaction_id}`)
  for (const line of table.payment ?? []) doc.text(line)
  if (order.back_order) doc.text('Pre-order')
  for (const note of table.notes ?? []) doc.font('Helvetica-Bold').text(note).font('Helvetica')
  doc.moveDown()

  const top = doc.y
  doc.fontSize(10).text('Bill to', 50, top, { underline: true })
  for (const line of table.billTo ?? addressLines(order.billing_address)) doc.text(line, 50)
  const leftBottom = doc.y
  doc.text(order.pickup_order ? 'Pickup at' : 'Ship to', 300, top, { underline: true })
  for (const line of deliveryLines(ctx, order)) doc.text(line, 300)
  doc.y = Math.max(leftBottom, doc.y) + 20

  // Money and quantities are right-aligned so the figures line up.
  const cell = (
    text: string,
    [x, width]: readonly [number, number],
    y: number,
    align: 'left' | 'right' = 'right',
  ) => doc.text(text, x, y, { width, align })
  const { columns: cols, headings } = table
  const header = doc.y
  doc.fontSize(9)
  cell(headings[0], cols.item, header, 'left')
  cell(headings[1], cols.qty, header)
  cell(headings[2], cols.price, header, kind === 'invoice' ? 'right' : 'left')
  cell(headings[3], cols.total, header)
  doc
    .moveTo(50, doc.y + 2)
    .lineTo(545, doc.y + 2)
    .stroke()
  doc.moveDown(0.5)
  for (const row of table.rows) {
    const y = doc.y
    cell(row[0], cols.item, y, 'left')
    const after = doc.y
    cell(row[1], cols.qty, y)
    cell(row[2], cols.price, y, kind === 'invoice' ? 'right' : 'left')
    const third = doc.y
    cell(row[3], cols.total, y)
    doc.y = Math.max(after, third, doc.y) + 4
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke()
  doc.moveDown(0.5)
  const totals = table.totals ?? []
  totals.forEach(([label, value], i) => {
    const y = doc.y
    if (i === totals.length - 1) doc.font('Helvetica-Bold')
    cell(label, [315, 135], y)
    cell(value, cols.total, y)
  })
  doc.font('Helvetica')
  doc.moveDown()
  doc.fontSize(8).fillColor('#333333').text(table.footer, 50)
  return doc
}

/**
 * The packing slip: what to pick (product, item code, quantity) and from which lots, with the delivery
 * address; no prices. Answered as bytes, never stored.
 */
export async function packingSlipPdf(
  ctx: ServiceContext,
  orderId: number,
  lotsOf: (orderItemId: number) => string,
  /** The pre-orders packed in the same parcel (their lines follow the order's), and what to say about them. */
  travelling: { rows: [string, string, string, string][]; notes: string[] } = { rows: [], notes: [] },
): Promise<Buffer> {
  const { order, items } = await loadOrder(ctx, orderId)
  const doc = await orderPdf(ctx, order, 'packing-slip', {
    columns: { item: [50, 250], qty: [305, 40], price: [355, 150], total: [510, 35] },
    headings: ['Item', 'Qty', 'Lots', 'Done'],
    rows: [
      ...items.map((item): [string, string, string, string] => [
        `${soldItemName(item.product_name, item.pack_label, item.units_per_pack)} (${itemCodeText(item.sku)})`,
        String(item.quantity),
        lotsOf(item.id),
        '[  ]',
      ]),
      ...travelling.rows,
    ],
    notes: travelling.notes,
    footer: `Packed by ______________________  for ${ctx.config.shop.name}`,
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.end()
  return done
}

/** An order's lines, totals and delivery as the confirmation mail shows them. */
function orderSummary(
  ctx: ServiceContext,
  { order, items }: Awaited<ReturnType<typeof loadOrder>>,
): OrderSummary {
  return {
    orderNo: order.order_no,
    placedOn: formatDate(order.created_at, ctx.config.shop.timeZone),
    preOrder: Boolean(order.back_order),
    lines: items.map((i) => ({
      name: soldItemName(i.product_name, i.pack_label, i.units_per_pack),
      detail: subscriptionNote(i.subscription_months),
      quantity: i.quantity,
      unitPrice: formatMoney(i.unit_price_cents),
      lineTotal: formatMoney(i.line_total_cents),
    })),
    totals: totalsLines(order),
    delivery: order.pickup_order
      ? { label: 'Pickup at', lines: deliveryLines(ctx, order) }
      : { label: 'Ship to', lines: deliveryLines(ctx, order) },
    shipsWithOrderNo: order.ships_with_order_no,
    // Not the file, not a signed link (mail travels and is kept): the invoice after logging in.
    invoiceUrl: order.invoice_pdf ? `${ctx.config.publicUrl}${invoicePagePath(order.id)}` : undefined,
  }
}

/** The order confirmation mail, with lines, totals and the invoice link (also the staff preview). */
export async function orderConfirmationMail(
  ctx: ServiceContext,
  orderId: number,
): Promise<MailMessage & RenderedMail> {
  const loaded = await loadOrder(ctx, orderId)
  const onAccount = (await ctx.orderFlows.accountInvoice(ctx.db.kysely, orderId)).payment
  const body = await mails['order-confirmation']({
    shop: mailShop(ctx.config),
    firstName: loaded.order.first_name,
    order: {
      ...orderSummary(ctx, loaded),
      ...(onAccount ? { onAccount: onAccount.map((l) => (l.endsWith('.') ? l : `${l}.`)) } : {}),
    },
  })
  return { to: loaded.order.email, subject: `Your order ${loaded.order.order_no}`, ...body }
}

export async function sendOrderConfirmation(ctx: ServiceContext, orderId: number): Promise<void> {
  await ctx.mailer.send(await orderConfirmationMail(ctx, orderId))
}

/**
 * The invoice (unless an earlier try wrote it), then the confirmation mail handed to the mailer,
 * whose own outbox retries a refused send. Throws when the invoice cannot be written and
 * `invoiceRequired`, so the mail waits for it; otherwise the mail goes without its link.
 */
export async function produceOrderDocuments(
  ctx: ServiceContext,
  orderId: number,
  options: { invoiceRequired: boolean },
): Promise<void> {
  const order = await repo.findOrderWithCustomer(ctx.db.kysely, orderId)
  if (!order) return
  if (!order.invoice_pdf) {
    try {
      await writeInvoice(ctx, orderId)
    } catch (error) {
      if (options.invoiceRequired) throw error
      ctx.log.error(
        { err: error, orderId },
        'invoice not written; `npm run shop -- invoice <order>` makes it again',
      )
    }
  }
  try {
    await sendOrderConfirmation(ctx, orderId)
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'order confirmation mail not sent')
  }
}
