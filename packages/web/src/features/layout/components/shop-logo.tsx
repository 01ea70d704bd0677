import { Link } from 'react-router'
import { paths } from '../../../config/paths'

/** The logo links to /all-products (docs/requirements/storefront.md §2). */
export function ShopLogo() {
  return (
    <Link to={paths.allProducts} className="shop-logo">
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0b5f73" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className="shop-logo-text">
        {/* The space keeps the name one phrase for screen readers ('Bermuda Medical Supply'). */}
        <span className="shop-logo-name">Bermuda Medical</span> <span className="shop-logo-sub">Supply</span>
      </span>
    </Link>
  )
}
