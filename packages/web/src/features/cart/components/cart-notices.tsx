import type { CartNotice } from '@shop/shared/cart-refresh'

/** What the check against the shop's current prices and stock changed in the shopper's lines. */
export function CartNotices({ notices, of }: { notices: readonly CartNotice[]; of: 'cart' | 'order' }) {
  if (notices.length === 0) return null
  return (
    <div className="alert alert-warning" role="status" data-testid="cart-notices">
      <h2 className="h6">We updated your {of} to the shop&apos;s current prices and stock:</h2>
      <ul className="mb-0">
        {notices.map((n) => (
          <li key={`${n.rowId}-${n.kind}`}>{n.message}</li>
        ))}
      </ul>
    </div>
  )
}
