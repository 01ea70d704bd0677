import {
  BrandProductsQuerySchema,
  CategoryProductsQuerySchema,
  IdParamSchema,
  ProductListQuerySchema,
  RelatedProductsQuerySchema,
  SearchSuggestParamsSchema,
  SlugSchema,
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
  TodaysDealsResponseSchema,
} from './catalogue.responses'
import * as catalogue from './catalogue.service'

const tags = ['catalogue']

/** The catalogue calls of docs/requirements/catalogue-api.md, at the paths and answer shapes the screens read. */
export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = () => app.db

  app.get(
    '/products',
    {
      schema: {
        tags,
        querystring: ProductListQuerySchema,
        response: answers({ 200: ProductListResponseSchema }),
      },
    },
    async (req) =>
      catalogue.listProducts(db(), {
        page: req.query.page,
        sortOrder: req.query.sort_order,
        categorySlug: req.query.category,
        brandSlug: req.query.brand,
        search: req.query.search,
      }),
  )

  app.get(
    '/category/:category/products',
    {
      schema: {
        tags,
        params: z.object({ category: SlugSchema }),
        querystring: CategoryProductsQuerySchema,
        response: answers({ 200: ProductListResponseSchema }),
      },
    },
    async (req) =>
      catalogue.listProducts(db(), {
        page: req.query.page,
        sortOrder: req.query.sort_order,
        categorySlug: req.params.category,
      }),
  )

  app.get(
    '/brand/:brand/products',
    {
      schema: {
        tags,
        params: z.object({ brand: SlugSchema }),
        querystring: BrandProductsQuerySchema,
        response: answers({ 200: ProductListResponseSchema }),
      },
    },
    async (req) =>
      catalogue.listProducts(db(), {
        page: req.query.page,
        sortOrder: req.query.sort,
        brandSlug: req.params.brand,
      }),
  )

  app.get(
    '/product/:slug',
    {
      schema: {
        tags,
        params: z.object({ slug: SlugSchema }),
        response: answers({ 200: ProductResponseSchema }),
      },
    },
    async (req) => ({ data: await catalogue.getProductBySlug(db(), req.params.slug) }),
  )

  app.get(
    '/customer/get-product-by-id/:id',
    {
      schema: {
        tags,
        params: z.object({ id: IdParamSchema }),
        response: answers({ 200: ProductResponseSchema }),
      },
    },
    async (req) => ({ data: await catalogue.getProductById(db(), req.params.id) }),
  )

  app.get(
    '/categories/:category_id/products',
    {
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
    { schema: { tags, response: answers({ 200: CategoriesResponseSchema }) } },
    async () => ({
      data: { data: await catalogue.listCategories(db()) },
    }),
  )
  app.get('/brands', { schema: { tags, response: answers({ 200: BrandsResponseSchema }) } }, async () =>
    catalogue.listBrands(db()),
  )
  app.get(
    '/group-brands',
    { schema: { tags, response: answers({ 200: GroupBrandsResponseSchema }) } },
    async () => catalogue.groupBrands(db()),
  )
  app.get('/get-promo', { schema: { tags, response: answers({ 200: PromoSchema }) } }, async () =>
    catalogue.getPromo(db()),
  )

  app.get(
    '/search/product/:text',
    {
      schema: {
        tags,
        params: SearchSuggestParamsSchema,
        response: answers({ 200: SearchSuggestionsResponseSchema }),
      },
    },
    async (req) => catalogue.suggestProductNames(db(), req.params.text),
  )

  app.get(
    '/todays-deals',
    { schema: { tags, response: answers({ 200: TodaysDealsResponseSchema }) } },
    async () => ({
      data: [{ title: "Today's Deals", products: await catalogue.listTodaysDeals(db()) }],
    }),
  )
}
