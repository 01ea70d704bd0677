import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { Dialect } from '../../db/connect'
import type { Database } from '../../db/schema'

type Qb = Kysely<Database>
type ProductsEb = ExpressionBuilder<Database & { p: Database['products'] }, 'p'>

export interface ProductFilter {
  categoryId?: number
  brandId?: number
  search?: string
  dealsOnly?: boolean
}

const SUMMARY_COLUMNS = [
  'p.id',
  'p.sku',
  'p.product_name',
  'p.product_code',
  'p.slug',
  'p.category_id',
  'p.brand_id',
  'p.selling_price_cents',
  'p.discounted_price_cents',
  'p.discount_type',
  'p.discount_value',
  'p.quantity',
  'p.quantity_used',
  'p.unit',
  'p.weight',
  'p.thumbnail',
  'p.thumbnail_name',
  'p.thumbnail_compress',
  'p.expiry_date',
  'c.name as category_name',
  'c.slug as category_slug',
  'b.name as brand_name',
  'b.slug as brand_slug',
] as const

/** `text` with LIKE's wildcards escaped, for a substring match. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** FTS5 phrase query: the whole text as one quoted phrase (trigram = substring match). */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`
}

/**
 * Name search behind one function (architecture.md): SQLite FTS5 trigram index, PostgreSQL
 * pg_trgm index on lower(product_name). Texts shorter than a trigram fall back to LIKE.
 */
function nameMatches(dialect: Dialect, text: string) {
  return (eb: ProductsEb) => {
    if (dialect === 'sqlite' && text.length >= 3) {
      return eb(
        'p.id',
        'in',
        sql<number>`(select rowid from products_fts where products_fts match ${ftsPhrase(text)})`,
      )
    }
    return eb(sql`lower(p.product_name)`, 'like', sql`${likeContains(text)} escape '\\'`)
  }
}

function applyFilter(dialect: Dialect, filter: ProductFilter) {
  return (eb: ProductsEb) => {
    const conditions = []
    if (filter.categoryId !== undefined) conditions.push(eb('p.category_id', '=', filter.categoryId))
    if (filter.brandId !== undefined) conditions.push(eb('p.brand_id', '=', filter.brandId))
    if (filter.dealsOnly) conditions.push(eb('p.is_deal', '=', 1))
    if (filter.search) conditions.push(nameMatches(dialect, filter.search)(eb))
    return eb.and(conditions)
  }
}

function summaryQuery(db: Qb) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(SUMMARY_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb.selectFrom('product_subscriptions as s').select('s.id').whereRef('s.product_id', '=', 'p.id'),
        )
        .as('has_subscription'),
    )
}

export type ProductSummaryRow = Awaited<
  ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>
>

/** One page of products matching the filter, ordered by current price then id. */
export async function findProductPage(
  db: Qb,
  dialect: Dialect,
  filter: ProductFilter,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<ProductSummaryRow[]> {
  return summaryQuery(db)
    .where(applyFilter(dialect, filter))
    .orderBy('p.price_cents', order)
    .orderBy('p.id', order)
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function countProducts(db: Qb, dialect: Dialect, filter: ProductFilter): Promise<number> {
  const row = await db
    .selectFrom('products as p')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(applyFilter(dialect, filter))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

export async function findProductSummaries(db: Qb, ids: readonly number[]): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return []
  return summaryQuery(db).where('p.id', 'in', ids).execute()
}

export async function findProductBySlug(db: Qb, slug: string) {
  return summaryQuery(db)
    .select(['p.product_desc', 'p.other_desc'])
    .where('p.slug', '=', slug)
    .executeTakeFirst()
}

/**
 * What a product page depends on, as one cheap indexed lookup: the row's updated_at and stock,
 * and its reviews' count and latest change (a new or edited review changes the page).
 */
export async function findProductVersionBySlug(db: Qb, slug: string) {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.updated_at', 'p.quantity', 'p.quantity_used'])
    .select((eb) => [
      eb
        .selectFrom('reviews as r')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.product_id', '=', 'p.id')
        .as('review_count'),
      eb
        .selectFrom('reviews as r')
        .select((e) => e.fn.max('r.updated_at').as('m'))
        .whereRef('r.product_id', '=', 'p.id')
        .as('review_updated_at'),
    ])
    .where('p.slug', '=', slug)
    .executeTakeFirst()
}

export async function findProductById(db: Qb, id: number) {
  return summaryQuery(db).select(['p.product_desc', 'p.other_desc']).where('p.id', '=', id).executeTakeFirst()
}

export async function findProductImages(db: Qb, productId: number) {
  return db
    .selectFrom('product_images')
    .select(['id', 'url', 'image_name', 'name', 'compress_image'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export async function findSubscriptionOptions(db: Qb, productId: number) {
  return db
    .selectFrom('product_subscriptions')
    .select(['months', 'discount'])
    .where('product_id', '=', productId)
    .orderBy('months')
    .execute()
}

export async function findProductReviews(db: Qb, productId: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'product_id', 'user_id', 'name', 'star', 'headline', 'review', 'created_at'])
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function findRelatedProducts(db: Qb, categoryId: number, limit: number, excludeId?: number) {
  let q = summaryQuery(db).where('p.category_id', '=', categoryId)
  if (excludeId !== undefined) q = q.where('p.id', '!=', excludeId)
  return q.orderBy('p.id').limit(limit).execute()
}

export async function findCategories(db: Qb) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug'])
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export async function findCategoryBySlug(db: Qb, slug: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug'])
    .where('slug', '=', slug)
    .executeTakeFirst()
}

export async function findCategoryById(db: Qb, id: number) {
  return db.selectFrom('categories').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst()
}

export async function findBrands(db: Qb) {
  return db.selectFrom('brands').select(['id', 'name', 'slug', 'group_name']).orderBy('name').execute()
}

export async function findBrandBySlug(db: Qb, slug: string) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'slug', 'group_name'])
    .where('slug', '=', slug)
    .executeTakeFirst()
}

export async function findActivePromo(db: Qb) {
  return db
    .selectFrom('promos')
    .select(['title', 'brief', 'url', 'link_text'])
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/**
 * Up to `limit` distinct product names containing `text`, case-insensitive, from the index
 * (a name several products share is suggested once, with one of their slugs).
 */
export async function findNameSuggestions(db: Qb, dialect: Dialect, text: string, limit: number) {
  return db
    .selectFrom('products as p')
    .select((eb) => ['p.product_name', eb.fn.min('p.slug').as('slug')])
    .where(nameMatches(dialect, text))
    .groupBy('p.product_name')
    .orderBy('p.product_name')
    .limit(limit)
    .execute()
}

/** Product slugs and last changes in id order, a slice at a time, for the sitemap. */
export async function findProductSlugs(db: Qb, offset: number, limit: number) {
  return db
    .selectFrom('products')
    .select(['slug', 'updated_at'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute()
}
