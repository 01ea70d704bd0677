import { toCents, toDollars } from '@shop/shared/money'
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
import {
  deleteShippingRate,
  deleteTaxRate,
  listCoupons,
  listShippingRates,
  listTaxRates,
  saveCoupon,
  saveShippingRate,
  saveTaxRate,
  type CouponView,
} from './coupons-and-rates.service'

// Coupons, shipping and tax rates in the back office: the staff command's own services (which work
// in dollars), answered in cents like every back-office call (docs/requirements/back-office.md §1).

function couponInCents(c: CouponView): Coupon {
  return {
    code: c.code,
    discount_type: c.type,
    discount_value: c.type === 'fixed' ? toCents(c.value) : c.value,
    min_amount_cents: toCents(c.min_amount),
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    max_uses: c.max_uses,
    max_uses_per_customer: c.max_uses_per_customer,
    used_count: c.used_count,
    active: c.active,
  }
}

export async function listAdminCoupons(db: Db) {
  return { items: (await listCoupons(db)).map(couponInCents) }
}

export async function saveAdminCoupon(
  db: Db,
  actor: StaffActor | null,
  code: string,
  c: z.output<typeof CouponInputSchema>,
) {
  const upper = code.toUpperCase()
  const before = (await listCoupons(db)).find((x) => x.code === upper)
  const saved = await saveCoupon(db, {
    code: upper,
    type: c.discount_type,
    value: c.discount_type === 'fixed' ? toDollars(c.discount_value) : c.discount_value,
    minAmount: toDollars(c.min_amount_cents),
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    maxUses: c.max_uses,
    maxUsesPerCustomer: c.max_uses_per_customer,
    active: c.active,
  })
  const after = couponInCents(saved)
  await recordAudit(db.kysely, actor, {
    action: before ? 'coupon.update' : 'coupon.create',
    entity: 'coupon',
    entityId: upper,
    before: before ? couponInCents(before) : null,
    after,
  })
  return after
}

const rateInCents = (r: { country: string; rate: number; free_over: number | null }) => ({
  country: r.country,
  rate_cents: toCents(r.rate),
  free_over_cents: r.free_over === null ? null : toCents(r.free_over),
})

export async function listAdminShippingRates(db: Db) {
  return { items: (await listShippingRates(db)).map(rateInCents) }
}

export async function saveAdminShippingRate(
  db: Db,
  actor: StaffActor | null,
  country: string,
  r: z.output<typeof ShippingRateInputSchema>,
) {
  const before = (await listShippingRates(db)).find((x) => x.country.toLowerCase() === country.toLowerCase())
  const saved = rateInCents(
    await saveShippingRate(db, {
      country,
      rate: toDollars(r.rate_cents),
      freeOver: r.free_over_cents === null ? null : toDollars(r.free_over_cents),
    }),
  )
  await recordAudit(db.kysely, actor, {
    action: 'shipping_rate.save',
    entity: 'shipping_rate',
    entityId: saved.country,
    before: before ? rateInCents(before) : null,
    after: saved,
  })
  return saved
}

export async function deleteAdminShippingRate(db: Db, actor: StaffActor | null, country: string) {
  const before = (await listShippingRates(db)).find((x) => x.country.toLowerCase() === country.toLowerCase())
  if (!before) throw notFound(`No shipping rate for ${country}.`)
  await deleteShippingRate(db, before.country)
  await recordAudit(db.kysely, actor, {
    action: 'shipping_rate.delete',
    entity: 'shipping_rate',
    entityId: before.country,
    before: rateInCents(before),
    after: null,
  })
  return { message: `Shipping rate for ${before.country} deleted.` }
}

export async function listAdminTaxRates(db: Db) {
  return { items: await listTaxRates(db) }
}

export async function saveAdminTaxRate(
  db: Db,
  actor: StaffActor | null,
  country: string,
  r: z.output<typeof TaxRateInputSchema>,
) {
  const before = (await listTaxRates(db)).find((x) => x.country === country)
  const saved = await saveTaxRate(db, { country, percent: r.percent })
  await recordAudit(db.kysely, actor, {
    action: 'tax_rate.save',
    entity: 'tax_rate',
    entityId: country,
    before: before ?? null,
    after: saved,
  })
  return saved
}

export async function deleteAdminTaxRate(db: Db, actor: StaffActor | null, country: string) {
  const before = (await listTaxRates(db)).find((x) => x.country === country)
  if (!before) throw notFound(`No tax rate for ${country}.`)
  await deleteTaxRate(db, country)
  await recordAudit(db.kysely, actor, {
    action: 'tax_rate.delete',
    entity: 'tax_rate',
    entityId: country,
    before,
    after: null,
  })
  return { message: `Tax rate for ${country} deleted.` }
}
