import { z } from 'zod'
import { ignoredId } from './account'
import { bodyIdSchema, IdParamSchema, type ProductSummary } from './catalogue'

/** POST wishlists: the product to add; the owner is the token's user, a body user_id is ignored. */
export const AddWishlistSchema = z
  .object({
    product_id: bodyIdSchema('product_id'),
    user_id: ignoredId,
  })
  .strict()
export type AddWishlistInput = z.input<typeof AddWishlistSchema>

/** DELETE customer/wishlists/{id}: the entry's id, or the product id of one's own entry. */
export const WishlistIdParamsSchema = z.object({ id: IdParamSchema }).strict()

/** A wish-list entry with the product as cards and the dashboard list show it. */
export interface WishlistEntry {
  id: number
  created_at: string
  user_id: number
  product_id: number
  product: ProductSummary
}

/** GET customer/get-user-wishlist, newest first. */
export interface WishlistResponse {
  data: { data: WishlistEntry[] }
}

/** POST wishlists: 201 with the new entry, 200 with the existing one when already listed. */
export interface AddWishlistResponse {
  message: string
  data: WishlistEntry
}

// In wishlist-messages.ts, so the browser's first load needs no zod.
export { WISHLIST_MESSAGES } from '../wishlist-messages'
