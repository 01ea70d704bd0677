import { cartKindOf } from '@shop/shared/cart-lines'
import { SHORT_TOAST_AUTO_CLOSE_MS } from '@shop/shared/constants'
import type { CartLine } from '@shop/shared/schemas/cart'
import { useCallback } from 'react'
import { toast } from '../../lib/toast'
import { useAppDispatch } from '../../store/hooks'
import { itemAddedToCart } from './cart.slice'
import { useShowMiniCart } from './mini-cart-context'

/** 'Product added to cart!', shown for 2000 ms (docs/decisions/0029-toast-durations.md). */
export function toastAddedToCart() {
  toast.success('Product added to cart!', { autoClose: SHORT_TOAST_AUTO_CLOSE_MS })
}

/**
 * The one way a button adds to a cart (docs/requirements/carts-and-checkout.md §2): the line goes into the cart it belongs
 * in, the short toast confirms it, and the mini-cart drawer opens on it.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch()
  const showMiniCart = useShowMiniCart()
  return useCallback(
    (line: Omit<CartLine, 'rowId'>) => {
      dispatch(itemAddedToCart(line))
      toastAddedToCart()
      showMiniCart({ productId: line.id, kind: cartKindOf(line), subscribed: Boolean(line.subscription) })
    },
    [dispatch, showMiniCart],
  )
}
