import { z } from 'zod'
import { PageSchema } from './paging'
import type { OrderStatus } from '../constants'

/** The year select of the orders page always offers these (docs/requirements/limits.md), plus any year that has orders. */
export const BASE_ORDER_YEARS = [2023, 2024, 2025] as const
/** Orders per page of GET /api/customer/get-orders. */
export const ORDERS_PAGE_SIZE = 10

/** GET /api/customer/get-orders?page=n&year=YYYY */
export const OrdersQuerySchema = z
  .object({
    page: PageSchema,
    year: z.coerce
      .number({ error: 'year must be a year like 2025' })
      .int('year must be a year like 2025')
      .min(2000, 'year must be 2000 or later')
      .max(2100, 'year must be 2100 or earlier')
      .optional(),
  })
  .strict()
export type OrdersQuery = z.infer<typeof OrdersQuerySchema>

/** The query of a signed invoice link (`invoice_pdf`): when it ends (Unix seconds) and its signature. */
export const InvoiceLinkQuerySchema = z.object({
  expires: z.coerce.number({ error: 'expires must be a whole number' }).int('expires must be a whole number'),
  signature: z.string({ error: 'signature is required' }).max(128, 'signature is too long'),
})

export const OrderIdParamsSchema = z.object({
  orderId: z.coerce
    .number({ error: 'orderId must be a whole number' })
    .int('orderId must be a whole number')
    .positive('orderId must be a positive whole number')
    .max(2147483647, 'orderId is too large'),
})

/** One order line (docs/requirements/orders-and-subscriptions.md §5): money in dollars; product as it is now in the catalogue. */
/** Units of an order line from one stock lot, as shipped. */
export interface OrderLineLot {
  lot_number: string
  /** 'YYYY-MM-DD'; null for a lot that does not expire. */
  expiry_date: string | null
  quantity: number
}

export interface OrderItem {
  id: number
  product_id: number
  quantity: number
  /** Unit price charged, dollars. */
  price: number
  /** quantity × price, dollars. */
  line_total: number
  /** Subscribe & Save interval in months, or null for a one-time purchase. */
  subscription_months: number | null
  /** The pack sold (quantity counts packs), or null for single pieces (docs/decisions/0114-pack-sizes.md). */
  pack?: { code: string; label: string; units_per_pack: number } | null
  product: {
    product_name: string
    product_code: string
    sku: string
    thumbnail: string
    thumbnail_name: string
    thumbnail_compress: string
    slug: string
  }
  /** The lots the line took (first expiry first out); empty before stock was taken. */
  lots?: OrderLineLot[]
}

/** An order of the signed-in customer (docs/requirements/orders-and-subscriptions.md §5). */
export interface Order {
  id: number
  order_no: string
  created_at: string
  order_status: OrderStatus
  /** The status as the shopper reads it ('Paid', 'Preparing', 'Ready for pickup'...): order-status.ts. */
  status_label: string
  /** Set on a pre-order that ships with this earlier paid order, at no second shipping charge. */
  ships_with_order_no: string | null
  /** 'paid' or 'refunded' (a cancelled order); pending and failed payments are never listed. */
  payment_status: string
  payment_method: string
  card_brand: string | null
  card_last4: string | null
  transaction_id: string | null
  back_order: 0 | 1
  sub_total: number
  coupon_code: string | null
  coupon_discount: number
  shipping_charge: number
  tax_amount: number
  grand_total: number
  /** Dollars of the total paid with store credit (the card paid the rest). */
  store_credit: number
  /** JSON text of the shipping address (docs/requirements/orders-and-subscriptions.md §5), or null for a pickup order. */
  shipping_address: string | null
  /** JSON text of the billing address. */
  billing_address: string | null
  pickup_order: 0 | 1
  pickup_address: string | null
  /** URL path of the invoice PDF, e.g. '/media/invoices/3f2a….pdf', or null while it is being made. */
  invoice_pdf: string | null
  /** A cancelled order's refund: dollars back to the card, the card, and when; null otherwise. */
  refund: OrderRefund | null
  items: OrderItem[]
}

export interface OrderRefund {
  amount: number
  card_brand: string | null
  card_last4: string | null
  refunded_at: string
}

/** GET /api/customer/get-orders (docs/requirements/orders-and-subscriptions.md §5: data, total, per_page, current_page). */
export interface OrderListResponse {
  data: Order[]
  total: number
  per_page: number
  current_page: number
}

/** GET /api/customer/order/detail/{orderId} */
export interface OrderDetailResponse {
  data: Order
}

/** docs/requirements/orders-and-subscriptions.md §1. */
export interface OrderTrackingEntry {
  /** The tracking id shown to the customer. */
  verify_code: string
  created_at: string
  status: OrderStatus
  /** The status as the shopper reads it (order-status.ts). */
  status_label: string
  /**
   * The carrier's tracking id to show; null on pickup orders (no carrier), on a cancellation, and
   * while the entry has only the shop's own reference (verify_code 'TRK-...').
   */
  tracking_id: string | null
  notes: string
}

/** GET /api/customer/order/process/{orderId}: oldest first. */
export interface OrderTrackingResponse {
  data: OrderTrackingEntry[]
}

/** GET /api/customer/get-total-orders */
export interface TotalOrdersResponse {
  'Total Orders': number
}

/** GET /api/customer/get-user-expenditure: dollars of paid orders. */
export interface TotalExpenditureResponse {
  'Total Expenditure': number
}

/** GET /api/customer/order-years: ascending. */
export interface OrderYearsResponse {
  data: number[]
}
