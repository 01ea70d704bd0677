import { CartLineSchema, type CartLine } from '@shop/shared/schemas/cart'
import type { CartState } from './cart.slice'

/**
 * Only well-formed lines come back from browser storage: an old or edited entry never breaks the
 * cart. The session module (store/persistence.ts) loads this, and zod with it, only when storage
 * holds cart lines.
 */
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
