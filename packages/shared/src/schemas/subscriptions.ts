import { z } from 'zod'
import { MAX_ADD_QUANTITY, MIN_ADD_QUANTITY } from '../constants'
import { PageSchema } from './paging'
import { MAX_LINE_QUANTITY } from './cart'
import { PaymentTokenSchema, RefusedCardDetailsSchema } from './checkout'

/** Cancelled subscriptions per page of GET /api/customer/get-cancelled-subscription. */
export const CANCELLED_SUBSCRIPTIONS_PAGE_SIZE = 10
/** A reason given when cancelling is kept up to this length. */
export const MAX_CANCEL_REASON_LENGTH = 500

export const SUBSCRIPTION_MESSAGES = {
  cancelled: 'Subscription canceled successfully',
  cancelFailed: 'Failed to cancel subscription',
} as const

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** One product of a subscription, as its `items` JSON text lists it (money in dollars). */
export const SubscriptionItemSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  qty: z.number().int(),
  slug: z.string(),
  thumbnail: z.string(),
  thumbnail_compress: z.string(),
})
export type SubscriptionItem = z.infer<typeof SubscriptionItemSchema>

/** A Subscribe & Save subscription of the signed-in customer; `items` is JSON text of SubscriptionItem. */
export const SubscriptionSchema = z.object({
  id: z.number().int(),
  subscription_no: z.string(),
  items: z.string(),
  next_date: z.string(),
  /** Delivery interval in months. */
  month: z.number().int(),
  /** The items' total at the last price charged, dollars. */
  grand_total: z.number(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  paused_at: z.string().nullable(),
  /** Set when renewals were declined and the customer should update the card. */
  payment_problem: z.boolean(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** The intervals (months) every product of the subscription offers: what it may change to. */
  intervals: z.array(z.number().int()),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

export const TotalSubscriptionsResponseSchema = z.object({
  /** The count of active and paused subscriptions, under the name the original screens read. */
  total_subsriptions: z.number().int(),
  total_subscriptions: z.number().int(),
})
export type TotalSubscriptionsResponse = z.infer<typeof TotalSubscriptionsResponseSchema>

export const ActiveSubscriptionsResponseSchema = z.object({ subscriptions: z.array(SubscriptionSchema) })
export type ActiveSubscriptionsResponse = z.infer<typeof ActiveSubscriptionsResponseSchema>

/** A coming delivery priced as it would be charged today (money in dollars). */
export const DeliverySchema = z.object({
  subscription_no: z.string(),
  next_date: z.string(),
  month: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  items: z.array(SubscriptionItemSchema),
  sub_total: z.number(),
  shipping_charge: z.number(),
  tax_amount: z.number(),
  total: z.number(),
})
export type Delivery = z.infer<typeof DeliverySchema>

export const NextDeliveriesResponseSchema = z.object({ deliveries: z.array(DeliverySchema) })
export type NextDeliveriesResponse = z.infer<typeof NextDeliveriesResponseSchema>

export const CancelledSubscriptionsQuerySchema = z
  .object({
    page: PageSchema,
  })
  .strict()

export const CancelledSubscriptionsResponseSchema = z.object({
  data: z.object({
    data: z.object({
      data: z.array(SubscriptionSchema),
      total: z.number().int(),
      per_page: z.number().int(),
      current_page: z.number().int(),
    }),
  }),
})
export type CancelledSubscriptionsResponse = z.infer<typeof CancelledSubscriptionsResponseSchema>

const reason = z
  .string({ error: 'reason must be text' })
  .trim()
  .max(MAX_CANCEL_REASON_LENGTH, `reason must be at most ${MAX_CANCEL_REASON_LENGTH} characters`)
  .optional()

/** POST /api/customer/cancel-subscription: subscription_id is the subscription number. */
export const CancelSubscriptionBodySchema = z.object({
  subscription_id: z
    .string({ error: 'subscription_id must be a subscription number' })
    .trim()
    .min(1, 'subscription_id is required')
    .max(40, 'subscription_id is too long'),
  reason,
})
export type CancelSubscriptionBody = z.infer<typeof CancelSubscriptionBodySchema>

export const SubscriptionNoParamsSchema = z.object({
  subscriptionNo: z.string().trim().min(1).max(40),
})

export const CancelBodySchema = z.object({ reason }).strict()

const isoDate = z
  .string({ error: 'next_date must be a date like 2026-12-31' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'next_date must be a date like 2026-12-31')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'next_date must be a real date',
    },
  )

export const RescheduleBodySchema = z.object({ next_date: isoDate }).strict()
export type RescheduleBody = z.infer<typeof RescheduleBodySchema>

export const IntervalBodySchema = z
  .object({
    month: z
      .number({ error: 'month must be a whole number of months' })
      .int('month must be a whole number of months')
      .min(1, 'month must be 1 or more')
      .max(24, 'month must be 24 or less'),
  })
  .strict()

export const QuantityBodySchema = z
  .object({
    product_id: z.number({ error: 'product_id must be a number' }).int().positive(),
    qty: z
      .number({ error: 'qty must be a whole number' })
      .int('qty must be a whole number')
      .min(1, 'qty must be 1 or more')
      .max(MAX_LINE_QUANTITY, `qty must be at most ${MAX_LINE_QUANTITY}`),
  })
  .strict()

/**
 * A new card for the renewals: the card element's one-use token (`paymentToken`), which the gateway
 * keeps and which becomes one of the customer's saved cards, or one of those (`paymentMethodId`).
 * Card details are refused by name.
 */
export const UpdateCardBodySchema = z
  .object({
    cardDetails: RefusedCardDetailsSchema,
    paymentToken: PaymentTokenSchema.optional(),
    paymentMethodId: z
      .number({ error: 'paymentMethodId must be a saved card’s number' })
      .int('paymentMethodId must be a saved card’s number')
      .positive('paymentMethodId must be a saved card’s number')
      .optional(),
  })
  .strict()
  .superRefine((body, issue) => {
    if (!body.paymentToken === !body.paymentMethodId) {
      issue.addIssue({ code: 'custom', path: ['paymentToken'], message: 'Send the card element’s token' })
    }
  })

export const SubscriptionMessageResponseSchema = z.object({ message: z.string() })

/** The answer of every self-service change: what happened, and the subscription as it is now. */
export const SubscriptionChangeResponseSchema = z.object({
  message: z.string(),
  data: SubscriptionSchema,
})
export type SubscriptionChangeResponse = z.infer<typeof SubscriptionChangeResponseSchema>

/** Send now: the renewal's order number when it was placed. */
export const SendNowResponseSchema = SubscriptionChangeResponseSchema.extend({
  order_no: z.string().nullable(),
})
export type SendNowResponse = z.infer<typeof SendNowResponseSchema>

/*
 * The subscription card's dialogs as the shopper fills them: the same limits as the bodies above,
 * their messages in words under each field.
 */

/** Cancel: an optional reason. */
export const CancelSubscriptionFormSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(MAX_CANCEL_REASON_LENGTH, `Write at most ${MAX_CANCEL_REASON_LENGTH} characters.`),
  })
  .strict()

/** Reschedule: the next delivery's day, 'YYYY-MM-DD' as the date field hands it. */
export const RescheduleFormSchema = z
  .object({
    next_date: z
      .string({ error: 'Enter the next delivery date.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as DD-MM-YYYY.'),
  })
  .strict()

/** Interval: every so many months. */
export const IntervalFormSchema = z
  .object({
    month: z.coerce
      .number()
      .int('Choose how often it comes.')
      .min(1, 'Choose how often it comes.')
      .max(24, 'Choose how often it comes.'),
  })
  .strict()

/** Quantity: which product of the subscription, and how many of it each delivery. */
export const QuantityFormSchema = z
  .object({
    product_id: z.coerce.number().int().positive('Choose a product.'),
    qty: z.coerce
      .number()
      .int('Enter a whole number.')
      .min(MIN_ADD_QUANTITY, `Enter at least ${MIN_ADD_QUANTITY}.`)
      .max(MAX_ADD_QUANTITY, `At most ${MAX_ADD_QUANTITY} per delivery.`),
  })
  .strict()
