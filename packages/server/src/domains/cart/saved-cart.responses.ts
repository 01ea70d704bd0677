import { CartLineSchema } from '@shop/shared/schemas/cart'
import type {
  CartFillResponse,
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

/** Lines ready for the carts, and what was changed (buy again, lists, quick order). */
export const CartFillResponseSchema = z.object({
  data: z.object({
    cart: z.array(CartLineSchema),
    backorderCart: z.array(CartLineSchema),
    notices: z.array(
      z.object({
        productId: z.number().int().nullable(),
        code: z.string(),
        kind: z.enum([
          'unavailable',
          'unknown-code',
          'professional-only',
          'price',
          'pre-order',
          'quantity-lowered',
          'subscription-ended',
        ]),
        message: z.string(),
      }),
    ),
  }),
}) satisfies z.ZodType<CartFillResponse>
