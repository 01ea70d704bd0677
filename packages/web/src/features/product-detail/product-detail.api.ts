import { RELATED_PRODUCTS_LIMIT } from '@shop/shared/constants'
import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalogue'
import { api } from '../../app/api'

/** The detail page's server calls (spec 7 'Catalogue and search'). */
export const productDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET product/{slug}`: the product with images, reviews, rating and Subscribe & Save options. */
    getProductDetail: build.query<ProductDetail, string>({
      query: (slug) => `product/${encodeURIComponent(slug)}`,
      transformResponse: (body: { data: ProductDetail }) => body.data,
      providesTags: (result) => (result ? [{ type: 'Product', id: result.id }, 'Review'] : []),
    }),
    /** `GET categories/{category_id}/products?limit=10`: 'CUSTOMERS ALSO BOUGHT', without this product. */
    getRelatedProducts: build.query<ProductSummary[], { categoryId: number; excludeId: number }>({
      query: ({ categoryId, excludeId }) => ({
        url: `categories/${categoryId}/products`,
        params: { limit: RELATED_PRODUCTS_LIMIT, exclude: excludeId },
      }),
      transformResponse: (body: { data: ProductSummary[] }) => body.data,
      providesTags: ['Catalogue'],
    }),
  }),
})

export const { useGetProductDetailQuery, useGetRelatedProductsQuery } = productDetailApi
