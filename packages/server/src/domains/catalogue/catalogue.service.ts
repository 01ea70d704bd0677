import { isReturnability, RETURNABILITY_NOTES } from '@shop/shared/returns'
import { CARD_IMAGE_SIZE, PAGE_SIZE, SEARCH_SUGGESTION_LIMIT, type SortOrder } from '@shop/shared/constants'
import { compressedImageUrl } from '@shop/shared/images'
import { averageRating } from '@shop/shared/format'
import { toDollars } from '@shop/shared/money'
import { breaksToDollars, parseStoredBreaks } from '@shop/shared/price-breaks'
import { packToDollars } from '@shop/shared/packs'
import type {
  Brand,
  Category,
  GroupBrands,
  ProductDetail,
  ProductListResponse,
  ProductSummary,
  Promo,
  SearchSuggestionsResponse,
  FacetValue,
  ListingFacets,
  ListingFilters,
  ListingSort,
} from '@shop/shared/schemas/catalogue'
import { RATING_FILTERS } from '@shop/shared/schemas/catalogue'
import { catalogueStateReader } from '../../db/catalogue-version'
import type { Db } from '../../db/connect'
import { notFound } from '../../errors'
import { shopDay } from '../../lib/clock'
import { sanitizeRichText } from '../../lib/rich-text'
import * as repo from './catalogue.repository'
import { packsFromColumn } from './product-packs'
import { buildVocabulary, correctText, type Vocabulary } from './typo-correction'

type SummaryRow = repo.ProductSummaryRow

/** Row to the API's product shape: dollars, available stock, names of category and brand. */
export function toProductSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    sku: row.sku,
    product_name: row.product_name,
    product_code: row.product_code,
    slug: row.slug,
    category: row.category_name,
    category_slug: row.category_slug,
    category_id: row.category_id,
    brand: row.brand_name,
    brand_slug: row.brand_slug,
    brand_id: row.brand_id,
    selling_price: toDollars(row.selling_price_cents),
    discounted_price: row.discounted_price_cents === null ? null : toDollars(row.discounted_price_cents),
    discount_value: row.discount_type === 'fixed' ? toDollars(row.discount_value) : row.discount_value,
    discount_type: row.discount_type,
    quantity: row.quantity,
    quantity_used: row.quantity_used,
    stock: Math.max(0, row.quantity - row.quantity_used),
    unit: row.unit,
    weight: row.weight,
    thumbnail: row.thumbnail,
    thumbnail_name: row.thumbnail_name,
    thumbnail_compress: row.thumbnail_compress,
    expiry_date: row.expiry_date,
    back_order: row.quantity - row.quantity_used <= 0 ? 1 : 0,
    has_subscription: Boolean(row.has_subscription),
    professional_only: row.professional_only === 1,
    professional_label: row.professional_label,
    price_breaks: breaksToDollars(parseStoredBreaks(row.price_breaks)),
    packs: packsFromColumn(row.packs).map(packToDollars),
    base_unit: row.base_unit,
    base_unit_plural: row.base_unit_plural,
  }
}

export interface ListProductsInput {
  page: number
  sortOrder: SortOrder
  /** The sort asked for; by default relevance for a search, else price. */
  sortBy?: ListingSort
  categorySlugs?: readonly string[]
  brandSlugs?: readonly string[]
  search?: string
  /** Prices in cents. */
  filters?: ListingFilters
  /** Answer the facet counts too. */
  facets?: boolean
}

export interface ProductListResult extends ProductListResponse {
  category?: Category
  brand?: Brand
}

/** Each slug's row, in the order asked; 404 with `message` when one is unknown. */
async function findAllBySlug<T>(
  slugs: readonly string[] | undefined,
  find: (slug: string) => Promise<T | undefined>,
  message: string,
): Promise<T[]> {
  const rows = await Promise.all((slugs ?? []).map(find))
  if (rows.some((r) => !r)) throw notFound(message)
  return rows as T[]
}

function productOrder(input: ListProductsInput, search: string | undefined): repo.ProductOrder {
  const by = input.sortBy ?? (search ? 'relevance' : 'price')
  if (by === 'relevance' && search) return { by, text: search }
  if (by === 'newest' || by === 'discount') return { by }
  return { by: 'price', direction: input.sortOrder }
}

/**
 * A page of the catalogue (15 per page) with the listing meta, filtered, sorted and with facet
 * counts as docs/requirements/catalogue-api.md §4 says; an unknown category or brand is 404. A
 * search matching nothing is searched again with its typing mistakes corrected (§7.1).
 */
export async function listProducts(db: Db, input: ListProductsInput): Promise<ProductListResult> {
  const k = db.kysely
  const [categories, brands] = await Promise.all([
    findAllBySlug(input.categorySlugs, (s) => repo.findCategoryBySlug(k, s), 'Category not found.'),
    findAllBySlug(input.brandSlugs, (s) => repo.findBrandBySlug(k, s), 'Brand not found.'),
  ])
  const typed = input.search?.trim() || undefined
  const filter: repo.ProductFilter = {
    categoryIds: categories.map((c) => c.id),
    brandIds: brands.map((b) => b.id),
    search: typed,
    minPriceCents: input.filters?.min_price,
    maxPriceCents: input.filters?.max_price,
    inStock: input.filters?.in_stock,
    onSale: input.filters?.on_sale,
    professionalOnly: input.filters?.professional,
    minRatingTenths: input.filters?.rating === undefined ? undefined : input.filters.rating * 10,
  }
  const offset = (input.page - 1) * PAGE_SIZE
  const run = (f: repo.ProductFilter) => {
    const order = productOrder(input, f.search)
    return Promise.all([
      repo.findProductPage(db, f, order, PAGE_SIZE, offset),
      repo.countProducts(db, f),
      input.facets ? listingFacets(db, f, categories, brands) : Promise.resolve(undefined),
    ]).then(([rows, total, facets]) => ({ order, rows, total, facets }))
  }
  let result = await run(filter)
  let didYouMean: string | null = null
  if (typed && result.total === 0) {
    const corrected = await correctSearch(db, typed)
    const again = corrected ? await run({ ...filter, search: corrected }) : undefined
    if (again && again.total > 0) {
      didYouMean = corrected
      result = again
    }
  }
  const { order, rows, total, facets } = result
  return {
    data: rows.map(toProductSummary),
    meta: {
      current_page: input.page,
      from: rows.length ? offset + 1 : null,
      to: rows.length ? offset + rows.length : null,
      per_page: PAGE_SIZE,
      total,
    },
    sort_by: order.by,
    ...(facets ? { facets } : {}),
    ...(typed ? { did_you_mean: didYouMean } : {}),
    ...(categories.length === 1 ? { category: categories[0] } : {}),
    ...(brands.length === 1 ? { brand: brands[0] } : {}),
  }
}

/** The facet counts of docs/requirements/catalogue-api.md §4.2; chosen values stay listed at 0. */
async function listingFacets(
  db: Db,
  filter: repo.ProductFilter,
  chosenCategories: readonly Category[],
  chosenBrands: readonly Brand[],
): Promise<ListingFacets> {
  const k = db.kysely
  const [byCategory, byBrand, figures, allCategories, allBrands] = await Promise.all([
    repo.countProductsBy(db, filter, 'category'),
    repo.countProductsBy(db, filter, 'brand'),
    repo.findFacetFigures(db, filter),
    repo.findCategories(k),
    repo.findBrands(k),
  ])
  const facetValues = (
    all: readonly { id: number; slug: string; name: string }[],
    counts: readonly { id: number; count: number }[],
    chosen: readonly { id: number }[],
  ): FacetValue[] => {
    const countOf = new Map(counts.map((c) => [c.id, c.count]))
    const chosenIds = new Set(chosen.map((c) => c.id))
    return all
      .map((v) => ({ id: v.id, slug: v.slug, name: v.name, count: countOf.get(v.id) ?? 0 }))
      .filter((v) => v.count > 0 || chosenIds.has(v.id))
  }
  return {
    categories: facetValues(allCategories, byCategory, chosenCategories),
    brands: facetValues(allBrands, byBrand, chosenBrands),
    price: {
      min: figures.priceMinCents === null ? null : toDollars(figures.priceMinCents),
      max: figures.priceMaxCents === null ? null : toDollars(figures.priceMaxCents),
    },
    in_stock: figures.inStock,
    on_sale: figures.onSale,
    ratings: RATING_FILTERS.map((rating) => ({ rating, count: figures.ratings[rating] })),
  }
}

const vocabularies = new WeakMap<Db, { version: number; vocabulary: Vocabulary }>()

/**
 * The search text with its typing mistakes corrected against the product names' words, or null.
 * The vocabulary is rebuilt when the catalogue version moves: every change to products raises it
 * but a change of stock alone (docs/decisions/0082-the-cache-survives-trading.md), so orders do
 * not rebuild it (about 250 ms for 100,000 names).
 */
async function correctSearch(db: Db, text: string): Promise<string | null> {
  const { version } = await catalogueStateReader(db)()
  let cached = vocabularies.get(db)
  if (cached?.version !== version) {
    cached = { version, vocabulary: buildVocabulary(await repo.findAllProductNames(db.kysely)) }
    vocabularies.set(db, cached)
  }
  return correctText(cached.vocabulary, text)
}

async function toProductDetail(
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof repo.findProductBySlug>>>,
  timeZone: string,
) {
  const k = db.kysely
  const [images, subscriptions, reviews] = await Promise.all([
    repo.findProductImages(k, row.id),
    repo.findSubscriptionOptions(k, row.id),
    repo.findProductReviews(k, row.id),
  ])
  const returnability = isReturnability(row.returnability) ? row.returnability : 'returnable'
  const detail: ProductDetail = {
    ...toProductSummary(row),
    // Cleaned on save too; cleaned again here, so the product page can show it as the server
    // renders it, whatever wrote the row (docs/decisions/0015-no-script-from-the-database-and-safe-redirects.md).
    product_desc: sanitizeRichText(row.product_desc),
    other_desc: sanitizeRichText(row.other_desc),
    returnability,
    returnability_note: RETURNABILITY_NOTES[returnability],
    images,
    subscriptions,
    reviews: reviews.map((r) => ({
      ...r,
      created_on: shopDay(r.created_at, timeZone),
      verified_buyer: Boolean(r.verified_buyer),
    })),
    rating: averageRating(reviews.map((r) => r.star)),
    review_count: reviews.length,
  }
  return detail
}

/**
 * A product with images, Subscribe & Save options, reviews and rating; 404 when unknown. Reviews'
 * days are the shop's (`timeZone`).
 */
export async function getProductBySlug(db: Db, slug: string, timeZone: string): Promise<ProductDetail> {
  const row = await repo.findProductBySlug(db.kysely, slug)
  if (!row) throw notFound('Product not found.')
  return toProductDetail(db, row, timeZone)
}

export async function getProductById(db: Db, id: number, timeZone: string): Promise<ProductDetail> {
  const row = await repo.findProductById(db.kysely, id)
  if (!row) throw notFound('Product not found.')
  return toProductDetail(db, row, timeZone)
}

/** Up to `limit` other products of a category ('CUSTOMERS ALSO BOUGHT'). */
export async function listRelatedProducts(
  db: Db,
  categoryId: number,
  limit: number,
  excludeProductId?: number,
): Promise<ProductSummary[]> {
  const category = await repo.findCategoryById(db.kysely, categoryId)
  if (!category) throw notFound('Category not found.')
  const rows = await repo.findRelatedProducts(db.kysely, categoryId, limit, excludeProductId)
  return rows.map(toProductSummary)
}

/** Best sellers for the home page (docs/requirements/storefront.md §4): most units sold, in stock. */
export async function listBestSellers(db: Db, limit: number): Promise<ProductSummary[]> {
  const rows = await repo.findBestSellers(db.kysely, limit)
  return rows.map(toProductSummary)
}

export async function listCategories(db: Db): Promise<Category[]> {
  return repo.findCategories(db.kysely)
}

export async function listBrands(db: Db): Promise<Brand[]> {
  return repo.findBrands(db.kysely)
}

/** Brands keyed by their group name, groups and brands in alphabetical order. */
export async function groupBrands(db: Db): Promise<GroupBrands> {
  const brands = await repo.findBrands(db.kysely)
  const groups: GroupBrands = {}
  for (const brand of [...brands].sort((a, b) => a.group_name.localeCompare(b.group_name))) {
    ;(groups[brand.group_name] ??= []).push(brand)
  }
  return groups
}

export async function getPromo(db: Db): Promise<Promo> {
  const promo = await repo.findActivePromo(db.kysely)
  if (!promo) throw notFound('No promotion is running.')
  return promo
}

/**
 * Up to 10 suggestions for the text, with how many products its search lists; a text matching
 * nothing is corrected (docs/requirements/catalogue-api.md §7.1) and its suggestions are the
 * corrected text's.
 */
export async function suggestProducts(db: Db, text: string): Promise<SearchSuggestionsResponse> {
  const typed = text.trim()
  let rows = await repo.findNameSuggestions(db, typed, SEARCH_SUGGESTION_LIMIT)
  let searched = typed
  let didYouMean: string | null = null
  if (rows.length === 0) {
    const corrected = await correctSearch(db, typed)
    if (corrected) {
      rows = await repo.findNameSuggestions(db, corrected, SEARCH_SUGGESTION_LIMIT)
      if (rows.length) {
        didYouMean = corrected
        searched = corrected
      }
    }
  }
  const total = rows.length ? await repo.countProducts(db, { search: searched }) : 0
  return {
    data: rows.map((r) => ({
      product_name: r.product_name,
      slug: r.slug,
      id: r.id,
      price: toDollars(r.price_cents),
      selling_price: toDollars(r.selling_price_cents),
      discounted_price: r.discounted_price_cents === null ? null : toDollars(r.discounted_price_cents),
      thumbnail: compressedImageUrl(r.thumbnail_compress, CARD_IMAGE_SIZE, r.thumbnail),
      category: r.category_name,
      category_slug: r.category_slug,
    })),
    total,
    did_you_mean: didYouMean,
  }
}

/** Today's deals: every deal product, cheapest first. */
export async function listTodaysDeals(db: Db): Promise<ProductSummary[]> {
  const rows = await repo.findProductPage(db, { dealsOnly: true }, { by: 'price', direction: 'asc' }, 60, 0)
  return rows.map(toProductSummary)
}

export interface ProductSlug {
  slug: string
  updated_at: string
}

/** A slice of every product's slug in a stable order: the sitemap lists the whole catalogue. */
export async function listProductSlugs(db: Db, offset: number, limit: number): Promise<ProductSlug[]> {
  return repo.findProductSlugs(db.kysely, offset, limit)
}

/** How many products the catalogue holds. */
export async function countAllProducts(db: Db): Promise<number> {
  return repo.countProducts(db, {})
}
