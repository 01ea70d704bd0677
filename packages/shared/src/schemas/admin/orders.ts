import { z } from 'zod'
import { ORDER_STATUSES } from '../../constants'
import { DateRangeQuerySchema, listQuerySchema, pagedSchema, SearchQuerySchema } from './common'

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const
/** The payment filter: one state, or 'placed' for the orders that went through (paid or refunded since). */
export const PAYMENT_FILTERS = [...PAYMENT_STATUSES, 'placed'] as const

/** GET /api/admin/orders: status, payment, date range, customer (name or e-mail), order number search. */
export const AdminOrdersQuerySchema = listQuerySchema(
  ['created_at', 'order_no', 'grand_total_cents', 'order_status', 'email'],
  'created_at',
)
  .extend(DateRangeQuerySchema.shape)
  .extend({
    status: z
      .enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
      .optional(),
    payment: z
      .enum(PAYMENT_FILTERS, { error: `payment must be one of: ${PAYMENT_FILTERS.join(', ')}` })
      .optional(),
    /** Customer name or e-mail, part of it. */
    customer: SearchQuerySchema,
    /** Order number, part of it (BMU-2026-0001). */
    q: SearchQuerySchema,
    back_order: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict()
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>

export const AdminOrderSummarySchema = z.object({
  id: z.number(),
  order_no: z.string(),
  created_at: z.string(),
  customer_id: z.number(),
  customer_name: z.string(),
  email: z.string(),
  order_status: z.string(),
  payment_status: z.string(),
  back_order: z.boolean(),
  pickup: z.boolean(),
  item_count: z.number(),
  grand_total_cents: z.number(),
})
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>
export const AdminOrdersPageSchema = pagedSchema(AdminOrderSummarySchema)

export const OrderLineLotSchema = z.object({
  lot_id: z.number(),
  lot_number: z.string(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
})

export const AdminOrderLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  quantity: z.number(),
  unit_price_cents: z.number(),
  line_total_cents: z.number(),
  subscription_months: z.number().nullable(),
  /** The lots the line's units were taken from, first expiry first (empty for a pre-order still waiting). */
  lots: z.array(OrderLineLotSchema),
})

export const TrackingEntrySchema = z.object({
  status: z.string(),
  /** The entry's id: the carrier's number staff gave, or the shop's own reference ('TRK-...'). */
  tracking_id: z.string(),
  /** The carrier's number the customer is shown, or null (pickup, cancellation, the shop's reference). */
  carrier_tracking_id: z.string().nullable(),
  notes: z.string(),
  created_at: z.string(),
})

/** An address as the order keeps it (free-form fields of the checkout). */
export const OrderAddressSchema = z.record(z.string(), z.unknown()).nullable()

export const AdminOrderDetailSchema = AdminOrderSummarySchema.extend({
  lines: z.array(AdminOrderLineSchema),
  shipping_address: OrderAddressSchema,
  billing_address: OrderAddressSchema,
  pickup_address: OrderAddressSchema,
  payment: z.object({
    method: z.string(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    transaction_id: z.string().nullable(),
    paid_at: z.string().nullable(),
    error: z.string().nullable(),
  }),
  sub_total_cents: z.number(),
  coupon_code: z.string().nullable(),
  coupon_discount_cents: z.number(),
  shipping_charge_cents: z.number(),
  tax_cents: z.number(),
  tracking: z.array(TrackingEntrySchema),
  /** The statuses the order may move to now (the order state table). */
  next_statuses: z.array(z.string()),
  /** GET it with the staff token: /api/admin/orders/:id/invoice; null until written. */
  has_invoice: z.boolean(),
  subscription_id: z.number().nullable(),
  /** The pre-orders that travel with this paid order (no second shipping charge) and whether their stock is in. */
  pre_orders: z.array(
    z.object({
      id: z.number(),
      order_no: z.string(),
      order_status: z.string(),
      waiting_for_stock: z.boolean(),
    }),
  ),
  /** A pre-order: the paid order it travels with, or null. */
  ships_with_order: z.object({ id: z.number(), order_no: z.string() }).nullable(),
})
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>
export const AdminOrderResponseSchema = z.object({ order: AdminOrderDetailSchema })

/** A note the customer reads with a status change; blank is none. */
const NotesSchema = z
  .string({ error: 'notes must be text' })
  .trim()
  .max(1000, 'notes must be at most 1000 characters')
  .optional()
  .transform((v) => v || undefined)

/** POST /api/admin/orders/:id/status: the next status, the carrier's tracking id, a note the customer reads. */
export const AdvanceOrderSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` }),
    tracking_id: z
      .string({ error: 'tracking_id must be text' })
      .trim()
      .max(100, 'tracking_id must be at most 100 characters')
      .regex(/^[\w .\-/#]*$/, 'tracking_id may hold letters, digits, spaces and . - / #')
      .optional()
      .transform((v) => v || undefined),
    notes: NotesSchema,
    /** Let the order leave although a pre-order travelling with it waits for stock: it follows on its own. */
    pre_orders_later: z.boolean({ error: 'pre_orders_later must be true or false' }).optional(),
  })
  .strict()
export type AdvanceOrderInput = z.input<typeof AdvanceOrderSchema>

/** POST /api/admin/orders/:id/cancel */
export const CancelOrderSchema = z
  .object({
    notes: NotesSchema,
  })
  .strict()
export type CancelOrderInput = z.input<typeof CancelOrderSchema>

export const OrderChangeResponseSchema = z.object({
  message: z.string(),
  order: AdminOrderDetailSchema,
  /** Cancellations: whether the card payment was given back ('failed': refund by hand, logged). */
  refund: z.enum(['refunded', 'failed']).nullable(),
  /** Pre-orders that left with the order, and those that now ship on their own. */
  pre_orders: z.object({ with_it: z.array(z.string()), later: z.array(z.string()) }),
  mailed: z.boolean(),
})
export type OrderChangeResponse = z.infer<typeof OrderChangeResponseSchema>
