import { z } from 'zod'
import { PayOnAccountSchema } from './business-accounts'
import { DEFAULT_SHIPPING_COUNTRY } from '../constants'
import { CartLineInputSchema, refuseRepeatedLines } from './cart'
import { DollarsSchema, MAX_AMOUNT_DOLLARS } from './money'
import type { DiscountType } from '../pricing'

/**
 * Checkout schemas (docs/requirements/carts-and-checkout.md §10 and §13), used by the checkout pages and
 * by the server routes. Money crosses the API as dollars with at most two decimals; the server
 * turns it into integer cents and never charges what the browser sent (docs/decisions/0002-the-server-prices-every-order.md).
 */

/** Longest line list one order may carry. */
export const MAX_ORDER_LINES = 100
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100
export const COUPON_CODE_MAX_LENGTH = 50

/** A money amount in a URL path ('12.5', '12.50', '12'): parsed to dollars, 400 naming the parameter. */
export const DollarsParamSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in dollars (0 or more, at most two decimals)')
  .transform(Number)
  .pipe(z.number().max(MAX_AMOUNT_DOLLARS, 'is too large'))

const CountrySchema = z.string().trim().min(1, 'country is required').max(100, 'country is too long')

/** GET /api/shipping-charge/{country}/{totalAmount}: totalAmount is the cart subtotal. */
export const ShippingChargeParamsSchema = z.object({
  country: CountrySchema,
  totalAmount: DollarsParamSchema,
})
export interface ShippingChargeResponse {
  /** Dollars; 0 when the subtotal reaches the country's free-shipping amount. */
  amount: number
}

// In constants.ts, so the product page's shipping estimate needs no zod; re-exported here.
export { DEFAULT_SHIPPING_COUNTRY }

/**
 * GET /api/shipping-estimate?amount=6.20&country=Bermuda (docs/requirements/carts-and-checkout.md §14):
 * amount is the goods subtotal in dollars (a cart's, or one product's price on its page).
 */
export const ShippingEstimateQuerySchema = z
  .object({
    amount: z
      .string({ error: 'amount is required' })
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'amount must be an amount in dollars (0 or more, at most two decimals)')
      .transform(Number)
      .pipe(z.number().max(MAX_AMOUNT_DOLLARS, 'amount is too large')),
    country: CountrySchema.default(DEFAULT_SHIPPING_COUNTRY),
  })
  .strict()

/** The server's shipping estimate for an amount; money in dollars. */
export interface ShippingEstimateResponse {
  country: string
  /** The subtotal the estimate is for. */
  amount: number
  /** What shipping costs at that subtotal (0 when free). */
  shipping: number
  /** The country's flat rate below the free-shipping amount. */
  rate: number
  /** Subtotal from which shipping is free, or null when it never is. */
  free_over: number | null
  /** Still to add for free shipping ('US $X more for free shipping'): 0 once free, null when it never is. */
  more_for_free: number | null
  /**
   * Customer pre-order estimates only: the paid, not yet shipped order (its number) the pre-order
   * would ship with at no second charge; null otherwise.
   */
  ships_with_order_no: string | null
}

export const CouponCodeSchema = z
  .string()
  .trim()
  .min(1, 'couponCode is required')
  .max(COUPON_CODE_MAX_LENGTH, `couponCode must be at most ${COUPON_CODE_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'couponCode may hold letters, digits, _ and - only')

/**
 * Checkout's coupon box: the code a shopper types, its messages in words. What the code may hold
 * is the server's to say (CouponCodeSchema on the call): a refused code shows the server's message.
 */
export const CouponFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Please enter a coupon code.')
      .max(COUPON_CODE_MAX_LENGTH, `A coupon code has at most ${COUPON_CODE_MAX_LENGTH} characters.`),
  })
  .strict()

/** GET /api/coupon-discount/{couponCode}/{amount}: amount is the cart subtotal. */
export const CouponDiscountParamsSchema = z.object({
  couponCode: CouponCodeSchema,
  amount: DollarsParamSchema,
})
export interface CouponDiscountResponse {
  /** Dollars off the subtotal. */
  discount: number
  coupon: {
    code: string
    discount_type: DiscountType
    /** Whole percent, or dollars for a fixed coupon. */
    discount_value: number
  }
  message: string
}

/** GET /api/calculate-tax/{amount}?country=Bermuda: amount is subtotal minus coupon discount. */
export const CalculateTaxParamsSchema = z.object({ amount: DollarsParamSchema })
export const CalculateTaxQuerySchema = z.object({ country: CountrySchema.optional() }).strict()
export interface CalculateTaxResponse {
  /** Dollars. */
  tax_amount: number
}

/**
 * The `Idempotency-Key` header: one key per submit attempt, reused only on retry (the shop's web app
 * always sends one). Optional, as in payment APIs: without it nothing is deduplicated.
 */
export const IdempotencyKeySchema = z
  .string({ error: 'Idempotency-Key must be text' })
  .min(
    IDEMPOTENCY_KEY_MIN_LENGTH,
    `must be ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
  )
  .max(
    IDEMPOTENCY_KEY_MAX_LENGTH,
    `must be ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
  )
  .regex(/^[A-Za-z0-9_.:-]+$/, 'may hold letters, digits and _ . : - only')

export const CheckoutHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema.optional() })

const OptionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).nullish()

/** A shipping or billing address as the checkout state holds it (docs/requirements/accounts.md §7); unknown fields are dropped. */
export const CheckoutAddressSchema = z.object({
  id: z.number().int().nullish(),
  first_name: OptionalText(100),
  middle_name: OptionalText(100),
  last_name: OptionalText(100),
  phone: OptionalText(30),
  email: OptionalText(200),
  flat_apartment: OptionalText(200),
  apartment_flat: OptionalText(200),
  address: OptionalText(300),
  street: OptionalText(300),
  city: OptionalText(100),
  state: OptionalText(100),
  zipcode: OptionalText(20),
  country: CountrySchema,
})
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>

/**
 * POST /api/customer/preorder-shipping (docs/requirements/carts-and-checkout.md §8.2): what the
 * pre-order checkout will charge for shipping to this address, and the order it would ship with.
 */
export const PreorderShippingBodySchema = z
  .object({ amount: DollarsSchema, shippingAddress: CheckoutAddressSchema })
  .strict()

/** A token the provider's card element made in the browser: the card's number never reaches the shop. */
export const PaymentTokenSchema = z
  .string({ error: 'Payment token must be text' })
  .regex(/^[A-Za-z0-9_]{8,200}$/, 'Payment token is not valid')

/** What each card field says when its shape is wrong (the card element says the same in the browser). */
export const CARD_SHAPE_MESSAGES = {
  number: 'Card number must have 12 to 19 digits',
  name: 'Name on card is required',
  expiry: 'Expiry must be MM/YY',
  cvc: 'CVC must be 3 or 4 digits',
} as const

/**
 * A card as the card element's fields hold it, checked again by the provider's token call (never by
 * the shop's API). Only the shape is checked here; the provider checks the number (Luhn), the expiry
 * date and the code. The number and CVC are never stored or logged.
 */
export const CardDetailsSchema = z.object({
  number: z
    .string({ error: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, CARD_SHAPE_MESSAGES.number)),
  name: z.string({ error: CARD_SHAPE_MESSAGES.name }).trim().min(1, CARD_SHAPE_MESSAGES.name).max(100),
  expiry: z
    .string({ error: 'Expiry is required' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_SHAPE_MESSAGES.expiry),
  cvc: z
    .string({ error: 'CVC is required' })
    .trim()
    .regex(/^\d{3,4}$/, CARD_SHAPE_MESSAGES.cvc),
})
export type CardDetails = z.infer<typeof CardDetailsSchema>

/** Said to a caller that still sends a card's details to the shop's API. */
export const CARD_DETAILS_REFUSED_MESSAGE =
  'The shop takes no card numbers: send paymentToken, the token the card element made'

/**
 * Card numbers never reach the shop's API (the provider's card element tokenises them in the
 * browser, which keeps the shop out of card data's scope): a body carrying `cardDetails` is refused
 * whatever it holds, by name, rather than silently dropped with the unknown fields.
 */
export const RefusedCardDetailsSchema = z.never({ error: CARD_DETAILS_REFUSED_MESSAGE }).optional()

/** Said when a card payment carries no token. */
export const PAYMENT_TOKEN_REQUIRED_MESSAGE = 'Card details are required'

const FlagSchema = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1)

/**
 * POST /api/checkout/payment (back_order 0) and POST /api/checkout/preorder (back_order 1).
 * customer_id and email may be sent (the original app's payload has them) but the server uses the token's user.
 */
export const CheckoutPayloadSchema = z
  .object({
    customer_id: z.unknown().optional(),
    email: z.unknown().optional(),
    items: z
      .array(CartLineInputSchema, { error: 'items must be a list of cart lines' })
      .min(1, 'Your cart is empty.')
      .max(MAX_ORDER_LINES, `items must hold at most ${MAX_ORDER_LINES} lines`)
      .superRefine(refuseRepeatedLines),
    subTotal: DollarsSchema,
    couponDiscount: DollarsSchema.default(0),
    couponCode: z
      .union([CouponCodeSchema, z.literal('')])
      .nullish()
      .transform((v) => v || null),
    shippingCharge: DollarsSchema.default(0),
    taxAmount: DollarsSchema.default(0),
    total: DollarsSchema,
    shippingAddress: CheckoutAddressSchema.nullish(),
    billingAddress: CheckoutAddressSchema.nullish(),
    pickupOrder: FlagSchema.default(false),
    pickupAddress: z.union([z.string().trim().max(500), CheckoutAddressSchema]).nullish(),
    back_order: z.union([z.literal(0), z.literal(1)]).optional(),
    cardDetails: RefusedCardDetailsSchema,
    /** The card, unless the order is paid on account: a token from the provider's card element. */
    paymentToken: PaymentTokenSchema.optional(),
    /** One of the buyer's saved cards (My account > Payment methods), in place of a new card's token. */
    paymentMethodId: z
      .number({ error: 'paymentMethodId must be a saved card’s number' })
      .int('paymentMethodId must be a saved card’s number')
      .positive('paymentMethodId must be a saved card’s number')
      .optional(),
    /** 'Save this card': the provider keeps the new card for later payments. */
    saveCard: FlagSchema.default(false),
    /** Pay on account (approved business accounts) with the practice's purchase-order number. */
    payOnAccount: PayOnAccountSchema.optional(),
  })
  .superRefine((body, issue) => {
    if (!body.paymentToken && !body.paymentMethodId && !body.payOnAccount) {
      issue.addIssue({ code: 'custom', path: ['paymentToken'], message: PAYMENT_TOKEN_REQUIRED_MESSAGE })
    }
  })
export type CheckoutPayload = z.infer<typeof CheckoutPayloadSchema>
export type CheckoutPayloadInput = z.input<typeof CheckoutPayloadSchema>

/** Which checkout: the normal cart paid now, or the backorder cart as a pre-order. */
export type CheckoutKind = 'payment' | 'preorder'

/** The money figures of a checkout, in dollars as the API carries them: what the page shows and sends. */
export interface CheckoutAmounts {
  subTotal: number
  couponDiscount: number
  shippingCharge: number
  taxAmount: number
  total: number
}

/** The figures the server charges: sent back with a 409 when the browser's differ. */
export interface CheckoutFigures extends CheckoutAmounts {
  items: {
    id: number
    price: number
    qty: number
    subscription: { interval: number; discount: number } | null
    /** The pack's code, or null for single pieces. */
    pack: string | null
  }[]
}

/** 409 when any figure differs from what the server charges: nothing was charged. */
export interface PricesChangedResponse {
  message: 'Prices have changed. Please review your order.'
  error: string
  code: 'prices_changed'
  current: CheckoutFigures
}

/** 200 from checkout/payment and checkout/preorder (docs/requirements/carts-and-checkout.md §10). */
export interface CheckoutSuccessResponse {
  data: {
    orderNumber: string
    transactionID: string
    /** One message per Subscribe & Save subscription the order started; empty when none. */
    Subscriptions: string[]
    /** A pre-order that ships with the customer's earlier paid order (no second shipping charge): its number. */
    shipsWithOrder?: string | null
  }
}

/**
 * 202 from checkout: the card's bank asks the buyer to authenticate (3-D Secure). The order waits;
 * the browser shows the provider's challenge at `action.url`, then asks
 * `POST /api/checkout/payment/confirm` for the provider's word.
 */
export interface CheckoutActionResponse {
  data: {
    status: 'requires_action'
    orderNumber: string
    action: { type: 'authenticate'; url: string; clientSecret: string }
  }
}

/** Asks for the provider's word on an order that waited for the buyer to authenticate. */
export const CheckoutConfirmBodySchema = z.object({
  orderNumber: z.string({ error: 'Order number is required' }).trim().min(1).max(40),
})
export type CheckoutConfirmBody = z.infer<typeof CheckoutConfirmBodySchema>

/** Every checkout failure: `error` repeats the message for the /checkout/failed page. */
export interface CheckoutErrorResponse {
  message: string
  error: string
  errors?: Record<string, string[]>
}
