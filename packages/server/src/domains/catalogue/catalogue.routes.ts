import {
  BrandProductsQuerySchema,
  CategoryProductsQuerySchema,
  IdParamSchema,
  ProductListQuerySchema,
  RelatedProductsQuerySchema,
  SearchSuggestParamsSchema,
  SearchSuggestionsQuerySchema,
  SlugSchema,
  type ListingFilters,
  type ListingSort,
} from '@shop/shared/schemas/catalogue'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import {
  BrandsResponseSchema,
  CategoriesResponseSchema,
  GroupBrandsResponseSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductsResponseSchema,
  PromoSchema,
  SearchSuggestionsResponseSchema,
  SearchSuggestionsWithTotalResponseSchema,
  TodaysDealsResponseSchema,
} from './catalogue.responses'
import * as catalogue from './catalogue.service'

const tags = ['catalogue']
/** Every answer here depends only on its URL and the catalogue: kept by plugins/catalogue-cache.ts. */
const catalogueAnswer = { catalogueAnswer: true }

/** The page, sort and filters every listing shares (docs/requirements/catalogue-api.md §4.1). */
function listingOptions(query: ListingFilters & { page: number; sort_by?: ListingSort; facets?: boolean }) {
  return {
    page: query.page,
    sortBy: query.sort_by,
    facets: query.facets,
    filters: {
      min_price: query.min_price,
      max_price: query.max_price,
      in_stock: query.in_stock,
      on_sale: query.on_sale,
      professional: query.professional,
      rating: query.rating,
    },
  }
}

/** The catalogue calls of docs/requirements/catalogue-api.md, at the paths and answer shapes the screens read. */
export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = () => app.db

  app.get(
    '/products',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        querystring: ProductListQuerySchema,
        response: answers({ 200: ProductListResponseSchema }),
      },
    },
    async (req) =>
      catalogue.listProducts(db(), {
        ...listingOptions(req.query),
        sortOrder: req.query.sort_order,
        categorySlugs: req.query.category,
        brandSlugs: req.query.brand,
        search: req.query.search,
      }),
  )

  app.get(
    '/category/:category/products',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        params: z.object({ category: SlugSchema }),
        querystring: CategoryProductsQuerySchema,
        response: answers({ 200: ProductListResponseSchema }),
      },
    },
    async (req) =>
      catalogue.listProducts(db(), {
        ...listingOptions(req.query),
        sortOrder: req.query.sort_order,
        categorySlugs: [req.params.category],
        brandSlugs: req.query.brand,
      }),
  )

  app.get(
    '/brand/:brand/products',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        params: z.object({ brand: SlugSchema }),
        querystring: BrandProductsQuerySchema,
        response: answers({ 200: ProductListResponseSchema }),
      },
    },
    async (req) =>
      catalogue.listProducts(db(), {
        ...listingOptions(req.query),
        sortOrder: req.query.sort,
        brandSlugs: [req.params.brand],
        categorySlugs: req.query.category,
      }),
  )

  app.get(
    '/product/:slug',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        params: z.object({ slug: SlugSchema }),
        response: answers({ 200: ProductResponseSchema }),
      },
    },
    async (req) => ({
      data: await catalogue.getProductBySlug(db(), req.params.slug, app.config.shop.timeZone),
    }),
  )

  app.get(
    '/customer/get-product-by-id/:id',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        params: z.object({ id: IdParamSchema }),
        response: answers({ 200: ProductResponseSchema }),
      },
    },
    async (req) => ({ data: await catalogue.getProductById(db(), req.params.id, app.config.shop.timeZone) }),
  )

  app.get(
    '/categories/:category_id/products',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        params: z.object({ category_id: IdParamSchema }),
        querystring: RelatedProductsQuerySchema.extend({ exclude: IdParamSchema.optional() }),
        response: answers({ 200: ProductsResponseSchema }),
      },
    },
    async (req) => ({
      data: await catalogue.listRelatedProducts(
        db(),
        req.params.category_id,
        req.query.limit,
        req.query.exclude,
      ),
    }),
  )

  app.get(
    '/best-sellers',
    {
      // Read from the products table alone (quantity_used, which orders take and give back).
      config: catalogueAnswer,
      schema: {
        tags,
        querystring: RelatedProductsQuerySchema,
        response: answers({ 200: ProductsResponseSchema }),
      },
    },
    async (req) => ({ data: await catalogue.listBestSellers(db(), req.query.limit) }),
  )

  app.get(
    '/categories',
    { config: catalogueAnswer, schema: { tags, response: answers({ 200: CategoriesResponseSchema }) } },
    async () => ({
      data: { data: await catalogue.listCategories(db()) },
    }),
  )
  app.get(
    '/brands',
    { config: catalogueAnswer, schema: { tags, response: answers({ 200: BrandsResponseSchema }) } },
    async () => catalogue.listBrands(db()),
  )
  app.get(
    '/group-brands',
    { config: catalogueAnswer, schema: { tags, response: answers({ 200: GroupBrandsResponseSchema }) } },
    async () => catalogue.groupBrands(db()),
  )
  app.get(
    '/get-promo',
    { config: catalogueAnswer, schema: { tags, response: answers({ 200: PromoSchema }) } },
    async () => catalogue.getPromo(db()),
  )

  app.get(
    '/search/product/:text',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        params: SearchSuggestParamsSchema,
        response: answers({ 200: SearchSuggestionsResponseSchema }),
      },
    },
    async (req) => (await catalogue.suggestProducts(db(), req.params.text)).data,
  )

  app.get(
    '/search/suggestions',
    {
      // Shoppers type the same few words (their prefixes repeat from key to key); typo-tolerant
      // matching is the dearest catalogue read, so its answers are kept like product search's.
      config: catalogueAnswer,
      schema: {
        tags,
        querystring: SearchSuggestionsQuerySchema,
        response: answers({ 200: SearchSuggestionsWithTotalResponseSchema }),
      },
    },
    async (req) => catalogue.suggestProducts(db(), req.query.q),
  )

  app.get(
    '/todays-deals',
    { config: catalogueAnswer, schema: { tags, response: answers({ 200: TodaysDealsResponseSchema }) } },
    async () => ({
      data: [{ title: "Today's Deals", products: await catalogue.listTodaysDeals(db()) }],
    }),
  )
}
