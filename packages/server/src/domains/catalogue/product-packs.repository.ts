import { sql, type Expression } from 'kysely'
import type { PackCents } from '@shop/shared/packs'
import type { DbHandle } from '../../db/connect'
import { FIELD, LINE } from './product-packs'

/** The packs of `products as p`, smallest first, as one text (null: none). */
export function packsColumn(productId: Expression<number> | string = 'p.id') {
  const ref = typeof productId === 'string' ? sql.ref(productId) : productId
  return sql<
    string | null
  >`(select string_agg(pk.code || '${sql.raw(FIELD)}' || pk.label || '${sql.raw(FIELD)}' || cast(pk.units_per_pack as text) || '${sql.raw(FIELD)}' || cast(pk.price_cents as text), '${sql.raw(LINE)}' order by pk.units_per_pack) from product_packs pk where pk.product_id = ${ref})`
}

/** Replaces a product's packs (in the caller's transaction, with the product row's own update). */
export async function replacePacks(trx: DbHandle, productId: number, packs: readonly PackCents[]) {
  await trx.deleteFrom('product_packs').where('product_id', '=', productId).execute()
  if (packs.length === 0) return
  await trx
    .insertInto('product_packs')
    .values(
      packs.map((p) => ({
        product_id: productId,
        code: p.code,
        label: p.label,
        units_per_pack: p.unitsPerPack,
        price_cents: p.priceCents,
      })),
    )
    .execute()
}

/** The product a pack code belongs to other than `productId`, or undefined: codes are unique. */
export async function findPackCodeOwner(k: DbHandle, codes: readonly string[], productId: number | null) {
  if (codes.length === 0) return undefined
  let q = k
    .selectFrom('product_packs')
    .select(['code', 'product_id'])
    .where('code', 'in', [...codes])
  if (productId !== null) q = q.where('product_id', '!=', productId)
  return q.executeTakeFirst()
}
