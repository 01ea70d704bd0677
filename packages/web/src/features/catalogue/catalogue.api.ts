import type { Brand, Category, ProductListResponse, ProductSummary } from '@shop/shared/schemas/catalogue'
import { api } from '../../store/api'
import { apiSort, type ListingQuery } from './listing-query'

export interface ProductListArgs {
  query: ListingQuery
  /** The page's own category or brand (its path), on top of the filters. */
  category?: string
  brand?: string
}

/** The listing call's parameters (docs/requirements/catalogue-api.md §4.1), facets always asked for. */
function listingParams({ query: q, category, brand }: ProductListArgs): Record<string, string | number> {
  const categories = category ? [category] : q.categories
  const brands = brand ? [brand] : q.brands
  return {
    page: q.page,
    ...apiSort(q.sort),
    ...(categories.length ? { category: categories.join(',') } : {}),
    ...(brands.length ? { brand: brands.join(',') } : {}),
    ...(q.search ? { search: q.search } : {}),
    ...(q.minPrice ? { min_price: q.minPrice } : {}),
    ...(q.maxPrice ? { max_price: q.maxPrice } : {}),
    ...(q.inStock ? { in_stock: 1 } : {}),
    ...(q.onSale ? { on_sale: 1 } : {}),
    ...(q.professional ? { professional: 1 } : {}),
    ...(q.rating ? { rating: q.rating } : {}),
    facets: 1,
  }
}

/** A listing page; a category or brand filter also answers that category or brand (its name). */
export interface ProductListResult extends ProductListResponse {
  category?: Category
  brand?: Brand
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** docs/requirements/catalogue-api.md §4: page, sorts, category, brand, search, filters and facets. */
    getProducts: build.query<ProductListResult, ProductListArgs>({
      query: (args) => ({ url: 'products', params: listingParams(args) }),
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
