import { z } from 'zod'
import { MAX_LINE_QUANTITY } from '../constants'
import { MAX_PRICE_BREAKS } from '../price-breaks'
import { DISCOUNT_TYPES } from '../pricing'
import type { ProductSummary, SubscriptionOption } from './catalogue'
import { DollarsSchema } from './money'

// In constants.ts, so the browser's cart code needs no zod; re-exported for the schemas' users.
export { MAX_LINE_QUANTITY }
/** Longest interval a Subscribe & Save line may carry (months). */
export const MAX_SUBSCRIPTION_MONTHS = 24

const ProductIdSchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be a positive whole number')
  .max(2147483647, 'is too large')

export const CartQuantitySchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`)

export const SubscriptionOptionSchema = z
  .object({
    months: z.number().int().min(1).max(MAX_SUBSCRIPTION_MONTHS),
    discount: z.number().min(0).max(100),
  })
  .strict()

/** docs/requirements/carts-and-checkout.md §1: subscription = interval in months, 'month' or 'months', percent off. */
export const CartSubscriptionSchema = z
  .object({
    interval: z
      .number({ error: 'Please select a subscription month.' })
      .int('must be a whole number of months')
      .min(1, 'Please select a subscription month.')
      .max(MAX_SUBSCRIPTION_MONTHS, `must be at most ${MAX_SUBSCRIPTION_MONTHS} months`),
    type: z.enum(['month', 'months']),
    discount: z.number().min(0, 'must be 0 or more').max(100, 'must be at most 100'),
  })
  .strict()
export type CartSubscription = z.infer<typeof CartSubscriptionSchema>

/** One quantity price break as a cart line carries it (dollars). */
export const PriceBreakSchema = z
  .object({
    min_qty: z
      .number()
      .int()
      .min(2)
      .max(MAX_LINE_QUANTITY * 1000),
    price: DollarsSchema,
  })
  .strict()

/** The pack a line is sold in (docs/decisions/0114-pack-sizes.md); absent for the single piece. */
export const CartLinePackSchema = z
  .object({
    code: z.string().min(1).max(60),
    label: z.string().min(1).max(100),
    units_per_pack: z.number().int().min(2).max(100_000),
    /** What the pack holds, named: 'gloves' ('pieces' when the product names no unit). */
    units_name: z.string().min(1).max(60).optional(),
  })
  .strict()
export type CartLinePack = z.infer<typeof CartLinePackSchema>

/**
 * A line's options: the Subscribe & Save intervals its product offers, kept on subscribed lines so
 * the cart can offer an interval change without another call.
 */
export const CartLineOptionsSchema = z
  .object({ subscriptions: z.array(SubscriptionOptionSchema).max(24) })
  .strict()
export type CartLineOptions = z.infer<typeof CartLineOptionsSchema>

/** One line of the normal or backorder cart as the browser keeps it (docs/requirements/carts-and-checkout.md §1). Money in dollars. */
export const CartLineSchema = z
  .object({
    id: ProductIdSchema,
    sku: z.string().max(100),
    name: z.string().max(300),
    slug: z.string().max(200),
    /** The selling price, or 0 (docs/requirements/carts-and-checkout.md §1). */
    old_price: DollarsSchema,
    /** The discounted price if present, else the selling price; the Subscribe & Save price on subscribed lines. */
    price: DollarsSchema,
    /** The discount value, or 0. */
    discount: z.number().min(0).max(10_000_000),
    discount_type: z.enum(DISCOUNT_TYPES).nullable(),
    /** Available quantity when the line was added or last refreshed. */
    avl_qty: z.number().int(),
    qty: CartQuantitySchema,
    unit: z.string().max(100),
    category: z.string().max(200),
    weight: z.string().max(100),
    image: z.string().max(1000),
    thumbnail_compress: z.string().max(4000),
    rowId: z.string().min(1).max(100),
    back_order: z.union([z.literal(0), z.literal(1)]).optional(),
    options: CartLineOptionsSchema.optional(),
    subscription: CartSubscriptionSchema.optional(),
    /** The product's quantity price breaks, so the cart re-prices the line as its quantity changes. */
    price_breaks: z.array(PriceBreakSchema).max(MAX_PRICE_BREAKS).optional(),
    /** The pack the line buys; its price and quantity are per pack, its stock counted in base units. */
    pack: CartLinePackSchema.optional(),
  })
  .strict()
export type CartLine = z.infer<typeof CartLineSchema>

/**
 * What the checkout server reads of a browser line: which product, how many, which interval, and
 * the price the shopper saw (compared with the server's own pricing, never charged as sent).
 */
export const CartLineInputSchema = z
  .object({
    id: ProductIdSchema,
    qty: CartQuantitySchema,
    price: DollarsSchema,
    back_order: z.union([z.literal(0), z.literal(1)]).optional(),
    // A full cart line's subscription also has type and discount: read the interval, drop the rest.
    subscription: CartSubscriptionSchema.pick({ interval: true }).strip().optional(),
    // A full cart line's pack also has its label and size: read the code, drop the rest.
    pack: CartLinePackSchema.pick({ code: true }).strip().optional(),
  })
  .strip()
export type CartLineInput = z.infer<typeof CartLineInputSchema>

/**
 * The per-line limit holds for a product, not for each copy of its line: two lines of one product,
 * pack and purchase mode (one-time, or one Subscribe & Save interval) would get round it, so a
 * repeated line is refused, naming the line (docs/decisions/0118-one-line-per-product.md).
 */
export function refuseRepeatedLines(lines: readonly CartLineInput[], ctx: z.RefinementCtx): void {
  const first = new Map<string, number>()
  lines.forEach((line, index) => {
    const key = `${line.id}|${line.subscription?.interval ?? ''}|${line.pack?.code ?? ''}`
    const earlier = first.get(key)
    if (earlier === undefined) {
      first.set(key, index)
      return
    }
    ctx.addIssue({
      code: 'custom',
      path: [index, 'id'],
      message: `repeats line ${earlier + 1} (same product, pack and purchase mode); one line holds at most ${MAX_LINE_QUANTITY}, so put the whole quantity on that line`,
    })
  })
}

/** GET /api/products/lookup?ids=1,2,3: current facts of the products in a cart. */
export const ProductLookupQuerySchema = z
  .object({
    ids: z
      .string({ error: 'ids is required' })
      .trim()
      .min(1, 'ids is required')
      .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'ids must be product ids separated by commas')
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .refine((ids) => ids.every((id) => id <= 2147483647), 'ids holds an id that is too large')
      .refine((ids) => ids.length <= 100, 'ids must name at most 100 products'),
  })
  .strict()

/** A product's current facts as the cart needs them: the listing shape plus its Subscribe & Save intervals. */
export interface CartProductFacts extends ProductSummary {
  subscriptions: SubscriptionOption[]
}

/** The lookup's answer: the products that still exist (an unknown id is simply absent). */
export interface ProductLookupResponse {
  data: CartProductFacts[]
}
