import { percentToBasisPoints } from '@shop/shared/order-totals'
import type { z } from 'zod'
import type {
  Coupon,
  CouponInputSchema,
  ShippingRateInputSchema,
  TaxRateInputSchema,
} from '@shop/shared/schemas/admin/operations'
import type { Db } from '../../db/connect'
import { notFound } from '../../errors'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { nowIso } from '../../lib/clock'
import * as repo from './coupons-and-rates.repository'

// Coupons, shipping and tax rates, in cents like every back-office call
// (docs/requirements/back-office.md §1); the staff command converts dollars at its edge. Every change
// is audited: `actor` null is the staff command line.

export interface ShippingRate {
  country: string
  rate_cents: number
  free_over_cents: number | null
}

export interface TaxRate {
  country: string
  percent: number
}

/** Every coupon, by code. */
export async function listCoupons(db: Db): Promise<Coupon[]> {
  return (await repo.findCoupons(db.kysely)).map((r) => ({
    code: r.code,
    discount_type: r.discount_type,
    discount_value: r.discount_value,
    min_amount_cents: r.min_amount_cents,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    max_uses: r.max_uses,
    max_uses_per_customer: r.max_uses_per_customer,
    used_count: r.used_count,
    active: Boolean(r.active),
  }))
}

/** Adds a coupon, or changes the one with that code (its use count is kept). */
export async function saveCoupon(
  db: Db,
  actor: StaffActor | null,
  code: string,
  c: z.output<typeof CouponInputSchema>,
): Promise<Coupon> {
  const upper = code.toUpperCase()
  const before = (await listCoupons(db)).find((x) => x.code === upper)
  await repo.upsertCoupon(
    db.kysely,
    upper,
    {
      discount_type: c.discount_type,
      discount_value: c.discount_value,
      min_amount_cents: c.min_amount_cents,
      starts_at: c.starts_at,
      ends_at: c.ends_at,
      max_uses: c.max_uses,
      max_uses_per_customer: c.max_uses_per_customer,
      active: c.active ? 1 : 0,
    },
    nowIso(),
  )
  const after = (await listCoupons(db)).find((x) => x.code === upper)!
  await recordAudit(db.kysely, actor, {
    action: before ? 'coupon.update' : 'coupon.create',
    entity: 'coupon',
    entityId: upper,
    before: before ?? null,
    after,
  })
  return after
}

export async function listShippingRates(db: Db): Promise<ShippingRate[]> {
  return (await repo.findShippingRates(db.kysely)).map((r) => ({
    country: r.country,
    rate_cents: r.rate_cents,
    free_over_cents: r.free_over_cents,
  }))
}

const sameCountry = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Adds or changes a country's shipping rate ('*' for every other country). */
export async function saveShippingRate(
  db: Db,
  actor: StaffActor | null,
  country: string,
  r: z.output<typeof ShippingRateInputSchema>,
): Promise<ShippingRate> {
  const before = (await listShippingRates(db)).find((x) => sameCountry(x.country, country))
  const values = { rate_cents: r.rate_cents, free_over_cents: r.free_over_cents }
  const id = await repo.findShippingRateId(db.kysely, country)
  if (id !== undefined) await repo.updateShippingRate(db.kysely, id, values)
  else await repo.insertShippingRate(db.kysely, { country, ...values })
  const saved = (await listShippingRates(db)).find((x) => sameCountry(x.country, country))!
  await recordAudit(db.kysely, actor, {
    action: 'shipping_rate.save',
    entity: 'shipping_rate',
    entityId: saved.country,
    before: before ?? null,
    after: saved,
  })
  return saved
}

export async function deleteShippingRate(db: Db, actor: StaffActor | null, country: string) {
  const before = (await listShippingRates(db)).find((x) => sameCountry(x.country, country))
  if (!before) throw notFound(`No shipping rate for ${country}.`)
  await repo.deleteShippingRate(db.kysely, before.country)
  await recordAudit(db.kysely, actor, {
    action: 'shipping_rate.delete',
    entity: 'shipping_rate',
    entityId: before.country,
    before,
    after: null,
  })
  return { message: `Shipping rate for ${before.country} deleted.` }
}

/** Every country's sales tax, in percent. */
export async function listTaxRates(db: Db): Promise<TaxRate[]> {
  return (await repo.findTaxRates(db.kysely)).map((r) => ({ country: r.country, percent: r.rate_bp / 100 }))
}

export async function saveTaxRate(
  db: Db,
  actor: StaffActor | null,
  country: string,
  r: z.output<typeof TaxRateInputSchema>,
): Promise<TaxRate> {
  const before = (await listTaxRates(db)).find((x) => x.country === country)
  await repo.upsertTaxRate(db.kysely, country, percentToBasisPoints(r.percent))
  const saved = { country, percent: r.percent }
  await recordAudit(db.kysely, actor, {
    action: 'tax_rate.save',
    entity: 'tax_rate',
    entityId: country,
    before: before ?? null,
    after: saved,
  })
  return saved
}

export async function deleteTaxRate(db: Db, actor: StaffActor | null, country: string) {
  const before = (await listTaxRates(db)).find((x) => x.country === country)
  if (!before) throw notFound(`No tax rate for ${country}.`)
  await repo.deleteTaxRate(db.kysely, country)
  await recordAudit(db.kysely, actor, {
    action: 'tax_rate.delete',
    entity: 'tax_rate',
    entityId: country,
    before,
    after: null,
  })
  return { message: `Tax rate for ${country} deleted.` }
}
