import type { SortOrder } from '@shop/shared/constants'
import type { Brand, Category, ProductListResponse, ProductSummary } from '@shop/shared/schemas/catalogue'
import { api } from '../../store/api'

export interface ProductListArgs {
  page: number
  sort_order: SortOrder
  category?: string
  brand?: string
  search?: string
}

/** A listing page; a category or brand filter also answers that category or brand (its name). */
export interface ProductListResult extends ProductListResponse {
  category?: Category
  brand?: Brand
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** docs/requirements/catalogue-api.md §4 with page, sort_order, category, brand and search. */
    getProducts: build.query<ProductListResult, ProductListArgs>({
      query: ({ category, brand, search, ...rest }) => ({
        url: 'products',
        params: {
          ...rest,
          ...(category ? { category } : {}),
          ...(brand ? { brand } : {}),
          ...(search?.trim() ? { search: search.trim() } : {}),
        },
      }),
      providesTags: ['Catalogue'],
    }),
    /** docs/requirements/catalogue-api.md §6: the products are data[0].products. */
    getTodaysDeals: build.query<ProductSummary[], void>({
      query: () => 'todays-deals',
      transformResponse: (body: { data: { products: ProductSummary[] }[] }) => body.data[0]?.products ?? [],
      providesTags: ['Catalogue'],
    }),
    /** The home page's best sellers: most units sold, in stock (docs/requirements/storefront.md §4). */
    getBestSellers: build.query<ProductSummary[], number>({
      query: (limit) => ({ url: 'best-sellers', params: { limit } }),
      transformResponse: (body: { data: ProductSummary[] }) => body.data,
      providesTags: ['Catalogue'],
    }),
    /** `GET customer/get-product-by-id/{id}`: one product by its id (the review pages show it). */
    getProductById: build.query<ProductSummary, number>({
      query: (id) => `customer/get-product-by-id/${id}`,
      transformResponse: (body: { data: ProductSummary }) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
})

export const { useGetProductsQuery, useGetTodaysDealsQuery, useGetBestSellersQuery, useGetProductByIdQuery } =
  catalogueApi
