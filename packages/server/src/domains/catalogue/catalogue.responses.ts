import { RETURNABILITY } from '@shop/shared/returns'
import { DISCOUNT_TYPES } from '@shop/shared/pricing'
import type {
  Brand,
  Category,
  ListMeta,
  ProductDetail,
  ProductImage,
  ProductReview,
  ProductSummary,
  Promo,
  SearchSuggestion,
  SubscriptionOption,
  FacetValue,
  ListingFacets,
  ProductListResponse,
  SearchSuggestionsResponse,
} from '@shop/shared/schemas/catalogue'
import { LISTING_SORTS, RATING_FILTERS } from '@shop/shared/schemas/catalogue'
import { z } from 'zod'
import { Flag } from '../../lib/api-schemas'

/** The answers' shapes, checked against the shared types; only these fields reach the client. */
export const ProductSummarySchema = z.object({
  id: z.number(),
  sku: z.string(),
  product_name: z.string(),
  product_code: z.string(),
  slug: z.string(),
  category: z.string(),
  category_slug: z.string(),
  category_id: z.number(),
  brand: z.string(),
  brand_slug: z.string(),
  brand_id: z.number(),
  selling_price: z.number(),
  discounted_price: z.number().nullable(),
  discount_value: z.number(),
  discount_type: z.enum(DISCOUNT_TYPES).nullable(),
  quantity: z.number(),
  quantity_used: z.number(),
  stock: z.number(),
  unit: z.string(),
  weight: z.string(),
  thumbnail: z.string(),
  thumbnail_name: z.string(),
  thumbnail_compress: z.string(),
  expiry_date: z.string().nullable(),
  back_order: Flag,
  has_subscription: z.boolean(),
  professional_only: z.boolean().optional(),
  professional_label: z.string().nullable().optional(),
  price_breaks: z.array(z.object({ min_qty: z.number(), price: z.number() })).optional(),
  packs: z
    .array(z.object({ code: z.string(), label: z.string(), units_per_pack: z.number(), price: z.number() }))
    .optional(),
  base_unit: z.string().optional(),
  base_unit_plural: z.string().optional(),
}) satisfies z.ZodType<ProductSummary>

export const SubscriptionOptionSchema = z.object({
  months: z.number(),
  discount: z.number(),
}) satisfies z.ZodType<SubscriptionOption>

const ProductImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  image_name: z.string(),
  name: z.string(),
  compress_image: z.string(),
}) satisfies z.ZodType<ProductImage>

const ProductReviewSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  user_id: z.number().nullable(),
  name: z.string(),
  star: z.number(),
  headline: z.string(),
  review: z.string(),
  created_at: z.string(),
  created_on: z.string(),
  verified_buyer: z.boolean(),
  reply: z.string().nullable().optional(),
}) satisfies z.ZodType<ProductReview>

export const ProductDetailSchema = ProductSummarySchema.extend({
  images: z.array(ProductImageSchema),
  product_desc: z.string(),
  other_desc: z.string(),
  returnability: z.enum(RETURNABILITY),
  returnability_note: z.string(),
  reviews: z.array(ProductReviewSchema),
  rating: z.number(),
  review_count: z.number(),
  subscriptions: z.array(SubscriptionOptionSchema),
}) satisfies z.ZodType<ProductDetail>

const ListMetaSchema = z.object({
  current_page: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  per_page: z.number(),
  total: z.number(),
}) satisfies z.ZodType<ListMeta>

export const CategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
}) satisfies z.ZodType<Category>

export const BrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  group_name: z.string(),
}) satisfies z.ZodType<Brand>

const FacetValueSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  count: z.number(),
}) satisfies z.ZodType<FacetValue>

const ListingFacetsSchema = z.object({
  categories: z.array(FacetValueSchema),
  brands: z.array(FacetValueSchema),
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  in_stock: z.number(),
  on_sale: z.number(),
  ratings: z.array(z.object({ rating: z.union(RATING_FILTERS.map((r) => z.literal(r))), count: z.number() })),
}) satisfies z.ZodType<ListingFacets>

/** A page of products; a category's or brand's listing also names it; sort, facets and correction added. */
export const ProductListResponseSchema = z.object({
  data: z.array(ProductSummarySchema),
  meta: ListMetaSchema,
  category: CategorySchema.optional(),
  brand: BrandSchema.optional(),
  sort_by: z.enum(LISTING_SORTS),
  facets: ListingFacetsSchema.optional(),
  did_you_mean: z.string().nullable().optional(),
}) satisfies z.ZodType<ProductListResponse>

export const ProductResponseSchema = z.object({ data: ProductDetailSchema })
export const ProductsResponseSchema = z.object({ data: z.array(ProductSummarySchema) })
export const CategoriesResponseSchema = z.object({ data: z.object({ data: z.array(CategorySchema) }) })
export const BrandsResponseSchema = z.array(BrandSchema)
export const GroupBrandsResponseSchema = z.record(z.string(), z.array(BrandSchema))

export const PromoSchema = z.object({
  title: z.string(),
  brief: z.string(),
  url: z.string(),
  link_text: z.string(),
}) satisfies z.ZodType<Promo>

const SearchSuggestionSchema = z.object({
  product_name: z.string(),
  slug: z.string(),
  id: z.number(),
  price: z.number(),
  selling_price: z.number(),
  discounted_price: z.number().nullable(),
  thumbnail: z.string(),
  category: z.string(),
  category_slug: z.string(),
}) satisfies z.ZodType<SearchSuggestion>

export const SearchSuggestionsResponseSchema = z.array(SearchSuggestionSchema)

export const SearchSuggestionsWithTotalResponseSchema = z.object({
  data: z.array(SearchSuggestionSchema),
  total: z.number(),
  did_you_mean: z.string().nullable(),
}) satisfies z.ZodType<SearchSuggestionsResponse>

export const TodaysDealsResponseSchema = z.object({
  data: z.array(z.object({ title: z.string(), products: z.array(ProductSummarySchema) })),
})
