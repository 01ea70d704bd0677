import type { AddWishlistResponse, WishlistEntry, WishlistResponse } from '@shop/shared/schemas/wishlist'
import { z } from 'zod'
import { ProductSummarySchema } from '../catalogue/catalogue.responses'

/** The answers' shapes, checked against the shared types; only these fields reach the client. */
const WishlistEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  user_id: z.number(),
  product_id: z.number(),
  product: ProductSummarySchema,
}) satisfies z.ZodType<WishlistEntry>

export const WishlistResponseSchema = z.object({
  data: z.object({ data: z.array(WishlistEntrySchema) }),
}) satisfies z.ZodType<WishlistResponse>

export const AddWishlistResponseSchema = z.object({
  message: z.string(),
  data: WishlistEntrySchema,
}) satisfies z.ZodType<AddWishlistResponse>
