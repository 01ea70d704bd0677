import { toCents, toDollars } from '@shop/shared/money'
import { percentToBasisPoints } from '@shop/shared/order-totals'
import { CouponCodeSchema } from '@shop/shared/schemas/checkout'
import { DollarsSchema } from '@shop/shared/schemas/money'
import { z } from 'zod'
import type { Db } from '../../db/connect'
import { nowIso } from '../../lib/clock'

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

/** Adds a coupon, or changes the one with that code (its use count is kept). */
export async function saveCoupon(db: Db, input: CouponInput): Promise<CouponView> {
  const c = CouponInputSchema.parse(input)
  const values = {
    discount_type: c.type,
    discount_value: c.type === 'fixed' ? toCents(c.value) : c.value,
    min_amount_cents: toCents(c.minAmount),
    starts_at: c.startsAt,
    ends_at: c.endsAt,
    max_uses: c.maxUses,
    max_uses_per_customer: c.maxUsesPerCustomer,
    active: c.active ? 1 : 0,
  }
  await db.kysely
    .insertInto('coupons')
    .values({ code: c.code, ...values, used_count: 0, created_at: nowIso() })
    .onConflict((oc) => oc.column('code').doUpdateSet(values))
    .execute()
  return (await listCoupons(db)).find((x) => x.code === c.code)!
}

/** Every coupon, by code. */
export async function listCoupons(db: Db): Promise<CouponView[]> {
  const rows = await db.kysely.selectFrom('coupons').selectAll().orderBy('code').execute()
  return rows.map((r) => ({
    code: r.code,
    type: r.discount_type,
    value: r.discount_type === 'fixed' ? toDollars(r.discount_value) : r.discount_value,
    min_amount: toDollars(r.min_amount_cents),
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    max_uses: r.max_uses,
    max_uses_per_customer: r.max_uses_per_customer,
    used_count: r.used_count,
    active: Boolean(r.active),
  }))
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

/** Adds or changes a country's shipping rate. */
export async function saveShippingRate(db: Db, input: ShippingRateInput): Promise<ShippingRateView> {
  const r = ShippingRateInputSchema.parse(input)
  const values = {
    rate_cents: toCents(r.rate),
    free_over_cents: r.freeOver === null ? null : toCents(r.freeOver),
  }
  const existing = await db.kysely
    .selectFrom('shipping_rates')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['country']), '=', r.country.toLowerCase()))
    .executeTakeFirst()
  if (existing) {
    await db.kysely.updateTable('shipping_rates').set(values).where('id', '=', existing.id).execute()
  } else {
    await db.kysely
      .insertInto('shipping_rates')
      .values({ country: r.country, ...values })
      .execute()
  }
  return (await listShippingRates(db)).find((x) => x.country.toLowerCase() === r.country.toLowerCase())!
}

export async function listShippingRates(db: Db): Promise<ShippingRateView[]> {
  const rows = await db.kysely.selectFrom('shipping_rates').selectAll().orderBy('country').execute()
  return rows.map((r) => ({
    country: r.country,
    rate: toDollars(r.rate_cents),
    free_over: r.free_over_cents === null ? null : toDollars(r.free_over_cents),
  }))
}

export const TaxRateInputSchema = z.object({
  country: CountryOrAnySchema,
  percent: z.number().min(0, 'percent must be 0 or more').max(100, 'percent must be at most 100'),
})

/** Adds or changes a country's sales tax percent. */
export async function saveTaxRate(db: Db, input: z.input<typeof TaxRateInputSchema>) {
  const r = TaxRateInputSchema.parse(input)
  await db.kysely
    .insertInto('tax_rates')
    .values({ country: r.country, rate_bp: percentToBasisPoints(r.percent) })
    .onConflict((oc) => oc.column('country').doUpdateSet({ rate_bp: percentToBasisPoints(r.percent) }))
    .execute()
  return { country: r.country, percent: r.percent }
}

/** Every country's sales tax, in percent. */
export async function listTaxRates(db: Db): Promise<{ country: string; percent: number }[]> {
  const rows = await db.kysely.selectFrom('tax_rates').selectAll().orderBy('country').execute()
  return rows.map((r) => ({ country: r.country, percent: r.rate_bp / 100 }))
}

export async function deleteTaxRate(db: Db, country: string) {
  await db.kysely.deleteFrom('tax_rates').where('country', '=', country).execute()
}

export async function deleteShippingRate(db: Db, country: string) {
  await db.kysely.deleteFrom('shipping_rates').where('country', '=', country).execute()
}
