import { createSelector } from '@reduxjs/toolkit'
import type { CartKind } from '@shop/shared/cart-lines'
import { cartLineTotals, combinedCount, type CartTotals } from '@shop/shared/cart-totals'
import type { CartLine } from '@shop/shared/schemas/cart'
import type { CartState } from './cart.slice'

/** The part of the root state the cart selectors read. */
export interface CartsRootState {
  cart: CartState
  backorderCart: CartState
}

/** The lines of the normal cart. */
export const selectCartLines = (state: CartsRootState): CartLine[] => state.cart.items
/** The lines of the backorder (pre-order) cart. */
export const selectBackorderCartLines = (state: CartsRootState): CartLine[] => state.backorderCart.items

/** The lines of one cart by kind. */
export const selectLinesOf = (state: CartsRootState, kind: CartKind): CartLine[] => state[kind].items

const selectNormalTotals = createSelector([selectCartLines], cartLineTotals)
const selectBackorderTotals = createSelector([selectBackorderCartLines], cartLineTotals)

/** totalCount and subtotal in cents of one cart, derived with the shared arithmetic. */
export function selectCartTotals(state: CartsRootState, kind: CartKind = 'cart'): CartTotals {
  return kind === 'cart' ? selectNormalTotals(state) : selectBackorderTotals(state)
}

/** The header badge: items in the normal and the pre-order cart together. */
export const selectCombinedCartCount = createSelector(
  [selectCartLines, selectBackorderCartLines],
  (cart, backorder) => combinedCount(cart, backorder),
)

/**
 * Whether a one-time line of the product is in either cart: the button then reads 'View Cart'
 * (docs/requirements/carts-and-checkout.md §2; a Subscribe & Save line is a separate purchase).
 */
export function selectIsInCart(state: CartsRootState, productId: number): boolean {
  return selectOneTimeLine(state, productId) !== undefined
}

/**
 * The product's one-time line and the cart holding it, when either cart has one; with `packCode`,
 * the line of that pack (null: of single pieces).
 */
export function selectOneTimeLine(
  state: CartsRootState,
  productId: number,
  packCode?: string | null,
): { line: CartLine; kind: CartKind } | undefined {
  const oneTime = (l: CartLine) =>
    l.id === productId && !l.subscription && (packCode === undefined || (l.pack?.code ?? null) === packCode)
  for (const kind of ['cart', 'backorderCart'] as const) {
    const line = state[kind].items.find(oneTime)
    if (line) return { line, kind }
  }
  return undefined
}

/** Every product id in either cart, each once (for the check against current prices). */
export const selectCartProductIds = createSelector([selectCartLines, selectBackorderCartLines], (a, b) => [
  ...new Set([...a, ...b].map((l) => l.id)),
])
