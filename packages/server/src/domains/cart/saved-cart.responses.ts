import { CartLineSchema } from '@shop/shared/schemas/cart'
import type {
  MergedCartsResponse,
  SavedCartsResponse,
  SavedCartVersionResponse,
} from '@shop/shared/schemas/saved-cart'
import { z } from 'zod'

const SavedCartsSchema = z.object({
  version: z.number().int(),
  cart: z.array(CartLineSchema),
  backorderCart: z.array(CartLineSchema),
})

const CartNoticeSchema = z.object({
  rowId: z.string(),
  productId: z.number().int(),
  kind: z.enum(['price', 'moved-to-backorder', 'quantity-lowered', 'subscription-ended', 'removed']),
  message: z.string(),
})

/** GET and PUT /api/customer/cart. */
export const SavedCartsResponseSchema = z.object({
  data: SavedCartsSchema,
}) satisfies z.ZodType<SavedCartsResponse>

/** POST /api/customer/cart/merge. */
export const MergedCartsResponseSchema = z.object({
  data: SavedCartsSchema.extend({ notices: z.array(CartNoticeSchema) }),
}) satisfies z.ZodType<MergedCartsResponse>

/** GET /api/customer/cart/version. */
export const SavedCartVersionResponseSchema = z.object({
  data: z.object({ version: z.number().int() }),
}) satisfies z.ZodType<SavedCartVersionResponse>
