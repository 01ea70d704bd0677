import type { QuickOrder } from '@shop/shared/schemas/quick-order'
import type {
  CartFillResponse,
  MergedCartsResponse,
  SavedCartsInput,
  SavedCartsResponse,
  SavedCartVersionResponse,
} from '@shop/shared/schemas/saved-cart'
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

/** A signed-in shopper's carts on the server (docs/decisions/0094-carts-kept-on-the-server-for-signed-in-shoppers.md). */
export const savedCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedCarts: build.query<SavedCartsResponse, void>({
      query: () => 'customer/cart',
      keepUnusedDataFor: 0,
    }),
    getSavedCartVersion: build.query<SavedCartVersionResponse, void>({
      query: () => 'customer/cart/version',
      keepUnusedDataFor: 0,
    }),
    saveCarts: build.mutation<SavedCartsResponse, SavedCartsInput>({
      query: (body) => ({ url: 'customer/cart', method: 'PUT', body }),
    }),
    /** Quick order: codes and quantities checked, the good lines ready for the carts. */
    checkQuickOrder: build.mutation<CartFillResponse, QuickOrder>({
      query: (body) => ({ url: 'quick-order', method: 'POST', body }),
    }),
    mergeGuestCarts: build.mutation<MergedCartsResponse, SavedCartsInput>({
      query: (body) => ({ url: 'customer/cart/merge', method: 'POST', body }),
    }),
  }),
})

export const { useCheckQuickOrderMutation } = savedCartApi
