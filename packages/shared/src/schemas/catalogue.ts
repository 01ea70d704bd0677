import { z } from 'zod'
import type { Returnability } from '../returns'
import {
  DEFAULT_SORT_ORDER,
  MAX_FILTER_SLUGS,
  RATING_FILTERS,
  RELATED_PRODUCTS_LIMIT,
  SORT_ORDERS,
  type RatingFilter,
} from '../constants'
import type { PriceBreak } from '../price-breaks'
import type { Pack } from '../packs'
import { DOLLAR_AMOUNT } from '../price-range-form'
import { SEARCH_TEXT_MAX_LENGTH } from '../search-form'
import { PageSchema } from './paging'
import { controlCharacterMessage, hasNoControlCharacters } from './text'

export const SlugSchema = z
  .string()
  .trim()
  .min(1, 'slug is required')
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'must be a slug of letters, digits and hyphens')

const SortSchema = z.enum(SORT_ORDERS, { error: "must be 'asc' or 'desc'" }).default(DEFAULT_SORT_ORDER)

const SearchTextSchema = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX_LENGTH, `search must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`)
  .refine(hasNoControlCharacters, controlCharacterMessage('search'))

/**
 * Listing sorts beside the spec's price order (docs/requirements/catalogue-api.md §4.1): `price`
 * follows `sort_order` (or the brand listing's `sort`); `relevance` (a search's default) puts names
 * starting with the text first; `newest` is the latest added first; `discount` the biggest saving
 * (in dollars) first.
 */
export const LISTING_SORTS = ['price', 'relevance', 'newest', 'discount'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
// In constants.ts, so the browser's listings need no zod; re-exported for the schemas' users.
export { MAX_FILTER_SLUGS, RATING_FILTERS, type RatingFilter }

/** 'a-slug,another': one or more slugs, comma-separated, each checked like a path slug. */
const SlugListSchema = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} must name at least one slug`)
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()))])
    .pipe(
      z
        .array(SlugSchema)
        .min(1, `${field} must name at least one slug`)
        .max(MAX_FILTER_SLUGS, `${field} may name at most ${MAX_FILTER_SLUGS} slugs`),
    )

/** A dollar amount in a query string ('12', '12.5'): cents (docs/decisions/0001-money-in-integer-cents.md). */
const PriceParamSchema = (field: string) =>
  z
    .string()
    .trim()
    .regex(DOLLAR_AMOUNT, `${field} must be an amount in dollars (0 or more, at most two decimals)`)
    .transform((v) => Math.round(Number(v) * 100))

/** '1' or 'true' turns a yes/no filter on; '0' or 'false' (or leaving it out) leaves it off. */
const FlagParamSchema = (field: string) =>
  z
    .enum(['1', '0', 'true', 'false'], { error: `${field} must be 1 or 0` })
    .transform((v) => v === '1' || v === 'true')

/** The filters, extra sorts and facets flag every listing takes (docs/requirements/catalogue-api.md §4.1). */
const listingFilterShape = {
  sort_by: z.enum(LISTING_SORTS, { error: `sort_by must be one of ${LISTING_SORTS.join(', ')}` }).optional(),
  min_price: PriceParamSchema('min_price').optional(),
  max_price: PriceParamSchema('max_price').optional(),
  in_stock: FlagParamSchema('in_stock').optional(),
  on_sale: FlagParamSchema('on_sale').optional(),
  /** Professional-only products (sold to verified professionals). */
  professional: FlagParamSchema('professional').optional(),
  rating: z.coerce
    .number({ error: 'rating must be 1, 2, 3 or 4' })
    .int('rating must be 1, 2, 3 or 4')
    .min(1, 'rating must be 1, 2, 3 or 4')
    .max(4, 'rating must be 1, 2, 3 or 4')
    .optional(),
  facets: FlagParamSchema('facets').optional(),
}

type ListingChecked = { min_price?: number; max_price?: number; sort_by?: ListingSort; search?: string }

/** Checks across fields: a price range that is not upside down, relevance only for a search. */
function checkListing(value: ListingChecked, ctx: z.RefinementCtx) {
  if (value.min_price !== undefined && value.max_price !== undefined && value.min_price > value.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must not be below min_price' })
  }
  if (value.sort_by === 'relevance' && !value.search?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['sort_by'], message: 'sort_by relevance needs a search' })
  }
}

/** `GET /api/products`: the spec's page, sort_order, category, brand and search, and the filters of §4.1. */
export const ProductListQuerySchema = z
  .object({
    page: PageSchema,
    sort_order: SortSchema,
    category: SlugListSchema('category').optional(),
    brand: SlugListSchema('brand').optional(),
    search: SearchTextSchema.optional(),
    ...listingFilterShape,
  })
  .strict()
  .superRefine(checkListing)
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>
/** The query as a page writes it in the URL (prices in dollars, flags as '1'). */
export type ProductListQueryInput = z.input<typeof ProductListQuerySchema>

/** `category/{category}/products`: page and sort_order, a brand filter and the filters of §4.1. */
export const CategoryProductsQuerySchema = z
  .object({
    page: PageSchema,
    sort_order: SortSchema,
    brand: SlugListSchema('brand').optional(),
    ...listingFilterShape,
  })
  .strict()
  .superRefine(checkListing)

/** `brand/{brand}/products`: this call names the sort parameter `sort`, as the original app did. */
export const BrandProductsQuerySchema = z
  .object({
    page: PageSchema,
    sort: SortSchema,
    category: SlugListSchema('category').optional(),
    ...listingFilterShape,
  })
  .strict()
  .superRefine(checkListing)

/** The listing filters as the server reads them (prices in cents). */
export interface ListingFilters {
  min_price?: number
  max_price?: number
  in_stock?: boolean
  on_sale?: boolean
  professional?: boolean
  rating?: number
}

export const RelatedProductsQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(RELATED_PRODUCTS_LIMIT, `limit must be at most ${RELATED_PRODUCTS_LIMIT}`)
      .default(RELATED_PRODUCTS_LIMIT),
  })
  .strict()

export const IdParamSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be a positive whole number')
  .max(2147483647, 'is too large')

/** An id in a JSON body, named in its messages ('product_id is required'); '12' is read as 12. */
export function bodyIdSchema(field: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (issue) => (issue.input == null ? `${field} is required` : `${field} must be a whole number`),
      })
      .int(`${field} must be a whole number`)
      .positive(`${field} must be a positive whole number`)
      .max(2147483647, `${field} is too large`),
  )
}

export const SearchSuggestParamsSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'text is required')
    .max(100, 'text must be at most 100 characters')
    .refine(hasNoControlCharacters, controlCharacterMessage('text')),
})

/** image_urls keyed by size, as `thumbnail_compress` / `compress_image` JSON text holds it. */
export interface CompressedImages {
  image_urls: Partial<Record<'300px' | '800px', string>>
}

export interface ProductImage {
  id: number
  url: string
  image_name: string
  name: string
  compress_image: string
}

export interface SubscriptionOption {
  months: number
  discount: number
}

export interface ProductReview {
  id: number
  product_id: number
  user_id: number | null
  name: string
  star: number
  headline: string
  review: string
  created_at: string
  /**
   * The day it was written in the shop's time zone (YYYY-MM-DD): the product page shows it without
   * building a date formatter while it starts (the first one of a page is a long task on a phone).
   */
  created_on: string
  /** The author (by account, or by e-mail for a guest) has a paid order containing the product. */
  verified_buyer: boolean
  /** The shop's public answer, written in the back office; null without one. */
  reply?: string | null
}

/** A product as listings show it. Money in dollars with two decimals (docs/decisions/0001-money-in-integer-cents.md). */
export interface ProductSummary {
  id: number
  sku: string
  product_name: string
  product_code: string
  slug: string
  category: string
  category_slug: string
  category_id: number
  brand: string
  brand_slug: string
  brand_id: number
  selling_price: number
  discounted_price: number | null
  discount_value: number
  discount_type: 'percent' | 'fixed' | null
  quantity: number
  quantity_used: number
  /** Available quantity: quantity - quantity_used. */
  stock: number
  unit: string
  weight: string
  thumbnail: string
  thumbnail_name: string
  thumbnail_compress: string
  expiry_date: string | null
  back_order: 0 | 1
  has_subscription: boolean
  /** Sold to verified professionals only; the label says why (docs/decisions/0100-professional-only-products.md). */
  professional_only?: boolean
  professional_label?: string | null
  /** Quantity price breaks, lowest quantity first (dollars); [] (or absent in older copies) for none. */
  price_breaks?: PriceBreak[]
  /** Packs of the base unit, smallest first (docs/decisions/0114-pack-sizes.md); [] or absent for none. */
  packs?: Pack[]
  /** The base unit's names ('glove', 'gloves'); empty for 'piece'. */
  base_unit?: string
  base_unit_plural?: string
}

export interface ProductDetail extends ProductSummary {
  images: ProductImage[]
  product_desc: string
  other_desc: string
  /** Whether it may be returned, and what the product page says of it. */
  returnability: Returnability
  returnability_note: string
  /** Published reviews only, newest first. */
  reviews: ProductReview[]
  rating: number
  review_count: number
  subscriptions: SubscriptionOption[]
}

export interface ListMeta {
  current_page: number
  from: number | null
  to: number | null
  per_page: number
  total: number
}

export interface ProductListResponse extends ListingExtras {
  data: ProductSummary[]
  meta: ListMeta
}

export interface Category {
  id: number
  name: string
  slug: string
}

export interface Brand {
  id: number
  name: string
  slug: string
  group_name: string
}

export type GroupBrands = Record<string, Brand[]>

export interface Promo {
  title: string
  brief: string
  url: string
  link_text: string
}

/** One facet value: how many products the listing would hold with it chosen, the other filters kept. */
export interface FacetValue {
  id: number
  slug: string
  name: string
  count: number
}

/**
 * Counts per filter value (docs/requirements/catalogue-api.md §4.2), each counted with every other
 * filter applied and its own left out (standard faceting). Money in dollars.
 */
export interface ListingFacets {
  /** Categories with products under the other filters (and the chosen ones even at 0), in menu order. */
  categories: FacetValue[]
  /** Brands likewise, by name. */
  brands: FacetValue[]
  /** Lowest and highest current price under the other filters; null when nothing matches. */
  price: { min: number | null; max: number | null }
  /** Products that would be listed with in_stock=1. */
  in_stock: number
  /** Products that would be listed with on_sale=1. */
  on_sale: number
  /** For 4, 3, 2 and 1: products rated that many stars or more. */
  ratings: { rating: RatingFilter; count: number }[]
}

/** What the listing calls answer beyond the spec's `{ data, meta }` (all additive). */
export interface ListingExtras {
  /** The sort applied: the one asked for, else relevance for a search, else price. */
  sort_by: ListingSort
  /** With facets=1 only. */
  facets?: ListingFacets
  /**
   * On a search whose text matched nothing: the corrected text whose products `data` holds
   * ('vitamn' -> 'vitamin'), else null. Absent on listings without a search.
   */
  did_you_mean?: string | null
}

/**
 * A search suggestion (docs/requirements/catalogue-api.md §7): the spec's product_name and slug,
 * with what the drop-down shows beside them. Money in dollars.
 */
export interface SearchSuggestion {
  product_name: string
  slug: string
  id: number
  /** Current price: the discounted price when there is one. */
  price: number
  selling_price: number
  discounted_price: number | null
  /** URL of the 300px picture. */
  thumbnail: string
  category: string
  category_slug: string
}

/** `GET /api/search/suggestions?q=`: suggestions with the count of all results and the typo correction. */
export const SearchSuggestionsQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, 'q is required')
      .max(100, 'q must be at most 100 characters')
      .refine(hasNoControlCharacters, controlCharacterMessage('q')),
  })
  .strict()

export interface SearchSuggestionsResponse {
  data: SearchSuggestion[]
  /** How many products `GET /api/products?search=` lists for the text (or for did_you_mean). */
  total: number
  /** The corrected text when the typed one matched nothing and the suggestions are for it, else null. */
  did_you_mean: string | null
}
