import type { AddWishlistResponse, WishlistEntry, WishlistResponse } from '@shop/shared/schemas/wishlist'
import { api } from '../../store/api'

export type { WishlistEntry }

/** The wish-list calls. Every change refetches the list, so hearts and the dashboard agree. */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistEntry[], void>({
      query: () => 'customer/get-user-wishlist',
      transformResponse: (body: WishlistResponse) => body.data.data,
      providesTags: ['Wishlist'],
    }),
    /** The server takes the customer from the token; user_id is sent as the API names it. */
    addToWishlist: build.mutation<AddWishlistResponse, { userId: number; productId: number }>({
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
