import { z } from 'zod'
import { SORT_ORDERS, DEFAULT_SORT_ORDER, RELATED_PRODUCTS_LIMIT } from '../constants'

export const SlugSchema = z
  .string()
  .trim()
  .min(1, 'slug is required')
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'must be a slug of letters, digits and hyphens')

const PageSchema = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100000, 'page is too large')
  .default(1)

const SortSchema = z.enum(SORT_ORDERS, { error: "must be 'asc' or 'desc'" }).default(DEFAULT_SORT_ORDER)

const SearchTextSchema = z.string().trim().max(100, 'search must be at most 100 characters')

export const ProductListQuerySchema = z
  .object({
    page: PageSchema,
    sort_order: SortSchema,
    category: SlugSchema.optional(),
    brand: SlugSchema.optional(),
    search: SearchTextSchema.optional(),
  })
  .strict()
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>

/** `category/{category}/products`: page and sort_order. */
export const CategoryProductsQuerySchema = z.object({ page: PageSchema, sort_order: SortSchema }).strict()

/** `brand/{brand}/products`: this call names the sort parameter `sort`, as the original app did. */
export const BrandProductsQuerySchema = z.object({ page: PageSchema, sort: SortSchema }).strict()

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
  text: z.string().trim().min(1, 'text is required').max(100, 'text must be at most 100 characters'),
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
}

export interface ProductDetail extends ProductSummary {
  images: ProductImage[]
  product_desc: string
  other_desc: string
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

export interface ProductListResponse {
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

export interface SearchSuggestion {
  product_name: string
  slug: string
}
