import '../wishlist.css'
import { HeartIcon } from '../../../components/icons'
import type { WishlistToggleProps } from './wishlist-heart-button'

/** The product page's 'Add to Wishlist' / 'Remove from Wishlist' button. */
export function WishlistToggleButton({ productName, onList, busy = false, onToggle }: WishlistToggleProps) {
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm wishlist-toggle"
      aria-pressed={onList}
      aria-busy={busy || undefined}
      // Not `disabled`: a disabled button drops keyboard focus while the list is fetched again.
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onToggle}
    >
      <HeartIcon size={16} fill={onList ? 'currentColor' : 'none'} className="me-1" />
      {onList ? 'Remove from Wishlist' : 'Add to Wishlist'}
      <span className="visually-hidden"> ({productName})</span>
    </button>
  )
}
