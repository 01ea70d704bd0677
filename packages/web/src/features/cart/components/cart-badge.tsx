import { Link } from 'react-router'
import { useAppSelector } from '../../../app/hooks'
import { selectCombinedCartCount } from '../cart.selectors'
import './cart.css'

/** The header's cart link with the combined item count of the normal and the pre-order cart (spec 2). */
export function CartBadge({ className = '' }: { className?: string }) {
  const count = useAppSelector(selectCombinedCartCount)
  return (
    <Link
      to="/cart"
      className={`cart-badge position-relative d-inline-flex align-items-center ${className}`}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="currentColor"
      >
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14.8h9.9c.8 0 1.4-.4 1.7-1.1l3.1-6.6A1 1 0 0 0 21 5.7H6.2L5.4 4H2v2h2.1l3.4 7.2-1.3 2.3C5.6 16.8 6.5 18 7.8 18H19v-2H7.8l.6-1.2z" />
      </svg>
      <span className="cart-badge-count badge rounded-pill bg-danger" aria-hidden="true">
        {count}
      </span>
    </Link>
  )
}
