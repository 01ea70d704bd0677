import '../wishlist.css'
import { formatDate, formatDollars, isoDateIn } from '@shop/shared/format'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import type { ReactNode } from 'react'
import { ProductEntry } from '../../../components/product-entry'
import type { WishlistEntry } from '../wishlist.api'
import { useShopTimeZone } from '../../../lib/shop-time-zone'

interface WishlistEntriesProps {
  entries: WishlistEntry[]
  /** The Add to Cart button, composed by the page (the cart feature builds it). */
  renderAction: (product: ProductSummary) => ReactNode
  onRemove: (entry: WishlistEntry) => void
  /** The entry being removed: its button waits. */
  removingId?: number | null
}

/** My WishList: each entry with thumbnail, name, price, product code, date added and its buttons. */
export function WishlistEntries({ entries, renderAction, onRemove, removingId }: WishlistEntriesProps) {
  const timeZone = useShopTimeZone()
  return (
    <ul className="list-unstyled wishlist-entries mb-0">
      {entries.map((entry) => {
        const p = entry.product
        return (
          <ProductEntry
            key={entry.id}
            headingId={`wishlist-entry-${entry.id}`}
            product={p}
            thumbnailSize={72}
            itemClassName="wishlist-entry"
            textClassName="wishlist-entry-text"
            actions={
              <div className="wishlist-entry-actions">
                {renderAction(p)}
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  aria-label={`Remove ${p.product_name}`}
                  aria-disabled={removingId === entry.id || undefined}
                  onClick={removingId === entry.id ? undefined : () => onRemove(entry)}
                >
                  Remove
                </button>
              </div>
            }
          >
            <p className="mb-1 fw-semibold">{formatDollars(p.discounted_price ?? p.selling_price)}</p>
            <dl className="wishlist-entry-facts small text-body-secondary mb-0">
              <div>
                <dt>Product code:</dt>
                <dd>{p.product_code}</dd>
              </div>
              <div>
                <dt>Added:</dt>
                <dd>
                  <time dateTime={isoDateIn(entry.created_at, timeZone)}>
                    {formatDate(entry.created_at, timeZone)}
                  </time>
                </dd>
              </div>
            </dl>
          </ProductEntry>
        )
      })}
    </ul>
  )
}
