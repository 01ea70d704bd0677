import { RELATED_PRODUCTS_LIMIT } from '@shop/shared/constants'
import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalogue'
import { api } from '../../store/api'

/** The id of the product JSON the server writes into a product page (server domains/seo). */
const INITIAL_PRODUCT_ELEMENT_ID = 'initial-product'

/**
 * The product the server wrote into the page it served, if it is this one. Read once and removed:
 * later visits and refetches ask the API, so nothing stale is ever shown from it.
 */
function takeInitialProduct(slug: string): ProductDetail | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(INITIAL_PRODUCT_ELEMENT_ID)
  if (!el) return null
  el.remove()
  try {
    const product = JSON.parse(el.textContent ?? '') as ProductDetail
    return product?.slug === slug ? product : null
  } catch {
    return null
  }
}

/** The detail page's server calls (spec 7 'Catalogue and search'). */
export const productDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET product/{slug}`: the product with images, reviews, rating and Subscribe & Save options. */
    getProductDetail: build.query<ProductDetail, string>({
      // On the page's first load the answer is already in the HTML: one round trip less before
      // the gallery paints.
      async queryFn(slug, _api, _extra, baseQuery) {
        const initial = takeInitialProduct(slug)
        if (initial) return { data: initial }
        const result = await baseQuery(`product/${encodeURIComponent(slug)}`)
        if (result.error) return { error: result.error }
        return { data: (result.data as { data: ProductDetail }).data }
      },
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
