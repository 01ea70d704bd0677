import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { useCallback, useState } from 'react'
import { Link } from 'react-router'
import { toast } from '../../../lib/toast'
import { paths } from '../../../config/paths'
import { CartActionButton } from '../../../features/cart/components/cart-action-button'
import { WishlistEntries } from '../../../features/wishlist/components/wishlist-entries'
import { WISHLIST_MESSAGES } from '../../../features/wishlist/wishlist-messages'
import {
  useGetWishlistQuery,
  useRemoveFromWishlistMutation,
  type WishlistEntry,
} from '../../../features/wishlist/wishlist.api'
import { useDocumentTitle } from '../../../lib/use-document-title'

/**
 * My WishList (/dashboard/wishlist and the 'All View' /dashboard/wish-list). Add to Cart is the
 * cart's own button: a sold-out product goes to the backorder cart as a pre-order.
 */
export default function WishlistPage() {
  useDocumentTitle('My Wish List')
  const { data: entries, isLoading, isError } = useGetWishlistQuery()
  const [remove] = useRemoveFromWishlistMutation()
  const [removingId, setRemovingId] = useState<number | null>(null)

  const renderAction = useCallback(
    (p: ProductSummary) => <CartActionButton product={p} className="btn-sm" />,
    [],
  )
  const onRemove = async (entry: WishlistEntry) => {
    setRemovingId(entry.id)
    try {
      // The list is fetched again (no full page reload) once the entry is gone.
      await remove(entry.id).unwrap()
      toast.success(WISHLIST_MESSAGES.deleted)
    } catch {
      toast.error(WISHLIST_MESSAGES.deleteFailed)
    } finally {
      setRemovingId(null)
    }
  }

  return (
    <div>
      <h1 className="h3 mb-3">My Wish List</h1>
      {isLoading ? (
        <p role="status">Loading...</p>
      ) : isError ? (
        <p className="text-danger" role="alert">
          Your wish list could not be loaded.
        </p>
      ) : !entries || entries.length === 0 ? (
        <div className="py-4 text-center">
          <p>Your wish list is empty.</p>
          <Link to={paths.allProducts} className="btn btn-primary">
            Browse products
          </Link>
        </div>
      ) : (
        <WishlistEntries
          entries={entries}
          renderAction={renderAction}
          onRemove={(entry) => void onRemove(entry)}
          removingId={removingId}
        />
      )}
    </div>
  )
}
