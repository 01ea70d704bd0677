import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { api } from '../../app/api'

/** A product on the customer's wish list, as `GET customer/get-user-wishlist` lists it. */
export interface WishlistEntry {
  id: number
  created_at: string
  user_id: number
  product_id: number
  product: ProductSummary
}

interface WishlistResponse {
  data: { data: WishlistEntry[] }
}

/** The wish-list calls. Every change refetches the list, so hearts and the dashboard agree. */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistEntry[], void>({
      query: () => 'customer/get-user-wishlist',
      transformResponse: (body: WishlistResponse) => body.data.data,
      providesTags: ['Wishlist'],
    }),
    /** The server takes the customer from the token; user_id is sent as the API names it. */
    addToWishlist: build.mutation<unknown, { userId: number; productId: number }>({
      query: ({ userId, productId }) => ({
        url: 'wishlists',
        method: 'POST',
        body: { user_id: userId, product_id: productId },
      }),
      invalidatesTags: ['Wishlist'],
    }),
    /** Deletes by the entry's id. */
    removeFromWishlist: build.mutation<unknown, number>({
      query: (entryId) => ({ url: `customer/wishlists/${entryId}`, method: 'DELETE' }),
      invalidatesTags: ['Wishlist'],
    }),
  }),
})

export const { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi
