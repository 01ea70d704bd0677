import { z } from 'zod'
import { REVIEW_STATUSES } from '../reviews'
import {
  adminOptionalText,
  AdminIdSchema,
  calendarDateSchema,
  centsSchema,
  DateRangeQuerySchema,
  listQuerySchema,
  pagedSchema,
  QueryFlagSchema,
  SearchQuerySchema,
  wholeNumberSchema,
} from './common'

// Coupons (keyed by code, as the staff command line keys them)

export const CouponSchema = z.object({
  code: z.string(),
  discount_type: z.enum(['percent', 'fixed']),
  /** Whole percent, or cents for a fixed coupon. */
  discount_value: z.number(),
  min_amount_cents: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().nullable(),
  max_uses_per_customer: z.number().nullable(),
  used_count: z.number(),
  active: z.boolean(),
})
export type Coupon = z.infer<typeof CouponSchema>
export const CouponCodeParamsSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9_-]+$/, 'code may hold letters, digits, _ and -'),
  })
  .strict()
/** PUT /api/admin/coupons/:code: adds the coupon, or changes it (its use count is kept). */
export const CouponInputSchema = z
  .object({
    discount_type: z.enum(['percent', 'fixed'], { error: "discount_type must be 'percent' or 'fixed'" }),
    discount_value: wholeNumberSchema('discount_value', 1, 100_000_000),
    min_amount_cents: centsSchema('min_amount_cents').default(0),
    starts_at: calendarDateSchema('starts_at').nullable().default(null),
    ends_at: calendarDateSchema('ends_at').nullable().default(null),
    max_uses: wholeNumberSchema('max_uses', 1).nullable().default(null),
    max_uses_per_customer: wholeNumberSchema('max_uses_per_customer', 1).nullable().default(null),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.discount_type === 'percent' && c.discount_value > 100)
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: 'a percent coupon takes 1 to 100' })
    if (c.starts_at && c.ends_at && c.starts_at > c.ends_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'ends_at must not be before starts_at' })
  })
export type CouponInput = z.input<typeof CouponInputSchema>
export const CouponListResponseSchema = z.object({ items: z.array(CouponSchema) })
export const CouponResponseSchema = z.object({ message: z.string(), coupon: CouponSchema })

// Shipping and tax rates (keyed by country name, '*' for every other country)

export const CountryParamsSchema = z
  .object({ country: z.string().trim().min(1, 'country is required').max(100) })
  .strict()
export const ShippingRateSchema = z.object({
  country: z.string(),
  rate_cents: z.number(),
  free_over_cents: z.number().nullable(),
})
export const ShippingRateInputSchema = z
  .object({
    rate_cents: centsSchema('rate_cents'),
    free_over_cents: centsSchema('free_over_cents').nullable().default(null),
  })
  .strict()
export const ShippingRateListResponseSchema = z.object({ items: z.array(ShippingRateSchema) })
export const ShippingRateResponseSchema = z.object({ message: z.string(), rate: ShippingRateSchema })

export const TaxRateSchema = z.object({ country: z.string(), percent: z.number() })
export const TaxRateInputSchema = z
  .object({
    percent: z
      .number({ error: 'percent must be a number' })
      .min(0, 'percent must be 0 or more')
      .max(100, 'percent must be at most 100'),
  })
  .strict()
export const TaxRateListResponseSchema = z.object({ items: z.array(TaxRateSchema) })
export const TaxRateResponseSchema = z.object({ message: z.string(), rate: TaxRateSchema })

// Reviews moderation

export const AdminReviewsQuerySchema = listQuerySchema(['created_at', 'star'], 'created_at')
  .extend({
    status: z
      .enum(REVIEW_STATUSES, { error: `status must be one of: ${REVIEW_STATUSES.join(', ')}` })
      .optional(),
    product_id: AdminIdSchema.optional(),
    q: SearchQuerySchema,
  })
  .strict()
export const AdminReviewSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  name: z.string(),
  email: z.string(),
  star: z.number(),
  headline: z.string(),
  review: z.string(),
  status: z.enum(REVIEW_STATUSES),
  verified_buyer: z.boolean(),
  /** The shop's public answer under the review. */
  reply: z.string().nullable(),
  created_at: z.string(),
})
export const AdminReviewsPageSchema = pagedSchema(AdminReviewSchema)
/** POST /api/admin/reviews/:id/status */
export const ReviewStatusInputSchema = z
  .object({ status: z.enum(['published', 'hidden'], { error: "status must be 'published' or 'hidden'" }) })
  .strict()
/** PUT /api/admin/reviews/:id/reply: blank removes the reply. */
export const ReviewReplySchema = z
  .object({ reply: adminOptionalText('Reply', 2000, { multiLine: true }).transform((v) => v ?? null) })
  .strict()
export type ReviewReplyInput = z.input<typeof ReviewReplySchema>
export type ReviewReply = z.output<typeof ReviewReplySchema>
export const AdminReviewResponseSchema = z.object({ message: z.string(), review: AdminReviewSchema })

// Subscriptions

/** due: next delivery within 7 days; failed: a declined renewal waiting for a retry. */
export const SUBSCRIPTION_FILTERS = ['active', 'due', 'failed', 'paused', 'cancelled'] as const
export const AdminSubscriptionsQuerySchema = listQuerySchema(
  ['next_date', 'created_at', 'grand_total_cents'],
  'next_date',
  'asc',
)
  .extend({
    state: z
      .enum(SUBSCRIPTION_FILTERS, { error: `state must be one of: ${SUBSCRIPTION_FILTERS.join(', ')}` })
      .optional(),
    customer_id: AdminIdSchema.optional(),
    q: SearchQuerySchema,
  })
  .strict()
export const AdminSubscriptionSchema = z.object({
  id: z.number(),
  subscription_no: z.string(),
  customer_id: z.number(),
  email: z.string(),
  customer_name: z.string(),
  status: z.string(),
  month: z.number(),
  next_date: z.string(),
  grand_total_cents: z.number(),
  failed_attempts: z.number(),
  retry_at: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  items: z.array(z.object({ product_id: z.number(), name: z.string(), qty: z.number() })),
  created_at: z.string(),
})
export const AdminSubscriptionsPageSchema = pagedSchema(AdminSubscriptionSchema)
export const CancelSubscriptionInputSchema = z
  .object({ reason: adminOptionalText('Reason', 500).transform((v) => v ?? undefined) })
  .strict()
export const AdminSubscriptionResponseSchema = z.object({
  message: z.string(),
  subscription: AdminSubscriptionSchema,
})

// Contact messages

export const ContactMessagesQuerySchema = listQuerySchema(['created_at'], 'created_at')
  .extend({ answered: QueryFlagSchema, q: SearchQuerySchema })
  .strict()
export const ContactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
})
export const ContactMessagesPageSchema = pagedSchema(ContactMessageSchema)
export const ContactMessageResponseSchema = z.object({
  message: z.string(),
  contact_message: ContactMessageSchema,
})

// Newsletter

export const NewsletterQuerySchema = listQuerySchema(['created_at', 'email'], 'created_at')
  .extend({ q: SearchQuerySchema })
  .extend(DateRangeQuerySchema.shape)
  .strict()
export const NewsletterSignupSchema = z.object({ id: z.number(), email: z.string(), created_at: z.string() })
export const NewsletterPageSchema = pagedSchema(NewsletterSignupSchema)

// Mail outbox

export const MAIL_STATES = ['sent', 'waiting', 'failed'] as const
export const MailQuerySchema = listQuerySchema(['created_at'], 'created_at')
  .extend({
    state: z.enum(MAIL_STATES, { error: `state must be one of: ${MAIL_STATES.join(', ')}` }).optional(),
    q: SearchQuerySchema,
  })
  .strict()
export const MailSummarySchema = z.object({
  id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  send_attempts: z.number(),
  last_error: z.string().nullable(),
})
export const MailPageSchema = pagedSchema(MailSummarySchema)
export const MailDetailSchema = MailSummarySchema.extend({
  text_body: z.string(),
  html_body: z.string().nullable(),
})
export const MailResponseSchema = z.object({ message: z.string().optional(), mail: MailDetailSchema })
