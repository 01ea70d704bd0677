import { z } from 'zod'
import { requiredEmail } from '../account'
import {
  adminOptionalText,
  adminText,
  AdminIdSchema,
  calendarDateSchema,
  listQuerySchema,
  pagedSchema,
  QueryFlagSchema,
  SearchQuerySchema,
  wholeNumberSchema,
} from './common'

/*
 * Stock by lot (docs/requirements/back-office.md §5): a delivery arrives as lots; orders take
 * units first-expiry-first-out from lots on the shelf; a lot below the product's minimum shelf life
 * on arrival is held off the shelf; a lot past its expiry is quarantined.
 */

/** available: on the shelf, sellable; held: arrived too close to expiry; quarantined: expired or taken off by staff. */
export const LOT_STATUSES = ['available', 'held', 'quarantined'] as const
export type LotStatus = (typeof LOT_STATUSES)[number]

export const ADJUSTMENT_REASONS = ['damaged', 'count_correction', 'expired', 'returned', 'other'] as const
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number]

export const LotSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  lot_number: z.string(),
  /** null: the product does not expire. */
  expiry_date: z.string().nullable(),
  quantity_received: z.number(),
  /** Units still in the lot (not yet taken by orders or adjusted away). */
  quantity: z.number(),
  status: z.enum(LOT_STATUSES),
  received_at: z.string(),
  note: z.string(),
})
export type Lot = z.infer<typeof LotSchema>

/** GET /api/admin/lots */
export const LotsQuerySchema = listQuerySchema(
  ['expiry_date', 'received_at', 'lot_number', 'quantity'],
  'expiry_date',
  'asc',
)
  .extend({
    product_id: AdminIdSchema.optional(),
    status: z.enum(LOT_STATUSES, { error: `status must be one of: ${LOT_STATUSES.join(', ')}` }).optional(),
    /** Lots on the shelf expiring within this many days. */
    expiring_within_days: z.coerce.number().int().min(0).max(3650).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .strict()
export type LotsQuery = z.input<typeof LotsQuerySchema>
export const LotsPageSchema = pagedSchema(LotSchema)

export const LotInputSchema = z
  .object({
    product_id: AdminIdSchema,
    lot_number: adminText('Lot number', 60),
    expiry_date: calendarDateSchema('expiry_date').nullable(),
    quantity: wholeNumberSchema('quantity', 1, 1_000_000),
  })
  .strict()

/** POST /api/admin/deliveries: one delivery, received as one lot per line. */
export const DeliveryInputSchema = z
  .object({
    reference: adminOptionalText('Reference', 100).transform((v) => v ?? ''),
    lots: z.array(LotInputSchema).min(1, 'lots is required').max(200, 'at most 200 lots per delivery'),
  })
  .strict()
export type DeliveryInput = z.input<typeof DeliveryInputSchema>

/** Per product of a delivery: the pre-orders that can now ship and were mailed. */
export const BackInStockReportSchema = z.object({
  product_id: z.number(),
  pre_orders_ready: z.array(z.object({ order_id: z.number(), order_no: z.string(), email: z.string() })),
  requests_mailed: z.number(),
})
export const DeliveryResponseSchema = z.object({
  message: z.string(),
  lots: z.array(LotSchema),
  back_in_stock: z.array(BackInStockReportSchema),
})
export type DeliveryResponse = z.infer<typeof DeliveryResponseSchema>

/** POST /api/admin/lots/:id/adjust: units in (+) or out (−) of a lot, with a reason. */
export const LotAdjustmentSchema = z
  .object({
    delta: z
      .number({ error: 'delta must be a whole number' })
      .int('delta must be a whole number')
      .min(-1_000_000)
      .max(1_000_000)
      .refine((v) => v !== 0, 'delta must not be 0'),
    reason: z.enum(ADJUSTMENT_REASONS, { error: `reason must be one of: ${ADJUSTMENT_REASONS.join(', ')}` }),
    note: adminOptionalText('Note', 500).transform((v) => v ?? ''),
  })
  .strict()
export type LotAdjustmentInput = z.input<typeof LotAdjustmentSchema>

/** POST /api/admin/lots/:id/status: quarantine a lot, or put a held or quarantined lot back on the shelf. */
export const LotStatusSchema = z
  .object({
    status: z.enum(LOT_STATUSES, { error: `status must be one of: ${LOT_STATUSES.join(', ')}` }),
    note: adminOptionalText('Note', 500).transform((v) => v ?? ''),
  })
  .strict()
export const LotResponseSchema = z.object({ message: z.string(), lot: LotSchema })

export const StockAdjustmentSchema = z.object({
  id: z.number(),
  lot_id: z.number(),
  lot_number: z.string(),
  product_id: z.number(),
  delta: z.number(),
  reason: z.string(),
  note: z.string(),
  staff_email: z.string().nullable(),
  created_at: z.string(),
})
export const StockAdjustmentsQuerySchema = listQuerySchema(['created_at'], 'created_at')
  .extend({ product_id: AdminIdSchema.optional(), lot_id: AdminIdSchema.optional() })
  .strict()
export const StockAdjustmentsPageSchema = pagedSchema(StockAdjustmentSchema)

// Back in stock

/** GET /api/admin/pre-orders: pre-orders waiting for stock, oldest first. */
/** GET /api/admin/pre-orders: `q` finds a pre-order by its number, its customer (name or e-mail) or a product. */
export const PreOrdersQuerySchema = listQuerySchema(['created_at'], 'created_at', 'asc')
  .extend({ product_id: AdminIdSchema.optional(), ready: QueryFlagSchema, q: SearchQuerySchema })
  .strict()
export const PreOrderSchema = z.object({
  order_id: z.number(),
  order_no: z.string(),
  created_at: z.string(),
  email: z.string(),
  customer_name: z.string(),
  lines: z.array(
    z.object({ product_id: z.number(), product_name: z.string(), quantity: z.number(), stock: z.number() }),
  ),
  /** Every line's product has the stock to ship it now. */
  can_ship: z.boolean(),
  /** When the shop mailed the customer that it can ship (null: not yet). */
  notified_at: z.string().nullable(),
  /** The paid order it travels with, at no second shipping charge, or null. */
  ships_with: z.object({ id: z.number(), order_no: z.string() }).nullable(),
})
export const PreOrdersPageSchema = pagedSchema(PreOrderSchema)

/** GET /api/admin/back-in-stock-requests */
export const BackInStockRequestsQuerySchema = listQuerySchema(['created_at'], 'created_at')
  .extend({ product_id: AdminIdSchema.optional(), notified: QueryFlagSchema })
  .strict()
export const BackInStockRequestSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  email: z.string(),
  customer_id: z.number().nullable(),
  created_at: z.string(),
  notified_at: z.string().nullable(),
})
export const BackInStockRequestsPageSchema = pagedSchema(BackInStockRequestSchema)

/**
 * POST /api/products/:productId/notify-when-back (storefront, guest or signed in): a signed-in
 * customer's own e-mail is used; a guest gives one.
 */
export const NotifyWhenBackSchema = z.object({ email: requiredEmail('Email').optional() }).strict()
export const NotifyWhenBackParamsSchema = z.object({ productId: AdminIdSchema }).strict()
export const NOTIFY_WHEN_BACK_MESSAGE = "Thank you! We'll e-mail you when it is back in stock."
