import type { ProductLookupResponse } from '@shop/shared/schemas/cart'
import type { ShippingEstimateResponse } from '@shop/shared/schemas/checkout'
import { api } from '../../store/api'

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Current price, stock and intervals of the products in the carts (GET /api/products/lookup). */
    lookupCartProducts: build.query<ProductLookupResponse, number[]>({
      query: (ids) => ({ url: 'products/lookup', params: { ids: ids.join(',') } }),
      // Always the server's word of now: a cached answer would defeat the check.
      keepUnusedDataFor: 0,
    }),
    /** What shipping costs for a subtotal, and how much more ships free (docs/requirements/carts-and-checkout.md §8.1). */
    getShippingEstimate: build.query<ShippingEstimateResponse, { amount: number; country?: string }>({
      query: ({ amount, country }) => ({
        url: 'shipping-estimate',
        params: { amount: amount.toFixed(2), ...(country ? { country } : {}) },
      }),
    }),
  }),
})

export const { useLazyLookupCartProductsQuery, useGetShippingEstimateQuery } = cartApi
