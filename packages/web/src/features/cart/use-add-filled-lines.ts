import type { CartLine } from '@shop/shared/schemas/cart'
import type { CartFill } from '@shop/shared/schemas/saved-cart'
import { useCallback } from 'react'
import { useStore } from 'react-redux'
import { useAppDispatch } from '../../store/hooks'
import { itemAddedToCart } from './cart.slice'

interface CartsHeld {
  cart: { items: CartLine[] }
  backorderCart: { items: CartLine[] }
}

const quantities = (state: CartsHeld) =>
  new Map([...state.cart.items, ...state.backorderCart.items].map((l) => [l.rowId, l.qty]))

/**
 * Puts lines the server made ready (buy again, a list, quick order) into the carts they belong in,
 * the same way a button adds one: a line already in the cart gets the quantity added. Answers how
 * many cart lines the carts took (new or grown), read back from the carts, so a page says 'added'
 * only of what is really there (a line already at its most stays as it was).
 */
export function useAddFilledLines() {
  const dispatch = useAppDispatch()
  const store = useStore<CartsHeld>()
  return useCallback(
    (fill: Pick<CartFill, 'cart' | 'backorderCart'>) => {
      const before = quantities(store.getState())
      for (const line of [...fill.cart, ...fill.backorderCart]) {
        const { rowId, ...rest } = line
        void rowId
        dispatch(itemAddedToCart(rest))
      }
      let taken = 0
      for (const [rowId, qty] of quantities(store.getState())) {
        if (qty > (before.get(rowId) ?? 0)) taken += 1
      }
      return taken
    },
    [dispatch, store],
  )
}
