import { sql } from 'kysely'
import type { DbHandle } from '../connect'

/**
 * The demo shop's return rules, set on the seeded products by name (ids and slugs unchanged):
 * sterile, injection and single-use items come back only when damaged or wrong; gloves, masks,
 * test strips and personal care only unopened; the rest (equipment, aids) are returnable.
 */
export async function setDemoReturnability(trx: DbHandle) {
  const like = (words: string[]) =>
    sql<boolean>`(${sql.join(
      words.map((w) => sql`lower(product_name) like ${`%${w}%`}`),
      sql` or `,
    )})`
  await trx
    .updateTable('products')
    .set({ returnability: 'damaged_or_wrong_only' })
    .where(like(['sterile', 'lancet', 'syringe', 'needle', 'saline', 'catheter', 'suture']))
    .where(sql<boolean>`lower(product_name) not like '%non-sterile%'`)
    .execute()
  await trx
    .updateTable('products')
    .set({ returnability: 'unopened_only' })
    .where('returnability', '=', 'returnable')
    .where(like(['glove', 'mask', 'strip', 'wipe', 'cream', 'lotion', 'vitamin', 'bandage', 'gauze']))
    .execute()
}
