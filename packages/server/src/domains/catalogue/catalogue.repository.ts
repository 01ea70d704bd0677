import type { DbHandle } from '../../db/connect'
import { sql, type ExpressionBuilder } from 'kysely'
import type { Db, Dialect } from '../../db/connect'
import { runPrepared, type Param } from '../../db/prepared'
import type { Database } from '../../db/schema'
import { verifiedBuyerSql } from '../reviews/reviews.repository'

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

type SearchMode = 'fts' | 'like'

/**
 * Name search behind one function (docs/decisions/0037-search-from-an-index.md): SQLite FTS5 trigram index, PostgreSQL
 * pg_trgm index on lower(product_name). Texts shorter than a trigram fall back to LIKE.
 */
function searchModeOf(dialect: Dialect, text: string): SearchMode {
  return dialect === 'sqlite' && text.length >= 3 ? 'fts' : 'like'
}

/** The bound value of a name search: an FTS phrase or an escaped LIKE pattern. */
function searchValueOf(mode: SearchMode, text: string): string {
  return mode === 'fts' ? ftsPhrase(text) : likeContains(text)
}

function nameMatches(mode: SearchMode, value: string) {
  return (eb: ProductsEb) =>
    mode === 'fts'
      ? eb('p.id', 'in', sql<number>`(select rowid from products_fts where products_fts match ${value})`)
      : eb(sql`lower(p.product_name)`, 'like', sql`${value} escape '\\'`)
}

/** A filter's values, or placeholders for them (db/prepared.ts), and its search mode. */
interface FilterTerms {
  categoryId?: number
  brandId?: number
  dealsOnly?: boolean
  search?: { mode: SearchMode; value: string }
}

/** True when the filter narrows nothing: no WHERE at all, so SQLite can count from the b-tree. */
function isUnfiltered(filter: ProductFilter): boolean {
  return (
    filter.categoryId === undefined && filter.brandId === undefined && !filter.dealsOnly && !filter.search
  )
}

function applyFilter(terms: FilterTerms) {
  return (eb: ProductsEb) => {
    const conditions = []
    if (terms.categoryId !== undefined) conditions.push(eb('p.category_id', '=', terms.categoryId))
    if (terms.brandId !== undefined) conditions.push(eb('p.brand_id', '=', terms.brandId))
    if (terms.dealsOnly) conditions.push(eb('p.is_deal', '=', 1))
    if (terms.search) conditions.push(nameMatches(terms.search.mode, terms.search.value)(eb))
    return eb.and(conditions)
  }
}

/** The filter as a prepared-query shape key, its bound values, and its terms with placeholders. */
function preparedFilter(dialect: Dialect, filter: ProductFilter) {
  const mode = filter.search ? searchModeOf(dialect, filter.search) : undefined
  const values = {
    categoryId: filter.categoryId,
    brandId: filter.brandId,
    search: filter.search && mode ? searchValueOf(mode, filter.search) : undefined,
  }
  const key = [
    filter.categoryId !== undefined,
    filter.brandId !== undefined,
    Boolean(filter.dealsOnly),
    mode,
  ].join(':')
  const terms = (p: Param): FilterTerms => ({
    categoryId: filter.categoryId !== undefined ? p<number>('categoryId') : undefined,
    brandId: filter.brandId !== undefined ? p<number>('brandId') : undefined,
    dealsOnly: filter.dealsOnly,
    search: mode ? { mode, value: p<string>('search') } : undefined,
  })
  return { key, values, terms }
}

/** Only published products reach the storefront; staff hide one by unpublishing it (docs/requirements/back-office.md §4). */
function summaryQuery(db: DbHandle) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .where('p.published', '=', 1)
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
  db: Db,
  filter: ProductFilter,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<ProductSummaryRow[]> {
  const f = preparedFilter(db.dialect, filter)
  return runPrepared(
    db,
    `catalogue.page:${order}:${f.key}`,
    (p) =>
      summaryQuery(db.kysely)
        .where(applyFilter(f.terms(p)))
        .orderBy('p.price_cents', order)
        .orderBy('p.id', order)
        .limit(p<number>('limit'))
        .offset(p<number>('offset')),
    { ...f.values, limit, offset },
  )
}

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const f = preparedFilter(db.dialect, filter)
  const [row] = await runPrepared(
    db,
    `catalogue.count:${f.key}`,
    (p) =>
      db.kysely
        .selectFrom('products as p')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('p.published', '=', 1)
        .$if(!isUnfiltered(filter), (q) => q.where(applyFilter(f.terms(p)))),
    f.values,
  )
  return Number(row?.total ?? 0)
}

export async function findProductSummaries(
  db: DbHandle,
  ids: readonly number[],
): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return []
  return summaryQuery(db).where('p.id', 'in', ids).execute()
}

export async function findProductBySlug(db: DbHandle, slug: string) {
  return summaryQuery(db)
    .select(['p.product_desc', 'p.other_desc'])
    .where('p.slug', '=', slug)
    .where('p.published', '=', 1)
    .executeTakeFirst()
}

/**
 * What a product page depends on, as one cheap indexed lookup: the row's updated_at and stock,
 * its review revision (raised by every review change the shop makes, however close together),
 * and its reviews' count and latest change (reviews written straight into the table).
 */
export async function findProductVersionBySlug(db: DbHandle, slug: string) {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.updated_at', 'p.quantity', 'p.quantity_used', 'p.review_revision'])
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
    .where('p.published', '=', 1)
    .executeTakeFirst()
}

export async function findProductById(db: DbHandle, id: number) {
  return summaryQuery(db).select(['p.product_desc', 'p.other_desc']).where('p.id', '=', id).executeTakeFirst()
}

export async function findProductImages(db: DbHandle, productId: number) {
  return db
    .selectFrom('product_images')
    .select(['id', 'url', 'image_name', 'name', 'compress_image'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export async function findSubscriptionOptions(db: DbHandle, productId: number) {
  return db
    .selectFrom('product_subscriptions')
    .select(['months', 'discount'])
    .where('product_id', '=', productId)
    .orderBy('months')
    .execute()
}

/** The product's published reviews, newest first; pending and hidden ones never show. */
export async function findProductReviews(db: DbHandle, productId: number) {
  return db
    .selectFrom('reviews as r')
    .select([
      'r.id',
      'r.product_id',
      'r.user_id',
      'r.name',
      'r.star',
      'r.headline',
      'r.review',
      'r.created_at',
      'r.reply',
    ])
    .select(verifiedBuyerSql.as('verified_buyer'))
    .where('r.product_id', '=', productId)
    .where('r.status', '=', 'published')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute()
}

export async function findRelatedProducts(
  db: DbHandle,
  categoryId: number,
  limit: number,
  excludeId?: number,
) {
  let q = summaryQuery(db).where('p.category_id', '=', categoryId)
  if (excludeId !== undefined) q = q.where('p.id', '!=', excludeId)
  return q.orderBy('p.id').limit(limit).execute()
}

export async function findCategories(db: DbHandle) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug'])
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export async function findCategoryBySlug(db: DbHandle, slug: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug'])
    .where('slug', '=', slug)
    .executeTakeFirst()
}

export async function findCategoryById(db: DbHandle, id: number) {
  return db.selectFrom('categories').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst()
}

export async function findBrands(db: DbHandle) {
  return db.selectFrom('brands').select(['id', 'name', 'slug', 'group_name']).orderBy('name').execute()
}

export async function findBrandBySlug(db: DbHandle, slug: string) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'slug', 'group_name'])
    .where('slug', '=', slug)
    .executeTakeFirst()
}

export async function findActivePromo(db: DbHandle) {
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
export async function findNameSuggestions(db: Db, text: string, limit: number) {
  const mode = searchModeOf(db.dialect, text)
  return runPrepared(
    db,
    `catalogue.suggest:${mode}`,
    (p) =>
      db.kysely
        .selectFrom('products as p')
        .select((eb) => ['p.product_name', eb.fn.min('p.slug').as('slug')])
        .where('p.published', '=', 1)
        .where(nameMatches(mode, p<string>('search')))
        .groupBy('p.product_name')
        .orderBy('p.product_name')
        .limit(p<number>('limit')),
    { search: searchValueOf(mode, text), limit },
  )
}

/** Product slugs and last changes in id order, a slice at a time, for the sitemap. */
export async function findProductSlugs(db: DbHandle, offset: number, limit: number) {
  return db
    .selectFrom('products')
    .select(['slug', 'updated_at'])
    .where('published', '=', 1)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute()
}
