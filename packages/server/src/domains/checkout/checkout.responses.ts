import { API_ERROR_CODES } from '@shop/shared/api-error'
import { DISCOUNT_TYPES } from '@shop/shared/pricing'
import type {
  CalculateTaxResponse,
  CheckoutFigures,
  CheckoutActionResponse,
  CheckoutSuccessResponse,
  CouponDiscountResponse,
  ShippingChargeResponse,
  ShippingEstimateResponse,
} from '@shop/shared/schemas/checkout'
import { z } from 'zod'

/** The answers' shapes, checked against the shared types; only these fields reach the client. */
export const ShippingChargeResponseSchema = z.object({
  amount: z.number(),
}) satisfies z.ZodType<ShippingChargeResponse>

export const CouponDiscountResponseSchema = z.object({
  discount: z.number(),
  coupon: z.object({
    code: z.string(),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_value: z.number(),
  }),
  message: z.string(),
}) satisfies z.ZodType<CouponDiscountResponse>

export const CalculateTaxResponseSchema = z.object({
  tax_amount: z.number(),
}) satisfies z.ZodType<CalculateTaxResponse>

export const CheckoutSuccessResponseSchema = z.object({
  data: z.object({
    orderNumber: z.string(),
    transactionID: z.string(),
    Subscriptions: z.array(z.string()),
    shipsWithOrder: z.string().nullable().optional(),
  }),
}) satisfies z.ZodType<CheckoutSuccessResponse>

/** 202: the bank asks the buyer to authenticate; the order waits for the provider's word. */
export const CheckoutActionResponseSchema = z.object({
  data: z.object({
    status: z.literal('requires_action'),
    orderNumber: z.string(),
    action: z.object({ type: z.literal('authenticate'), url: z.string(), clientSecret: z.string() }),
  }),
}) satisfies z.ZodType<CheckoutActionResponse>

/** 409: the figures the server charges (prices changed), or an order already being processed. */
export const CheckoutConflictResponseSchema = z.object({
  message: z.string(),
  error: z.string(),
  code: z.enum(Object.values(API_ERROR_CODES)).optional(),
  current: z
    .object({
      items: z.array(
        z.object({
          id: z.number(),
          price: z.number(),
          qty: z.number(),
          subscription: z.object({ interval: z.number(), discount: z.number() }).nullable(),
          pack: z.string().nullable(),
        }),
      ),
      subTotal: z.number(),
      couponDiscount: z.number(),
      shippingCharge: z.number(),
      taxAmount: z.number(),
      total: z.number(),
    })
    .optional(),
}) satisfies z.ZodType<{ message: string; error: string; current?: CheckoutFigures }>

export const ShippingEstimateResponseSchema = z.object({
  country: z.string(),
  amount: z.number(),
  shipping: z.number(),
  rate: z.number(),
  free_over: z.number().nullable(),
  more_for_free: z.number().nullable(),
  ships_with_order_no: z.string().nullable(),
}) satisfies z.ZodType<ShippingEstimateResponse>
