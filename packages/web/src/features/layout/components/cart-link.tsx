import { Link } from 'react-router'
import { CartIcon } from '../../../components/icons'
import { paths } from '../../../config/paths'

/** The header's cart link; `count` is both carts' items together (docs/requirements/storefront.md §3), when the cart is known. */
export function CartLink({ count }: { count?: number }) {
  const label = count === undefined ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
  return (
    <Link to={paths.cart} className="header-action cart-link" aria-label={label}>
      <span className="cart-icon">
        <CartIcon size={26} />
        {count !== undefined && (
          <span className="cart-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span className="header-action-text">
        <span className="header-action-strong">Cart</span>
      </span>
    </Link>
  )
}
