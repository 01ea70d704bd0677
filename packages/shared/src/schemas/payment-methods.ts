import { z } from 'zod'
import { PaymentTokenSchema, RefusedCardDetailsSchema } from './checkout'

/**
 * A customer's saved cards (My account > Payment methods). The shop keeps only the provider's
 * reusable token (never sent to the browser), the brand, the last four digits and the expiry.
 */
export const SavedPaymentMethodSchema = z.object({
  id: z.number().int(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  /** MM/YY. */
  expiry: z.string().nullable(),
  is_default: z.boolean(),
  /** Subscribe & Save subscriptions (their numbers) charged to this card. */
  subscriptions: z.array(z.string()),
  created_at: z.string(),
})
export type SavedPaymentMethod = z.infer<typeof SavedPaymentMethodSchema>

export const PaymentMethodsResponseSchema = z.object({ data: z.array(SavedPaymentMethodSchema) })
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>

export const PaymentMethodChangeResponseSchema = z.object({
  message: z.string(),
  data: z.array(SavedPaymentMethodSchema),
})
export type PaymentMethodChangeResponse = z.infer<typeof PaymentMethodChangeResponseSchema>

/** POST /api/customer/payment-methods: a card set up without paying, by the card element's token. */
export const AddPaymentMethodBodySchema = z
  .object({
    cardDetails: RefusedCardDetailsSchema,
    paymentToken: PaymentTokenSchema,
    /** Make it the card new payments and subscriptions use. */
    makeDefault: z.boolean().optional(),
  })
  .strict()
export type AddPaymentMethodBody = z.infer<typeof AddPaymentMethodBodySchema>

export const PaymentMethodParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a saved card’s number' })
    .int('id must be a saved card’s number')
    .positive('id must be a saved card’s number'),
})

/** A saved card may not be removed while a subscription is charged to it. */
export const PAYMENT_METHOD_IN_USE_MESSAGE =
  'This card pays a Subscribe & Save subscription: give the subscription another card first.'

export const PAYMENT_METHOD_MESSAGES = {
  added: 'Card saved.',
  defaultSet: 'Default card changed.',
  removed: 'Card removed.',
  notFound: 'No such saved card.',
} as const
