import { Link } from 'react-router'
import { HeartIcon } from '../../../components/icons'

/**
 * The card's wish-list heart until the wish-list feature ships its toggle: a guest is sent to
 * log in (spec 6), a customer to their wish list.
 */
export function WishlistHeartLink({
  productName,
  to,
  loggedIn,
}: {
  productName: string
  to: string
  loggedIn: boolean
}) {
  return (
    <Link
      to={to}
      className="product-card-tool"
      aria-label={
        loggedIn ? `Your wish list (${productName})` : `Log in to add ${productName} to your wish list`
      }
    >
      <HeartIcon size={18} />
    </Link>
  )
}
