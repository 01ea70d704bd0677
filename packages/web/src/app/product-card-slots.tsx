import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { useCallback } from 'react'
import { AddToListSlot } from './add-to-list-slot'
import { CartActionButton } from '../features/cart/components/cart-action-button'
import { WishlistHeartButton } from '../features/wishlist/components/wishlist-heart-button'
import { useWishlistToggle } from './wishlist-toggle'
import { paths } from '../config/paths'
import { selectCurrentUser } from '../features/auth/auth.slice'
import { ProfessionalNotice } from '../features/professional/components/professional-notice'
import { useIsVerifiedProfessional } from '../features/professional/use-professional'
import { useAppSelector } from '../store/hooks'

/**
 * What every product card shows beyond the catalogue: the cart's button with 'Add to list' under it,
 * and the wish-list heart.
 * Pages pass these to ProductGrid, so the catalogue feature never imports cart or wish list.
 */
export function useProductCardSlots() {
  const { isOnList, isBusy, toggle } = useWishlistToggle()
  const signedIn = Boolean(useAppSelector(selectCurrentUser))
  const verified = useIsVerifiedProfessional(signedIn)

  const renderAction = useCallback(
    (p: ProductSummary) =>
      p.professional_only && !verified ? (
        <ProfessionalNotice product={p} applyPath={signedIn ? paths.professional : paths.login} compact />
      ) : (
        <>
          <CartActionButton product={p} className="w-100 btn-sm" />
          <AddToListSlot items={[{ product_id: p.id, qty: 1 }]} what={p.product_name} onCard />
        </>
      ),
    [signedIn, verified],
  )
  const renderWishlist = useCallback(
    (p: ProductSummary) => (
      <WishlistHeartButton
        productName={p.product_name}
        onList={isOnList(p.id)}
        busy={isBusy(p.id)}
        onToggle={() => void toggle(p.id)}
      />
    ),
    [isOnList, isBusy, toggle],
  )
  return { renderAction, renderWishlist }
}
