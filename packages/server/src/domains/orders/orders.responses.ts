import { ORDER_STATUSES } from '@shop/shared/constants'
import type {
  Order,
  OrderDetailResponse,
  OrderItem,
  OrderListResponse,
  OrderTrackingResponse,
  OrderYearsResponse,
  TotalExpenditureResponse,
  TotalOrdersResponse,
} from '@shop/shared/schemas/orders'
import { z } from 'zod'
import { Flag } from '../../lib/api-schemas'

/** The answers' shapes, checked against the shared types; only these fields reach the client. */
const OrderItemSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  quantity: z.number(),
  price: z.number(),
  line_total: z.number(),
  subscription_months: z.number().nullable(),
  pack: z.object({ code: z.string(), label: z.string(), units_per_pack: z.number() }).nullable().optional(),
  product: z.object({
    product_name: z.string(),
    product_code: z.string(),
    sku: z.string(),
    thumbnail: z.string(),
    thumbnail_name: z.string(),
    thumbnail_compress: z.string(),
    slug: z.string(),
  }),
  lots: z
    .array(z.object({ lot_number: z.string(), expiry_date: z.string().nullable(), quantity: z.number() }))
    .optional(),
}) satisfies z.ZodType<OrderItem>

const OrderSchema = z.object({
  id: z.number(),
  order_no: z.string(),
  created_at: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  ships_with_order_no: z.string().nullable(),
  payment_status: z.string(),
  payment_method: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  transaction_id: z.string().nullable(),
  back_order: Flag,
  sub_total: z.number(),
  coupon_code: z.string().nullable(),
  coupon_discount: z.number(),
  shipping_charge: z.number(),
  tax_amount: z.number(),
  grand_total: z.number(),
  store_credit: z.number(),
  shipping_address: z.string().nullable(),
  billing_address: z.string().nullable(),
  pickup_order: Flag,
  pickup_address: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
  refund: z
    .object({
      amount: z.number(),
      card_brand: z.string().nullable(),
      card_last4: z.string().nullable(),
      refunded_at: z.string(),
    })
    .nullable(),
  items: z.array(OrderItemSchema),
}) satisfies z.ZodType<Order>

export const OrderListResponseSchema = z.object({
  data: z.array(OrderSchema),
  total: z.number(),
  per_page: z.number(),
  current_page: z.number(),
}) satisfies z.ZodType<OrderListResponse>

export const OrderDetailResponseSchema = z.object({
  data: OrderSchema,
}) satisfies z.ZodType<OrderDetailResponse>

export const OrderTrackingResponseSchema = z.object({
  data: z.array(
    z.object({
      verify_code: z.string(),
      created_at: z.string(),
      status: z.enum(ORDER_STATUSES),
      status_label: z.string(),
      tracking_id: z.string().nullable(),
      notes: z.string(),
    }),
  ),
}) satisfies z.ZodType<OrderTrackingResponse>

export const TotalOrdersResponseSchema = z.object({
  'Total Orders': z.number(),
}) satisfies z.ZodType<TotalOrdersResponse>

export const TotalExpenditureResponseSchema = z.object({
  'Total Expenditure': z.number(),
}) satisfies z.ZodType<TotalExpenditureResponse>

export const OrderYearsResponseSchema = z.object({
  data: z.array(z.number()),
}) satisfies z.ZodType<OrderYearsResponse>
