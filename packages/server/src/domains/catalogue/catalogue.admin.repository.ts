import { sql, type Insertable, type Updateable } from 'kysely'
import { packsColumn } from './product-packs.repository'
import type { DbHandle } from '../../db/connect'
import type { ProductImagesTable, ProductsTable } from '../../db/schema'
import { containsText } from '../../lib/paging'

// The back office's catalogue SQL (docs/requirements/back-office.md §4): every product, published
// or hidden, and the writes of products, pictures, categories, brands, promos and deals.

export interface AdminProductFilter {
  q?: string
  categoryId?: number
  brandId?: number
  published?: boolean
  stock?: 'in' | 'low' | 'out'
  lowStockThreshold: number
  deal?: boolean
}

const STOCK = sql<number>`(p.quantity - p.quantity_used)`

function filtered(k: DbHandle, f: AdminProductFilter) {
  let q = k
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
  if (f.categoryId) q = q.where('p.category_id', '=', f.categoryId)
  if (f.brandId) q = q.where('p.brand_id', '=', f.brandId)
  if (f.published !== undefined) q = q.where('p.published', '=', f.published ? 1 : 0)
  if (f.deal !== undefined) q = q.where('p.is_deal', '=', f.deal ? 1 : 0)
  if (f.stock === 'out') q = q.where(STOCK, '<=', 0)
  if (f.stock === 'low') q = q.where(STOCK, '>', 0).where(STOCK, '<=', f.lowStockThreshold)
  if (f.stock === 'in') q = q.where(STOCK, '>', 0)
  const text = f.q
  if (text) q = q.where((eb) => eb.or([containsText('p.product_name', text), containsText('p.sku', text)]))
  return q
}

const SUMMARY = [
  'p.id',
  'p.sku',
  'p.product_name',
  'p.slug',
  'p.category_id',
  'c.name as category',
  'p.brand_id',
  'b.name as brand',
  'p.selling_price_cents',
  'p.price_cents',
  'p.published',
  'p.is_deal',
  'p.thumbnail_compress',
  'p.expiry_date',
  'p.updated_at',
] as const

export function countAdminProducts(k: DbHandle, f: AdminProductFilter) {
  return filtered(k, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
}

export function findAdminProductsPage(
  k: DbHandle,
  f: AdminProductFilter,
  sort: { column: string; dir: 'asc' | 'desc' },
  limit: number,
  offset: number,
) {
  return filtered(k, f)
    .select(SUMMARY)
    .select(STOCK.as('stock'))
    .orderBy(sort.column === 'stock' ? STOCK : sql.ref(`p.${sort.column}`), sort.dir)
    .orderBy('p.id', sort.dir)
    .limit(limit)
    .offset(offset)
    .execute()
}
export type AdminProductRow = Awaited<ReturnType<typeof findAdminProductsPage>>[number]

export async function findAdminProduct(k: DbHandle, id: number) {
  return k
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(SUMMARY)
    .select(STOCK.as('stock'))
    .select([
      'p.product_code',
      'p.discount_type',
      'p.discount_value',
      'p.discounted_price_cents',
      'p.unit',
      'p.weight',
      'p.product_desc',
      'p.other_desc',
      'p.min_shelf_life_days',
      'p.professional_only',
      'p.professional_label',
      'p.price_breaks',
      'p.returnability',
      'p.base_unit',
      'p.base_unit_plural',
      packsColumn('p.id').as('packs'),
      'p.created_at',
      'p.thumbnail',
      'p.thumbnail_name',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst()
}

export async function findAdminProductsByIds(k: DbHandle, ids: number[]) {
  if (!ids.length) return []
  return filtered(k, { lowStockThreshold: 0 })
    .select(SUMMARY)
    .select(STOCK.as('stock'))
    .where('p.id', 'in', ids)
    .orderBy('p.product_name')
    .execute()
}

export async function insertProduct(trx: DbHandle, values: Insertable<ProductsTable>) {
  const row = await trx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateProduct(trx: DbHandle, id: number, values: Updateable<ProductsTable>) {
  await trx.updateTable('products').set(values).where('id', '=', id).execute()
}

export async function isSkuOrSlugTaken(
  k: DbHandle,
  column: 'sku' | 'slug',
  value: string,
  exceptId?: number,
) {
  let q = k.selectFrom('products').select('id').where(column, '=', value)
  if (exceptId) q = q.where('id', '!=', exceptId)
  return Boolean(await q.executeTakeFirst())
}

export async function findIntervals(k: DbHandle, productId: number) {
  return k
    .selectFrom('product_subscriptions')
    .select(['months', 'discount'])
    .where('product_id', '=', productId)
    .orderBy('months')
    .execute()
}

export async function replaceIntervals(
  trx: DbHandle,
  productId: number,
  rows: { months: number; discount: number }[],
) {
  await trx.deleteFrom('product_subscriptions').where('product_id', '=', productId).execute()
  if (rows.length) {
    await trx
      .insertInto('product_subscriptions')
      .values(rows.map((r) => ({ product_id: productId, ...r })))
      .execute()
  }
}

export async function findPictures(k: DbHandle, productId: number) {
  return k
    .selectFrom('product_images')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export async function countOrderLines(k: DbHandle, productId: number) {
  const row = await k
    .selectFrom('order_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Deletes a product with its pictures, subscription options and wish-list entries (its reviews go first, by reviews). */
export async function deleteProductRows(trx: DbHandle, productId: number) {
  await trx.deleteFrom('product_images').where('product_id', '=', productId).execute()
  await trx.deleteFrom('product_subscriptions').where('product_id', '=', productId).execute()
  await trx.deleteFrom('wishlists').where('product_id', '=', productId).execute()
  await trx.deleteFrom('products').where('id', '=', productId).execute()
}

export async function findCategoryId(k: DbHandle, id: number) {
  return k.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()
}

export async function findBrandId(k: DbHandle, id: number) {
  return k.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()
}

export async function findProductName(k: DbHandle, productId: number) {
  return k
    .selectFrom('products')
    .select(['id', 'product_name'])
    .where('id', '=', productId)
    .executeTakeFirst()
}

export async function insertPicture(k: DbHandle, values: Insertable<ProductImagesTable>) {
  return k.insertInto('product_images').values(values).returning('id').executeTakeFirstOrThrow()
}

export async function setPicturePosition(k: DbHandle, id: number, position: number) {
  await k.updateTable('product_images').set({ position }).where('id', '=', id).execute()
}

export async function deletePicture(k: DbHandle, id: number) {
  await k.deleteFrom('product_images').where('id', '=', id).execute()
}
