import type { Db } from '../connect'

/** True when the database has no products, categories or brands, so the demo shop can go in. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const k = db.kysely
  const [product, category, brand] = await Promise.all([
    k.selectFrom('products').select('id').limit(1).executeTakeFirst(),
    k.selectFrom('categories').select('id').limit(1).executeTakeFirst(),
    k.selectFrom('brands').select('id').limit(1).executeTakeFirst(),
  ])
  return !product && !category && !brand
}
