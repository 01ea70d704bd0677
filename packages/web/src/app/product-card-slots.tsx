import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../config/paths'
import { selectIsLoggedIn } from '../features/auth/auth.slice'
import { CartActionButton } from '../features/cart/components/cart-action-button'
import { WishlistHeartLink } from '../features/catalogue/components/wishlist-heart-link'
import { useAppSelector } from '../store/hooks'

/**
 * What every product card shows beyond the catalogue: the cart's button and the wish-list heart.
 * Pages pass these to ProductGrid, so the catalogue feature never imports cart or auth.
 */
export function useProductCardSlots() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const location = useLocation()
  const here = `${location.pathname}${location.search}`

  const renderAction = useCallback(
    (p: ProductSummary) => <CartActionButton product={p} className="w-100 btn-sm" />,
    [],
  )
  const renderWishlist = useCallback(
    (p: ProductSummary) => (
      <WishlistHeartLink
        productName={p.product_name}
        loggedIn={isLoggedIn}
        to={isLoggedIn ? paths.wishlist : `${paths.login}?redirectTo=${encodeURIComponent(here)}`}
      />
    ),
    [isLoggedIn, here],
  )
  return { renderAction, renderWishlist }
}
