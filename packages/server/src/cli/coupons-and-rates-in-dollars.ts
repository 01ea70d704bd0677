import { toCents, toDollars } from '@shop/shared/money'
import { CouponCodeSchema } from '@shop/shared/schemas/checkout'
import { DollarsSchema } from '@shop/shared/schemas/money'
import { z } from 'zod'
import type { Db } from '../db/connect'
import * as service from '../domains/checkout/coupons-and-rates.service'

// The staff command speaks dollars; the service speaks cents. This is the edge where one becomes
// the other, and where the command's own input is checked.

/** Staff input for a coupon: money in dollars, dates as ISO dates or timestamps. */
export const CouponInputSchema = z
  .object({
    code: CouponCodeSchema.transform((c) => c.toUpperCase()),
    type: z.enum(['percent', 'fixed'], { error: "type must be 'percent' or 'fixed'" }),
    /** Whole percent (1-100) or dollars. */
    value: z.number({ error: 'value must be a number' }).positive('value must be more than 0'),
    minAmount: DollarsSchema.default(0),
    startsAt: z.iso.date().or(z.iso.datetime()).nullable().default(null),
    endsAt: z.iso.date().or(z.iso.datetime()).nullable().default(null),
    maxUses: z.number().int().positive().nullable().default(null),
    maxUsesPerCustomer: z.number().int().positive().nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine((c) => c.type !== 'percent' || (Number.isInteger(c.value) && c.value <= 100), {
    message: 'a percent coupon takes a whole percent from 1 to 100',
    path: ['value'],
  })
  .refine((c) => c.type !== 'fixed' || DollarsSchema.safeParse(c.value).success, {
    message: 'a fixed coupon takes dollars with at most two decimals',
    path: ['value'],
  })
  .refine((c) => !c.startsAt || !c.endsAt || c.startsAt <= c.endsAt, {
    message: 'endsAt must not be before startsAt',
    path: ['endsAt'],
  })
export type CouponInput = z.input<typeof CouponInputSchema>

export interface CouponView {
  code: string
  type: 'percent' | 'fixed'
  /** Percent, or dollars. */
  value: number
  min_amount: number
  starts_at: string | null
  ends_at: string | null
  max_uses: number | null
  max_uses_per_customer: number | null
  used_count: number
  active: boolean
}

function inDollars(c: Awaited<ReturnType<typeof service.listCoupons>>[number]): CouponView {
  return {
    code: c.code,
    type: c.discount_type,
    value: c.discount_type === 'fixed' ? toDollars(c.discount_value) : c.discount_value,
    min_amount: toDollars(c.min_amount_cents),
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    max_uses: c.max_uses,
    max_uses_per_customer: c.max_uses_per_customer,
    used_count: c.used_count,
    active: c.active,
  }
}

/** Every coupon, by code, in dollars. */
export async function listCoupons(db: Db): Promise<CouponView[]> {
  return (await service.listCoupons(db)).map(inDollars)
}

/** Adds a coupon, or changes the one with that code (its use count is kept). */
export async function saveCoupon(db: Db, input: CouponInput): Promise<CouponView> {
  const c = CouponInputSchema.parse(input)
  const saved = await service.saveCoupon(db, null, c.code, {
    discount_type: c.type,
    discount_value: c.type === 'fixed' ? toCents(c.value) : c.value,
    min_amount_cents: toCents(c.minAmount),
    starts_at: c.startsAt,
    ends_at: c.endsAt,
    max_uses: c.maxUses,
    max_uses_per_customer: c.maxUsesPerCustomer,
    active: c.active,
  })
  return inDollars(saved)
}

const CountryOrAnySchema = z.string().trim().min(1, 'country is required').max(100)

export const ShippingRateInputSchema = z.object({
  /** A country name, or '*' for every other country. */
  country: CountryOrAnySchema,
  rate: DollarsSchema,
  /** Subtotal in dollars from which shipping is free; null for never. */
  freeOver: DollarsSchema.nullable().default(null),
})
export type ShippingRateInput = z.input<typeof ShippingRateInputSchema>

export interface ShippingRateView {
  country: string
  rate: number
  free_over: number | null
}

const rateInDollars = (r: service.ShippingRate): ShippingRateView => ({
  country: r.country,
  rate: toDollars(r.rate_cents),
  free_over: r.free_over_cents === null ? null : toDollars(r.free_over_cents),
})

export async function listShippingRates(db: Db): Promise<ShippingRateView[]> {
  return (await service.listShippingRates(db)).map(rateInDollars)
}

/** Adds or changes a country's shipping rate. */
export async function saveShippingRate(db: Db, input: ShippingRateInput): Promise<ShippingRateView> {
  const r = ShippingRateInputSchema.parse(input)
  const saved = await service.saveShippingRate(db, null, r.country, {
    rate_cents: toCents(r.rate),
    free_over_cents: r.freeOver === null ? null : toCents(r.freeOver),
  })
  return rateInDollars(saved)
}

export const TaxRateInputSchema = z.object({
  country: CountryOrAnySchema,
  percent: z.number().min(0, 'percent must be 0 or more').max(100, 'percent must be at most 100'),
})

/** Adds or changes a country's sales tax percent. */
export async function saveTaxRate(db: Db, input: z.input<typeof TaxRateInputSchema>) {
  const r = TaxRateInputSchema.parse(input)
  return service.saveTaxRate(db, null, r.country, { percent: r.percent })
}
