import { refreshCarts, type CartNotice } from '@shop/shared/cart-refresh'
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'react-redux'
import { useAppDispatch } from '../../store/hooks'
import { useLazyLookupCartProductsQuery } from './cart.api'
import { selectCartProductIds, type CartsRootState } from './cart.selectors'
import { cartsRefreshed } from './cart.slice'

export interface FreshCartsState {
  /** True while the carts are being checked. */
  checking: boolean
  /** True when the check could not be made (the server will still check at checkout). */
  failed: boolean
  /** What changed, one notice per changed line. */
  notices: CartNotice[]
}

/**
 * Checks both carts once against the shop's current prices and stock when the page opens, applies
 * the corrections (shared refreshCarts) and returns what changed for the shopper to see.
 */
export function useFreshCarts(): FreshCartsState {
  const store = useStore<CartsRootState>()
  const dispatch = useAppDispatch()
  const [lookup] = useLazyLookupCartProductsQuery()
  // The products to check are those in the carts when the page opens.
  const [ids] = useState(() => selectCartProductIds(store.getState()))
  const [state, setState] = useState<FreshCartsState>({
    checking: ids.length > 0,
    failed: false,
    notices: [],
  })
  const started = useRef(false)

  useEffect(() => {
    if (started.current || ids.length === 0) return
    started.current = true
    lookup(ids)
      .unwrap()
      .then((answer) => {
        // The carts as they are now: the shopper may have changed them while the answer travelled.
        const now = store.getState()
        const result = refreshCarts(
          { cart: now.cart.items, backorderCart: now.backorderCart.items },
          answer.data,
          ids,
        )
        // Always applied: available quantities may have moved even when nothing needs saying.
        dispatch(cartsRefreshed({ cart: result.cart, backorderCart: result.backorderCart }))
        setState({ checking: false, failed: false, notices: result.notices })
      })
      .catch(() => setState({ checking: false, failed: true, notices: [] }))
  }, [dispatch, ids, lookup, store])

  return state
}
