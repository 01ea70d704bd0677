import { z } from 'zod'
import type { CartNotice } from '../cart-refresh'
import { CartLineInputSchema, refuseRepeatedLines, type CartLine } from './cart'

/** The most lines one cart may hold on the server (far above any real basket). */
export const MAX_SAVED_CART_LINES = 100

/**
 * A line as the server keeps it for a signed-in shopper: which product, how many, which interval,
 * and the browser's own row id (so every device shows the same line). The price the browser saw is
 * read only to tell the shopper about a change; the server prices every line from the catalogue.
 */
export const SavedCartLineInputSchema = CartLineInputSchema.extend({
  rowId: z.string().min(1).max(100).optional(),
  name: z.string().max(300).optional(),
}).strip()
export type SavedCartLineInput = z.infer<typeof SavedCartLineInputSchema>

const linesOf = (label: string) =>
  z
    .array(SavedCartLineInputSchema)
    .max(MAX_SAVED_CART_LINES, `${label} must hold at most ${MAX_SAVED_CART_LINES} lines`)
    .superRefine(refuseRepeatedLines)

/** PUT /api/customer/cart and POST /api/customer/cart/merge: both carts as the browser holds them. */
export const SavedCartsInputSchema = z
  .object({
    cart: linesOf('cart'),
    backorderCart: linesOf('backorderCart'),
  })
  .strict()
export type SavedCartsInput = z.infer<typeof SavedCartsInputSchema>

/** Both carts of a signed-in shopper, priced from the catalogue now, and the version they are at. */
export interface SavedCarts {
  /** Raised by every change: a device holding an older number fetches the carts again. */
  version: number
  cart: CartLine[]
  backorderCart: CartLine[]
}

/** The answer of GET and PUT /api/customer/cart. */
export interface SavedCartsResponse {
  data: SavedCarts
}

/** The answer of POST /api/customer/cart/merge: the merged carts and what the merge changed. */
export interface MergedCartsResponse {
  data: SavedCarts & { notices: CartNotice[] }
}

/** The answer of GET /api/customer/cart/version (polled by every signed-in device). */
export interface SavedCartVersionResponse {
  data: { version: number }
}

/** Why a line to add was changed, sent elsewhere or left out (buy again, lists, quick order). */
export type CartFillNoticeKind =
  | 'unavailable'
  | 'unknown-code'
  | 'price'
  | 'pre-order'
  | 'quantity-lowered'
  | 'subscription-ended'
  | 'professional-only'

/** One line the shopper must hear about: the product (or the code typed) and a sentence. */
export interface CartFillNotice {
  productId: number | null
  /** The product code (SKU) of the line, as the shop or the shopper wrote it. */
  code: string
  kind: CartFillNoticeKind
  message: string
}

/** Lines ready to go into the two carts, priced from the catalogue now, and what was changed. */
export interface CartFill {
  cart: CartLine[]
  backorderCart: CartLine[]
  notices: CartFillNotice[]
}

/** The answer of every call that fills the carts (buy again, a list to the cart, quick order). */
export interface CartFillResponse {
  data: CartFill
}

/** GET /api/cart-reminders/unsubscribe: the customer and the shop's signature, from the reminder mail. */
export const CartRemindersUnsubscribeQuerySchema = z
  .object({
    user: z.coerce
      .number({ error: 'user must be a whole number' })
      .int('user must be a whole number')
      .positive()
      .max(2147483647),
    /** The last day the link works ('YYYY-MM-DD'), signed with the user. */
    expires: z
      .string({ error: 'expires is required' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'expires must be a date (YYYY-MM-DD)'),
    sig: z.string({ error: 'sig is required' }).min(1, 'sig is required').max(200),
  })
  .strict()
