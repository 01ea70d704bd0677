import { sql, type Insertable, type Updateable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { CouponsTable, ShippingRatesTable } from '../../db/schema'

export async function findCoupons(k: DbHandle) {
  return k.selectFrom('coupons').selectAll().orderBy('code').execute()
}

/** Adds a coupon, or changes the one with that code; its use count is kept. */
export async function upsertCoupon(
  k: DbHandle,
  code: string,
  values: Omit<Insertable<CouponsTable>, 'code' | 'used_count' | 'created_at'>,
  now: string,
) {
  await k
    .insertInto('coupons')
    .values({ code, ...values, used_count: 0, created_at: now })
    .onConflict((oc) => oc.column('code').doUpdateSet(values))
    .execute()
}

export async function findShippingRates(k: DbHandle) {
  return k.selectFrom('shipping_rates').selectAll().orderBy('country').execute()
}

/** A country's rate whatever the case it was written in. */
export async function findShippingRateId(k: DbHandle, country: string) {
  const row = await k
    .selectFrom('shipping_rates')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['country']), '=', country.toLowerCase()))
    .executeTakeFirst()
  return row?.id
}

export async function updateShippingRate(k: DbHandle, id: number, values: Updateable<ShippingRatesTable>) {
  await k.updateTable('shipping_rates').set(values).where('id', '=', id).execute()
}

export async function insertShippingRate(k: DbHandle, values: Insertable<ShippingRatesTable>) {
  await k.insertInto('shipping_rates').values(values).execute()
}

export async function deleteShippingRate(k: DbHandle, country: string) {
  await k.deleteFrom('shipping_rates').where('country', '=', country).execute()
}

export async function findTaxRates(k: DbHandle) {
  return k.selectFrom('tax_rates').selectAll().orderBy('country').execute()
}

export async function upsertTaxRate(k: DbHandle, country: string, rateBp: number) {
  await k
    .insertInto('tax_rates')
    .values({ country, rate_bp: rateBp })
    .onConflict((oc) => oc.column('country').doUpdateSet({ rate_bp: rateBp }))
    .execute()
}

export async function deleteTaxRate(k: DbHandle, country: string) {
  await k.deleteFrom('tax_rates').where('country', '=', country).execute()
}

/** Counts one use of a coupon if it has uses left (guarded like stock, so concurrent orders cannot overrun it). */
export async function claimCouponUse(trx: DbHandle, couponId: number): Promise<boolean> {
  const result = await trx
    .updateTable('coupons')
    .set({ used_count: sql`used_count + 1` })
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Gives one use of a coupon back (its order failed or was cancelled), never below zero. */
export async function giveBackCouponUse(trx: DbHandle, couponId: number) {
  await trx
    .updateTable('coupons')
    .set({ used_count: sql`used_count - 1` })
    .where('id', '=', couponId)
    .where('used_count', '>', 0)
    .execute()
}
