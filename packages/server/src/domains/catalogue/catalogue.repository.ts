import { packsColumn } from './product-packs.repository'
import type { DbHandle } from '../../db/connect'
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { Db, Dialect } from '../../db/connect'
import { runPrepared, type Param } from '../../db/prepared'
import type { Database } from '../../db/schema'
import { verifiedBuyerSql } from '../reviews/reviews.repository'

type ProductsEb = ExpressionBuilder<Database & { p: Database['products'] }, 'p'>

export interface ProductFilter {
  /** Products of any of these categories. */
  categoryIds?: readonly number[]
  /** Products of any of these brands. */
  brandIds?: readonly number[]
  search?: string
  dealsOnly?: boolean
  minPriceCents?: number
  maxPriceCents?: number
  inStock?: boolean
  onSale?: boolean
  /** Professional-only products alone. */
  professionalOnly?: boolean
  /** Average rating of at least this many tenths of a star (40 = 4 stars & up). */
  minRatingTenths?: number
}

/** The listing orders of docs/requirements/catalogue-api.md §4.1. */
export type ProductOrder =
  | { by: 'price'; direction: 'asc' | 'desc' }
  | { by: 'relevance'; text: string }
  | { by: 'newest' }
  | { by: 'discount' }

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
  'p.professional_only',
  'p.professional_label',
  'p.price_breaks',
  'p.base_unit',
  'p.base_unit_plural',
  'c.name as category_name',
  'c.slug as category_slug',
  'b.name as brand_name',
  'b.slug as brand_slug',
] as const

/** `text` with LIKE's wildcards escaped, for a substring match. */
function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

function likeContains(text: string): string {
  return `%${escapeLike(text)}%`
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

/** The filter's parts a facet may leave out (standard faceting: a facet never narrows itself). */
export type FacetPart = 'category' | 'brand' | 'price' | 'inStock' | 'onSale' | 'rating'

/** A filter's values, or placeholders for them (db/prepared.ts), and its search mode. */
interface FilterTerms {
  categoryIds?: readonly number[]
  brandIds?: readonly number[]
  dealsOnly?: boolean
  search?: { mode: SearchMode; value: string }
  minPriceCents?: number
  maxPriceCents?: number
  inStock?: boolean
  onSale?: boolean
  professionalOnly?: boolean
  minRatingTenths?: number
}

/** True when the filter narrows nothing: no WHERE at all, so SQLite can count from the b-tree. */
function isUnfiltered(filter: ProductFilter): boolean {
  return (
    !filter.categoryIds?.length &&
    !filter.brandIds?.length &&
    !filter.dealsOnly &&
    !filter.search &&
    filter.minPriceCents === undefined &&
    filter.maxPriceCents === undefined &&
    !filter.inStock &&
    !filter.onSale &&
    !filter.professionalOnly &&
    filter.minRatingTenths === undefined
  )
}

const inStockSql = sql<SqlBool>`p.quantity - p.quantity_used > 0`
const onSaleSql = sql<SqlBool>`(p.discounted_price_cents is not null and p.price_cents < p.selling_price_cents)`

/** One condition per filter part that is set, with the part it belongs to ('fixed': search and deals, never left out). */
function filterConditions(eb: ProductsEb, terms: FilterTerms) {
  const parts: { part: FacetPart | 'fixed'; condition: Expression<SqlBool> }[] = []
  const add = (part: FacetPart | 'fixed', condition: Expression<SqlBool>) => parts.push({ part, condition })
  if (terms.categoryIds?.length) add('category', eb('p.category_id', 'in', terms.categoryIds))
  if (terms.brandIds?.length) add('brand', eb('p.brand_id', 'in', terms.brandIds))
  if (terms.dealsOnly) add('fixed', eb('p.is_deal', '=', 1))
  if (terms.professionalOnly) add('fixed', eb('p.professional_only', '=', 1))
  if (terms.search) add('fixed', nameMatches(terms.search.mode, terms.search.value)(eb))
  if (terms.minPriceCents !== undefined) add('price', eb('p.price_cents', '>=', terms.minPriceCents))
  if (terms.maxPriceCents !== undefined) add('price', eb('p.price_cents', '<=', terms.maxPriceCents))
  if (terms.inStock) add('inStock', inStockSql)
  if (terms.onSale) add('onSale', onSaleSql)
  if (terms.minRatingTenths !== undefined) add('rating', eb('p.rating_tenths', '>=', terms.minRatingTenths))
  return parts
}

function applyFilter(terms: FilterTerms, leaveOut: readonly FacetPart[] = []) {
  return (eb: ProductsEb) =>
    eb.and(
      filterConditions(eb, terms)
        .filter((c) => c.part === 'fixed' || !leaveOut.includes(c.part))
        .map((c) => c.condition),
    )
}

/** The filter as a prepared-query shape key, its bound values, and its terms with placeholders. */
function preparedFilter(dialect: Dialect, filter: ProductFilter) {
  const mode = filter.search ? searchModeOf(dialect, filter.search) : undefined
  const categoryIds = filter.categoryIds ?? []
  const brandIds = filter.brandIds ?? []
  const values: Record<string, unknown> = {
    search: filter.search && mode ? searchValueOf(mode, filter.search) : undefined,
    minPriceCents: filter.minPriceCents,
    maxPriceCents: filter.maxPriceCents,
    minRatingTenths: filter.minRatingTenths,
  }
  categoryIds.forEach((id, i) => (values[`category${i}`] = id))
  brandIds.forEach((id, i) => (values[`brand${i}`] = id))
  const key = [
    categoryIds.length,
    brandIds.length,
    Boolean(filter.dealsOnly),
    mode,
    filter.minPriceCents !== undefined,
    filter.maxPriceCents !== undefined,
    Boolean(filter.inStock),
    Boolean(filter.onSale),
    Boolean(filter.professionalOnly),
    filter.minRatingTenths !== undefined,
  ].join(':')
  const terms = (p: Param): FilterTerms => ({
    categoryIds: categoryIds.map((_, i) => p<number>(`category${i}`)),
    brandIds: brandIds.map((_, i) => p<number>(`brand${i}`)),
    dealsOnly: filter.dealsOnly,
    search: mode ? { mode, value: p<string>('search') } : undefined,
    minPriceCents: filter.minPriceCents !== undefined ? p<number>('minPriceCents') : undefined,
    maxPriceCents: filter.maxPriceCents !== undefined ? p<number>('maxPriceCents') : undefined,
    inStock: filter.inStock,
    onSale: filter.onSale,
    professionalOnly: filter.professionalOnly,
    minRatingTenths: filter.minRatingTenths !== undefined ? p<number>('minRatingTenths') : undefined,
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
    .select(packsColumn().as('packs'))
}

export type ProductSummaryRow = Awaited<
  ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>
>

type SummaryQuery = ReturnType<typeof summaryQuery>

/** The order's shape key, bound values and ORDER BY (relevance binds its two LIKE patterns). */
function orderTerms(order: ProductOrder) {
  switch (order.by) {
    case 'price':
      return {
        key: `price:${order.direction}`,
        values: {},
        apply: (q: SummaryQuery) =>
          q.orderBy('p.price_cents', order.direction).orderBy('p.id', order.direction),
      }
    case 'newest':
      return {
        key: 'newest',
        values: {},
        apply: (q: SummaryQuery) => q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc'),
      }
    case 'discount':
      return {
        key: 'discount',
        values: {},
        apply: (q: SummaryQuery) =>
          q
            .orderBy(sql`p.selling_price_cents - p.price_cents`, 'desc')
            .orderBy('p.price_cents', 'asc')
            .orderBy('p.id', 'asc'),
      }
    case 'relevance': {
      const text = escapeLike(order.text)
      return {
        key: 'relevance',
        values: { startsWith: `${text}%`, wordStartsWith: `% ${text}%` },
        apply: (q: SummaryQuery, p: Param) =>
          q
            // Names starting with the text, then names with a word starting with it, then the rest.
            .orderBy(
              sql`case when lower(p.product_name) like ${p<string>('startsWith')} escape '\\' then 0
                when lower(p.product_name) like ${p<string>('wordStartsWith')} escape '\\' then 1 else 2 end`,
            )
            .orderBy('p.product_name')
            .orderBy('p.id'),
      }
    }
  }
}

/** One page of products matching the filter, in the listing order. */
export async function findProductPage(
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset: number,
): Promise<ProductSummaryRow[]> {
  const f = preparedFilter(db.dialect, filter)
  const o = orderTerms(order)
  return runPrepared(
    db,
    `catalogue.page:${o.key}:${f.key}`,
    (p) =>
      o
        .apply(summaryQuery(db.kysely).where(applyFilter(f.terms(p))), p)
        .limit(p<number>('limit'))
        .offset(p<number>('offset')),
    { ...f.values, ...o.values, limit, offset },
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

/** Products per category (or brand) id under the filter without its own category (brand) part. */
export async function countProductsBy(
  db: Db,
  filter: ProductFilter,
  by: 'category' | 'brand',
): Promise<{ id: number; count: number }[]> {
  const f = preparedFilter(db.dialect, filter)
  const column = by === 'category' ? 'p.category_id' : 'p.brand_id'
  const rows = await runPrepared(
    db,
    `catalogue.facet-${by}:${f.key}`,
    (p) =>
      db.kysely
        .selectFrom('products as p')
        .select((eb) => [`${column} as id` as const, eb.fn.countAll<number>().as('n')])
        .where('p.published', '=', 1)
        .where(applyFilter(f.terms(p), [by]))
        .groupBy(column),
    f.values,
  )
  return rows.map((r) => ({ id: Number(r.id), count: Number(r.n) }))
}

/** The price range, in-stock, on-sale and 'N stars & up' counts, each under the other filters. */
export async function findFacetFigures(db: Db, filter: ProductFilter) {
  const f = preparedFilter(db.dialect, filter)
  const [row] = await runPrepared(
    db,
    `catalogue.facet-figures:${f.key}`,
    (p) => {
      const terms = f.terms(p)
      const flags: FacetPart[] = ['price', 'inStock', 'onSale', 'rating']
      return db.kysely
        .selectFrom('products as p')
        .where('p.published', '=', 1)
        .where(applyFilter(terms, flags))
        .select((eb) => {
          /** True when every set part but `own` holds (and `extra`, when given). */
          const others = (own: FacetPart, extra?: Expression<SqlBool>) =>
            eb.and([
              ...filterConditions(eb, terms)
                .filter((c) => c.part !== 'fixed' && flags.includes(c.part) && c.part !== own)
                .map((c) => c.condition),
              ...(extra ? [extra] : []),
            ])
          const countWhen = (condition: Expression<SqlBool>) =>
            eb.fn.sum<number>(eb.case().when(condition).then(1).else(0).end())
          return [
            eb.fn
              .min<number>(eb.case().when(others('price')).then(eb.ref('p.price_cents')).end())
              .as('price_min'),
            eb.fn
              .max<number>(eb.case().when(others('price')).then(eb.ref('p.price_cents')).end())
              .as('price_max'),
            countWhen(others('inStock', inStockSql)).as('in_stock'),
            countWhen(others('onSale', onSaleSql)).as('on_sale'),
            countWhen(others('rating', eb('p.rating_tenths', '>=', 40))).as('rating_4'),
            countWhen(others('rating', eb('p.rating_tenths', '>=', 30))).as('rating_3'),
            countWhen(others('rating', eb('p.rating_tenths', '>=', 20))).as('rating_2'),
            countWhen(others('rating', eb('p.rating_tenths', '>=', 10))).as('rating_1'),
          ]
        })
    },
    f.values,
  )
  const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v))
  return {
    priceMinCents: row?.price_min == null ? null : Number(row.price_min),
    priceMaxCents: row?.price_max == null ? null : Number(row.price_max),
    inStock: n(row?.in_stock),
    onSale: n(row?.on_sale),
    ratings: { 4: n(row?.rating_4), 3: n(row?.rating_3), 2: n(row?.rating_2), 1: n(row?.rating_1) },
  }
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
    .select(['p.product_desc', 'p.other_desc', 'p.returnability'])
    .where('p.slug', '=', slug)
    .where('p.published', '=', 1)
    .executeTakeFirst()
}

export async function findProductById(db: DbHandle, id: number) {
  return summaryQuery(db)
    .select(['p.product_desc', 'p.other_desc', 'p.returnability'])
    .where('p.id', '=', id)
    .executeTakeFirst()
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

/** The products most bought (stock taken by orders), still in stock: the home page's best sellers. */
export async function findBestSellers(db: DbHandle, limit: number) {
  return summaryQuery(db)
    .where((eb) => eb('p.quantity', '>', eb.ref('p.quantity_used')))
    .orderBy('p.quantity_used', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute()
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
 * Up to `limit` distinct product names containing `text`, case-insensitive, from the index, names
 * starting with the text first (a name several products share is suggested once, by its first
 * product), with what the drop-down shows beside the name.
 */
export async function findNameSuggestions(db: Db, text: string, limit: number) {
  const mode = searchModeOf(db.dialect, text)
  const escaped = escapeLike(text)
  return runPrepared(
    db,
    `catalogue.suggest:${mode}`,
    (p) =>
      db.kysely
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select([
          'p.id',
          'p.product_name',
          'p.slug',
          'p.selling_price_cents',
          'p.discounted_price_cents',
          'p.price_cents',
          'p.thumbnail',
          'p.thumbnail_compress',
          'c.name as category_name',
          'c.slug as category_slug',
        ])
        .where(
          'p.id',
          'in',
          db.kysely
            .selectFrom('products as p')
            .select((eb) => eb.fn.min('p.id').as('id'))
            .where('p.published', '=', 1)
            .where(nameMatches(mode, p<string>('search')))
            .groupBy('p.product_name')
            .orderBy(
              sql`case when lower(p.product_name) like ${p<string>('startsWith')} escape '\\' then 0 else 1 end`,
            )
            .orderBy('p.product_name')
            .limit(p<number>('limit')),
        )
        .orderBy(
          sql`case when lower(p.product_name) like ${p<string>('startsWith')} escape '\\' then 0 else 1 end`,
        )
        .orderBy('p.product_name'),
    { search: searchValueOf(mode, text), startsWith: `${escaped}%`, limit },
  )
}

/** Every product name, for the typo-correction vocabulary (search-vocabulary.ts). */
export async function findAllProductNames(db: DbHandle): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('product_name')
    .where('published', '=', 1)
    .distinct()
    .execute()
  return rows.map((r) => r.product_name)
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
