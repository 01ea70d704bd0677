import { PAGE_SIZE, SEARCH_SUGGESTION_LIMIT, type SortOrder } from '@shop/shared/constants'
import { averageRating } from '@shop/shared/format'
import { toDollars } from '@shop/shared/money'
import type {
  Brand,
  Category,
  GroupBrands,
  ProductDetail,
  ProductListResponse,
  ProductSummary,
  Promo,
  SearchSuggestion,
} from '@shop/shared/schemas/catalogue'
import type { Db } from '../../db/connect'
import { notFound } from '../../errors'
import * as repo from './catalogue.repository'
import { productDetailCacheFor } from './product-detail-cache'

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
  }
}

export interface ListProductsInput {
  page: number
  sortOrder: SortOrder
  categorySlug?: string
  brandSlug?: string
  search?: string
  dealsOnly?: boolean
}

export interface ProductListResult extends ProductListResponse {
  category?: Category
  brand?: Brand
}

/** A page of the catalogue (15 per page) with the listing meta (docs/requirements/catalogue-api.md §4); unknown category or brand is 404. */
export async function listProducts(db: Db, input: ListProductsInput): Promise<ProductListResult> {
  const k = db.kysely
  const category = input.categorySlug ? await repo.findCategoryBySlug(k, input.categorySlug) : undefined
  if (input.categorySlug && !category) throw notFound('Category not found.')
  const brand = input.brandSlug ? await repo.findBrandBySlug(k, input.brandSlug) : undefined
  if (input.brandSlug && !brand) throw notFound('Brand not found.')
  const search = input.search?.trim() || undefined
  const filter: repo.ProductFilter = {
    categoryId: category?.id,
    brandId: brand?.id,
    search,
    dealsOnly: input.dealsOnly,
  }
  const offset = (input.page - 1) * PAGE_SIZE
  const [rows, total] = await Promise.all([
    repo.findProductPage(db, filter, input.sortOrder, PAGE_SIZE, offset),
    repo.countProducts(db, filter),
  ])
  return {
    data: rows.map(toProductSummary),
    meta: {
      current_page: input.page,
      from: rows.length ? offset + 1 : null,
      to: rows.length ? offset + rows.length : null,
      per_page: PAGE_SIZE,
      total,
    },
    ...(category ? { category } : {}),
    ...(brand ? { brand } : {}),
  }
}

async function toProductDetail(db: Db, row: NonNullable<Awaited<ReturnType<typeof repo.findProductBySlug>>>) {
  const k = db.kysely
  const [images, subscriptions, reviews] = await Promise.all([
    repo.findProductImages(k, row.id),
    repo.findSubscriptionOptions(k, row.id),
    repo.findProductReviews(k, row.id),
  ])
  const detail: ProductDetail = {
    ...toProductSummary(row),
    product_desc: row.product_desc,
    other_desc: row.other_desc,
    images,
    subscriptions,
    reviews: reviews.map((r) => ({ ...r, verified_buyer: Boolean(r.verified_buyer) })),
    rating: averageRating(reviews.map((r) => r.star)),
    review_count: reviews.length,
  }
  return detail
}

/**
 * A product with images, Subscribe & Save options, reviews and rating; 404 when unknown.
 * Built pages are reused while the product's version is unchanged (product-detail-cache.ts).
 */
export async function getProductBySlug(db: Db, slug: string): Promise<ProductDetail> {
  const current = await repo.findProductVersionBySlug(db.kysely, slug)
  if (!current) throw notFound('Product not found.')
  const version = [
    current.updated_at,
    current.quantity,
    current.quantity_used,
    current.review_revision,
    current.review_count,
    current.review_updated_at,
  ].join('|')
  const cache = productDetailCacheFor(db)
  const cached = cache.get(slug, version)
  if (cached) return cached
  const row = await repo.findProductBySlug(db.kysely, slug)
  if (!row) throw notFound('Product not found.')
  const detail = await toProductDetail(db, row)
  cache.set(slug, version, detail)
  return detail
}

export async function getProductById(db: Db, id: number): Promise<ProductDetail> {
  const row = await repo.findProductById(db.kysely, id)
  if (!row) throw notFound('Product not found.')
  return toProductDetail(db, row)
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

export async function suggestProductNames(db: Db, text: string): Promise<SearchSuggestion[]> {
  return repo.findNameSuggestions(db, text.trim(), SEARCH_SUGGESTION_LIMIT)
}

/** Today's deals: every deal product, cheapest first. */
export async function listTodaysDeals(db: Db): Promise<ProductSummary[]> {
  const rows = await repo.findProductPage(db, { dealsOnly: true }, 'asc', 60, 0)
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
