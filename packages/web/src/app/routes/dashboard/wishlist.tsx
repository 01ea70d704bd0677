import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { useCallback } from 'react'
import { CartActionButton } from '../../../features/cart/components/cart-action-button'
import { WishlistScreen } from '../../../features/wishlist/components/wishlist-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/**
 * My WishList (/dashboard/wishlist and the 'All View' /dashboard/wish-list). Add to Cart is the
 * cart's own button: a sold-out product goes to the backorder cart as a pre-order.
 */
export default function WishlistPage() {
  useDocumentTitle('My Wish List')
  const renderAction = useCallback(
    (p: ProductSummary) => <CartActionButton product={p} className="btn-sm" />,
    [],
  )
  return <WishlistScreen renderAction={renderAction} />
}
