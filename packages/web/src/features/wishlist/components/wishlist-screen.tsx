import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { toast } from '../../../lib/toast'
import { paths } from '../../../config/paths'
import { WishlistEntries } from './wishlist-entries'
import { WISHLIST_MESSAGES } from '../wishlist-messages'
import { useGetWishlistQuery, useRemoveFromWishlistMutation, type WishlistEntry } from '../wishlist.api'

/**
 * My WishList (/dashboard/wishlist and the 'All View' /dashboard/wish-list); `renderAction` is each
 * product's Add to Cart.
 */
export function WishlistScreen({ renderAction }: { renderAction: (product: ProductSummary) => ReactNode }) {
  const { data: entries, isLoading, isError } = useGetWishlistQuery()
  const [remove] = useRemoveFromWishlistMutation()
  const [removingId, setRemovingId] = useState<number | null>(null)

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
