import { CartLineSchema, type CartLine } from '@shop/shared/schemas/cart'
import { createTransform } from 'redux-persist'
import type { CartState } from './cart.slice'

/** Only well-formed lines come back from browser storage: an old or edited entry never breaks the cart. */
export function restoreCartState(stored: unknown): CartState {
  const items = (stored as { items?: unknown } | null)?.items
  if (!Array.isArray(items)) return { items: [] }
  return {
    items: items.flatMap((item): CartLine[] => {
      const parsed = CartLineSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    }),
  }
}

/** The persist transform of the 'cart' and 'backorderCart' keys (store.ts). */
export const cartPersistTransform = createTransform<CartState, CartState>(
  (state) => state,
  (stored) => restoreCartState(stored),
  { whitelist: ['cart', 'backorderCart'] },
)
