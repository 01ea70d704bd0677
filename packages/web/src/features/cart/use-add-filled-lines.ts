import type { CartFill } from '@shop/shared/schemas/saved-cart'
import { useCallback } from 'react'
import { useAppDispatch } from '../../store/hooks'
import { itemAddedToCart } from './cart.slice'

/**
 * Puts lines the server made ready (buy again, a list, quick order) into the carts they belong in,
 * the same way a button adds one: a line already in the cart gets the quantity added.
 */
export function useAddFilledLines() {
  const dispatch = useAppDispatch()
  return useCallback(
    (fill: Pick<CartFill, 'cart' | 'backorderCart'>) => {
      for (const line of [...fill.cart, ...fill.backorderCart]) {
        const { rowId, ...rest } = line
        void rowId
        dispatch(itemAddedToCart(rest))
      }
      return fill.cart.length + fill.backorderCart.length
    },
    [dispatch],
  )
}
