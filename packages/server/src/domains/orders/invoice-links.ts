import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../../config'
import { signingSecret } from '../../lib/signing-secret'
import { safeEqualHex } from '../../lib/tokens'

/**
 * Invoices hold a customer's name, address, phone and the medical items bought, so they are never
 * public files: they live under PRIVATE_DIR and are served only through a short-lived link signed
 * for one order and its customer. The dashboard opens it as a plain link (no bearer header needed).
 */
export const INVOICE_LINK_MINUTES = 15

type LinkConfig = Pick<Config, 'privateDir' | 'mediaDir' | 'signingSecret'>

function signature(config: LinkConfig, orderId: number, userId: number, expires: number): string {
  return createHmac('sha256', signingSecret(config))
    .update(`invoice:${orderId}:${userId}:${expires}`)
    .digest('hex')
}

/** The invoice's link for its owner, good for INVOICE_LINK_MINUTES; null while there is no invoice. */
export function invoiceLink(
  config: LinkConfig,
  order: { id: number; user_id: number; invoice_pdf: string | null },
  now = Date.now(),
): string | null {
  if (!order.invoice_pdf) return null
  const expires = Math.floor(now / 1000) + INVOICE_LINK_MINUTES * 60
  return `/api/invoices/${order.id}?expires=${expires}&signature=${signature(config, order.id, order.user_id, expires)}`
}

/** Whether a link's parts were signed by this shop for this order and its owner, and have not expired. */
export function isValidInvoiceLink(
  config: LinkConfig,
  link: { orderId: number; userId: number; expires: number; signature: string },
  now = Date.now(),
): boolean {
  if (link.expires * 1000 <= now) return false
  if (!/^[0-9a-f]{64}$/.test(link.signature)) return false
  return safeEqualHex(link.signature, signature(config, link.orderId, link.userId, link.expires))
}

/** Where an invoice named in orders.invoice_pdf ('invoices/<hex>.pdf') is kept. */
export function invoiceFile(config: LinkConfig, invoicePdf: string): string {
  return path.join(config.privateDir, invoicePdf)
}

/**
 * Invoices written before they became private sat in MEDIA_DIR/invoices: moved to PRIVATE_DIR
 * (their names, and so the orders' rows, stay the same). Runs at start; missing folder: nothing to do.
 */
export function moveLegacyInvoices(config: LinkConfig): number {
  const legacy = path.join(config.mediaDir, 'invoices')
  if (!fs.existsSync(legacy)) return 0
  const target = path.join(config.privateDir, 'invoices')
  fs.mkdirSync(target, { recursive: true })
  let moved = 0
  for (const name of fs.readdirSync(legacy)) {
    const from = path.join(legacy, name)
    const to = path.join(target, name)
    try {
      fs.renameSync(from, to)
    } catch (error) {
      // Another file system: copy, then remove.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      fs.copyFileSync(from, to)
      fs.rmSync(from)
    }
    moved += 1
  }
  fs.rmSync(legacy, { recursive: true, force: true })
  return moved
}

/**
 * The web page a mailed invoice link opens: signed-in customers go on to the invoice, others log in
 * first and come back (the page fetches a fresh signed link for the order).
 */
export function invoicePagePath(orderId: number): string {
  return `/dashboard/order?invoice=${orderId}`
}
