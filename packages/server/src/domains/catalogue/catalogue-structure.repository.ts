import type { Insertable, Updateable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { BrandsTable, CategoriesTable, PromosTable } from '../../db/schema'

// The SQL of categories, brands and their groups, the promo strip and today's deals.

export async function countProductsBy(k: DbHandle, column: 'category_id' | 'brand_id') {
  return k
    .selectFrom('products')
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(column)
    .execute()
}

export async function findCategories(k: DbHandle) {
  return k.selectFrom('categories').selectAll().orderBy('position').orderBy('name').execute()
}

export async function updateCategory(k: DbHandle, id: number, values: Updateable<CategoriesTable>) {
  await k.updateTable('categories').set(values).where('id', '=', id).execute()
}

export async function insertCategory(k: DbHandle, values: Insertable<CategoriesTable>): Promise<number> {
  return (await k.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow()).id
}

export async function deleteCategory(k: DbHandle, id: number) {
  await k.deleteFrom('categories').where('id', '=', id).execute()
}

export async function findBrands(k: DbHandle) {
  return k.selectFrom('brands').selectAll().orderBy('name').execute()
}

export async function updateBrand(k: DbHandle, id: number, values: Updateable<BrandsTable>) {
  await k.updateTable('brands').set(values).where('id', '=', id).execute()
}

export async function insertBrand(k: DbHandle, values: Insertable<BrandsTable>): Promise<number> {
  return (await k.insertInto('brands').values(values).returning('id').executeTakeFirstOrThrow()).id
}

export async function deleteBrand(k: DbHandle, id: number) {
  await k.deleteFrom('brands').where('id', '=', id).execute()
}

/** Each brand group (the brands' group_name) with how many brands it holds. */
export async function findBrandGroups(k: DbHandle) {
  return k
    .selectFrom('brands')
    .select(['group_name as name', (eb) => eb.fn.countAll<number>().as('brand_count')])
    .groupBy('group_name')
    .orderBy('group_name')
    .execute()
}

/** Renames a group on every brand in it; answers how many brands changed. */
export async function renameBrandGroup(k: DbHandle, from: string, to: string): Promise<number> {
  const result = await k
    .updateTable('brands')
    .set({ group_name: to })
    .where('group_name', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function findPromos(k: DbHandle) {
  return k.selectFrom('promos').selectAll().orderBy('id').execute()
}

export async function findPromo(k: DbHandle, id: number) {
  return k.selectFrom('promos').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function updatePromo(k: DbHandle, id: number, values: Updateable<PromosTable>) {
  await k.updateTable('promos').set(values).where('id', '=', id).execute()
}

export async function insertPromo(k: DbHandle, values: Insertable<PromosTable>): Promise<number> {
  return (await k.insertInto('promos').values(values).returning('id').executeTakeFirstOrThrow()).id
}

export async function deletePromo(k: DbHandle, id: number) {
  await k.deleteFrom('promos').where('id', '=', id).execute()
}

/** Today's deals, by product id when `ordered`. */
export async function findDealIds(k: DbHandle, opts: { ordered?: boolean } = {}) {
  const query = k.selectFrom('products').select('id').where('is_deal', '=', 1)
  return (opts.ordered ? query.orderBy('id') : query).execute()
}

export async function findProductIds(k: DbHandle, ids: number[]) {
  return k.selectFrom('products').select('id').where('id', 'in', ids).execute()
}

/** Today's deals become exactly `productIds`. */
export async function setDeals(k: DbHandle, productIds: number[], now: string) {
  await k.updateTable('products').set({ is_deal: 0, updated_at: now }).where('is_deal', '=', 1).execute()
  if (productIds.length) {
    await k
      .updateTable('products')
      .set({ is_deal: 1, updated_at: now })
      .where('id', 'in', productIds)
      .execute()
  }
}
