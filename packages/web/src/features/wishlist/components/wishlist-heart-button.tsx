import '../wishlist.css'
import { HeartIcon } from '../../../components/icons'

export interface WishlistToggleProps {
  productName: string
  /** The product is on the shopper's stored wish list. */
  onList: boolean
  busy?: boolean
  onToggle: () => void
}

/** The card's heart: filled when the product is on the wish list; a press adds or removes it. */
export function WishlistHeartButton({ productName, onList, busy = false, onToggle }: WishlistToggleProps) {
  return (
    <button
      type="button"
      className={`product-card-tool wishlist-heart${onList ? ' is-on-list' : ''}`}
      aria-pressed={onList}
      aria-busy={busy || undefined}
      aria-label={`Wish list: ${productName}`}
      // Not `disabled`: a disabled button drops keyboard focus while the list is fetched again.
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onToggle}
    >
      <HeartIcon size={18} fill={onList ? 'currentColor' : 'none'} />
    </button>
  )
}
