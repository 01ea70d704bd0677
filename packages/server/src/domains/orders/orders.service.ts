import type { Readable } from 'node:stream'
import type { OrderStatus } from '@shop/shared/constants'
import { toDollars } from '@shop/shared/money'
import { orderShopperLabel, orderStatusLabel } from '@shop/shared/order-status'
import {
  BASE_ORDER_YEARS,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderDetailResponse,
  type OrderItem,
  type OrderListResponse,
  type OrderTrackingResponse,
  type OrderYearsResponse,
  type TotalExpenditureResponse,
  type TotalOrdersResponse,
} from '@shop/shared/schemas/orders'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import { AppError, notFound } from '../../errors'
import { invoiceLink, isValidInvoiceLink } from './invoice-links'
import { withLineLots } from './order-line-lots'
import * as repo from './orders.repository'
import { carrierTrackingId } from './tracking-code'
import type { FileStore } from '../../lib/file-store'

function toOrderItem(row: repo.OrderItemRow): OrderItem {
  return {
    id: row.id,
    product_id: row.product_id,
    quantity: row.quantity,
    price: toDollars(row.unit_price_cents),
    line_total: toDollars(row.line_total_cents),
    subscription_months: row.subscription_months,
    pack:
      row.pack_code && row.pack_label
        ? { code: row.pack_code, label: row.pack_label, units_per_pack: row.units_per_pack }
        : null,
    product: {
      // The name and SKU as sold; the rest as the catalogue shows the product now.
      product_name: row.product_name,
      product_code: row.product_code,
      sku: row.sku,
      thumbnail: row.thumbnail,
      thumbnail_name: row.thumbnail_name,
      thumbnail_compress: row.thumbnail_compress,
      slug: row.slug,
    },
  }
}

function toOrder(config: Config, row: repo.CustomerOrderRow, items: repo.OrderItemRow[]): Order {
  const status = row.order_status as OrderStatus
  return {
    id: row.id,
    order_no: row.order_no,
    created_at: row.created_at,
    order_status: status,
    status_label: orderShopperLabel({
      status,
      pickup: Boolean(row.pickup_order),
      refundedCents: row.refunded_cents ?? 0,
      totalCents: row.grand_total_cents,
    }),
    ships_with_order_no: row.ships_with_order_no ?? null,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    transaction_id: row.transaction_id,
    back_order: row.back_order ? 1 : 0,
    sub_total: toDollars(row.sub_total_cents),
    coupon_code: row.coupon_code,
    coupon_discount: toDollars(row.coupon_discount_cents),
    shipping_charge: toDollars(row.shipping_charge_cents),
    tax_amount: toDollars(row.tax_cents),
    grand_total: toDollars(row.grand_total_cents),
    store_credit: toDollars(row.store_credit_cents),
    shipping_address: row.shipping_address,
    billing_address: row.billing_address,
    pickup_order: row.pickup_order ? 1 : 0,
    pickup_address: row.pickup_address,
    // A short-lived link signed for this order's owner; the file itself is never public.
    invoice_pdf: invoiceLink(config, row),
    refund:
      row.payment_status === 'refunded' && row.refunded_at
        ? {
            amount: toDollars(row.refunded_cents ?? row.grand_total_cents),
            card_brand: row.card_brand,
            card_last4: row.card_last4,
            refunded_at: row.refunded_at,
          }
        : null,
    items: items.filter((i) => i.order_id === row.id).map(toOrderItem),
  }
}

/** A page of the customer's orders, newest first, optionally of one year. */
export async function listCustomerOrders(
  db: Db,
  config: Config,
  userId: number,
  query: { page: number; year?: number },
): Promise<OrderListResponse> {
  const offset = (query.page - 1) * ORDERS_PAGE_SIZE
  const [rows, total] = await Promise.all([
    repo.findCustomerOrders(db.kysely, userId, { year: query.year, limit: ORDERS_PAGE_SIZE, offset }),
    repo.countCustomerOrders(db.kysely, userId, query.year),
  ])
  const items = await repo.findOrderItems(
    db.kysely,
    rows.map((r) => r.id),
  )
  return {
    data: await withLineLots(
      db.kysely,
      rows.map((r) => toOrder(config, r, items)),
    ),
    total,
    per_page: ORDERS_PAGE_SIZE,
    current_page: query.page,
  }
}

/** One of the customer's orders with its lines; 404 for anyone else's. */
export async function getCustomerOrder(
  db: Db,
  config: Config,
  userId: number,
  orderId: number,
): Promise<OrderDetailResponse> {
  const row = await repo.findCustomerOrder(db.kysely, userId, orderId)
  if (!row) throw notFound('Order not found.')
  const [order] = await withLineLots(db.kysely, [
    toOrder(config, row, await repo.findOrderItems(db.kysely, [row.id])),
  ])
  return { data: order! }
}

/** The order's status history, oldest first; 404 for anyone else's order. */
export async function getOrderTracking(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OrderTrackingResponse> {
  const row = await repo.findCustomerOrder(db.kysely, userId, orderId)
  if (!row) throw notFound('Order not found.')
  const entries = await repo.findTrackingEntries(db.kysely, row.id)
  const pickup = Boolean(row.pickup_order)
  return {
    data: entries.map((e) => {
      const status = e.status as OrderStatus
      return {
        ...e,
        status,
        status_label: orderStatusLabel(status, pickup),
        tracking_id: carrierTrackingId(e, pickup),
      }
    }),
  }
}

export async function countOrders(db: Db, userId: number): Promise<TotalOrdersResponse> {
  return { 'Total Orders': await repo.countCustomerOrders(db.kysely, userId) }
}

/** Dollars paid for orders that were not refunded. */
export async function totalExpenditure(db: Db, userId: number): Promise<TotalExpenditureResponse> {
  return { 'Total Expenditure': toDollars(await repo.sumPaidOrders(db.kysely, userId)) }
}

/** Years for the orders page's select: 2023-2025 (docs/requirements/limits.md) plus any year the customer has orders. */
export async function orderYears(db: Db, userId: number): Promise<OrderYearsResponse> {
  const years = new Set<number>([...BASE_ORDER_YEARS, ...(await repo.findOrderYears(db.kysely, userId))])
  return { data: [...years].sort((a, b) => a - b) }
}

export const INVOICE_LINK_REFUSED =
  'This invoice link has expired or is not valid. Open the invoice again from My Orders.'

/**
 * GET invoices/{orderId}?expires&signature: the invoice file of a link signed for the order's
 * owner and not yet expired. Anything else (another order's signature, an altered or expired link,
 * no link) answers 403 and no PDF.
 */
export async function openInvoice(
  db: Db,
  config: Config,
  files: FileStore,
  orderId: number,
  link: { expires: number; signature: string },
): Promise<{ stream: Readable; orderNo: string }> {
  const row = await repo.findOrderById(db.kysely, orderId)
  if (!row || !isValidInvoiceLink(config, { orderId, userId: row.user_id, ...link })) {
    throw new AppError(403, INVOICE_LINK_REFUSED)
  }
  const file = row.invoice_pdf ? await files.open('private', row.invoice_pdf) : null
  if (!file) throw notFound('This order has no invoice yet.')
  return { stream: file.stream, orderNo: row.order_no }
}

/**
 * The lines of one of the customer's orders as bought (what buy again puts back in the carts);
 * 404 for anyone else's.
 */
export async function orderLinesAsBought(db: Db, userId: number, orderId: number) {
  const order = await repo.findCustomerOrder(db.kysely, userId, orderId)
  if (!order) throw notFound('Order not found.')
  return repo.findOrderLinesAsBought(db.kysely, order.id)
}
