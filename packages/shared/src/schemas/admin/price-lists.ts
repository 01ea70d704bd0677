import { z } from 'zod'
import { MAX_PRICE_BREAKS, priceBreaksProblem } from '../../price-breaks'
import { PriceBreakInputSchema } from './catalogue'
import { adminText, calendarDateSchema, centsSchema, choiceIdSchema } from './common'

/**
 * Price lists: fixed unit prices per product and pack that staff assign to business accounts
 * (docs/decisions/0142-contract-prices.md). Dates are the shop's calendar days, both inclusive.
 */
export const PriceListInputSchema = z
  .object({
    name: adminText('Name', 80),
    starts_on: calendarDateSchema('starts_on').nullable().default(null),
    ends_on: calendarDateSchema('ends_on').nullable().default(null),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.starts_on && v.ends_on && v.ends_on < v.starts_on)
      ctx.addIssue({
        code: 'custom',
        path: ['ends_on'],
        message: 'The last day comes on or after the first day',
      })
  })
export type PriceListInput = z.input<typeof PriceListInputSchema>

/** One product's (or pack's) price in a list, in cents, with the list's own quantity breaks. */
export const PriceListPriceInputSchema = z
  .object({
    product_id: choiceIdSchema('product'),
    /** The pack's code; null for the single piece. */
    pack_code: z
      .string({ error: 'pack_code must be text' })
      .trim()
      .min(1, 'pack_code must not be empty')
      .max(20)
      .nullable()
      .default(null),
    unit_price_cents: centsSchema('unit_price_cents').min(1, 'Enter a price such as 9.20'),
    price_breaks: z
      .array(PriceBreakInputSchema)
      .max(MAX_PRICE_BREAKS, `at most ${MAX_PRICE_BREAKS} price breaks`)
      .default([]),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.pack_code !== null && p.price_breaks.length)
      ctx.addIssue({
        code: 'custom',
        path: ['price_breaks'],
        message: 'A pack has one price: breaks are for single pieces',
      })
    // The same check as a product's own breaks: each lower than the last, and more never costs less.
    const problem = priceBreaksProblem(
      p.unit_price_cents,
      p.price_breaks.map((b) => ({ minQty: b.min_qty, unitCents: b.price_cents })),
    )
    if (problem) ctx.addIssue({ code: 'custom', path: ['price_breaks'], message: problem })
  })
export type PriceListPriceInput = z.input<typeof PriceListPriceInputSchema>

export const PriceListAssignSchema = z
  .object({ business_account_id: choiceIdSchema('business account') })
  .strict()

export const PriceListPriceSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  pack_code: z.string().nullable(),
  unit_price_cents: z.number(),
  price_breaks: z.array(z.object({ min_qty: z.number(), price_cents: z.number() })),
})

export const PriceListSchema = z.object({
  id: z.number(),
  name: z.string(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  prices: z.number(),
  accounts: z.array(z.object({ id: z.number(), practice_name: z.string() })),
  updated_at: z.string(),
})
export type PriceList = z.infer<typeof PriceListSchema>

export const PriceListsSchema = z.object({ price_lists: z.array(PriceListSchema) })
export const PriceListDetailSchema = z.object({
  price_list: PriceListSchema,
  prices: z.array(PriceListPriceSchema),
})

/** What a business account pays for a product or pack, when its own price is below the public one. */
export const YourPriceSchema = z.object({
  product_id: z.number(),
  pack_code: z.string().nullable(),
  /** At one piece (or one pack); `price_breaks` lower it further. */
  unit_price: z.number(),
  public_price: z.number(),
  price_breaks: z.array(z.object({ min_qty: z.number(), price: z.number() })),
})
export const YourPricesSchema = z.object({ prices: z.array(YourPriceSchema) })
export const YourPricesQuerySchema = z
  .object({
    product_ids: z
      .string({ error: 'product_ids must be a list of product ids' })
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'product_ids must be up to 100 product ids separated by commas')
      .transform((v) => [...new Set(v.split(',').map(Number))]),
  })
  .strict()
