import type { ProductLookupResponse } from '@shop/shared/schemas/cart'
import { api } from '../../store/api'

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Current price, stock and intervals of the products in the carts (GET /api/products/lookup). */
    lookupCartProducts: build.query<ProductLookupResponse, number[]>({
      query: (ids) => ({ url: 'products/lookup', params: { ids: ids.join(',') } }),
      // Always the server's word of now: a cached answer would defeat the check.
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useLazyLookupCartProductsQuery } = cartApi
