import type { CartKind } from '@shop/shared/cart-lines'

/** What was just added: the product and the cart it went into. */
export interface AddedToCart {
  productId: number
  kind: CartKind
  /** Whether the line is a Subscribe & Save line. */
  subscribed: boolean
}
