import { formatDollars } from '@shop/shared/format'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { DefaultAddressCard } from '../../../features/account/components/default-address-card'
import { selectCurrentUser } from '../../../features/auth/auth.slice'
import { selectCombinedCartCount } from '../../../features/cart/cart.selectors'
import { ProductGrid } from '../../../features/catalogue/components/product-grid'
import { RecallBanner } from '../../../features/professional/components/recall-banner'
import { LatestOrderCard } from '../../../features/orders/components/latest-order-card'
import { useGetTotalExpenditureQuery, useGetTotalOrdersQuery } from '../../../features/orders/orders.api'
import { StoreCreditCard } from '../../../features/returns/components/store-credit-card'
import { NextDeliveryCard } from '../../../features/subscriptions/components/next-delivery-card'
import { useGetWishlistQuery } from '../../../features/wishlist/wishlist.api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAppSelector } from '../../../store/hooks'
import { useProductCardSlots } from '../../product-card-slots'
import { shown, StatCard } from '../../../components/stat-card'

/** Products the 'My Wishlist' strip shows; the rest are one link away. */
const WISHLIST_STRIP_SIZE = 5

/**
 * /dashboard: the customer's figures (what they spent, orders, both carts, wish list), their default
 * shipping address, the next Subscribe & Save delivery and the 'My Wishlist' strip.
 */
export default function DashboardHomePage() {
  useDocumentTitle('Dashboard')
  const user = useAppSelector(selectCurrentUser)
  const expenditure = useGetTotalExpenditureQuery()
  const orders = useGetTotalOrdersQuery()
  const cartCount = useAppSelector(selectCombinedCartCount)
  const wishlist = useGetWishlistQuery()
  const { renderAction, renderWishlist } = useProductCardSlots()
  const strip = (wishlist.data ?? []).slice(0, WISHLIST_STRIP_SIZE).map((entry) => entry.product)

  return (
    <>
      <h1 className="h3 mb-1">Dashboard</h1>
      <p className="lead mb-4">Welcome back{user ? `, ${user.first_name}` : ''}.</p>
      <RecallBanner />

      <div className="row g-3 mb-4">
        <StatCard title="Total Expenditure" value={shown(expenditure, formatDollars)} />
        <StatCard
          title="My Orders"
          value={shown(orders, (n) => n)}
          to={paths.dashboardOrders}
          linkLabel="View orders"
        />
        <StatCard title="Product In Cart" value={cartCount} to={paths.cart} linkLabel="View cart" />
        <StatCard
          title="Product In Wishlist"
          value={shown(wishlist, (list) => list.length)}
          to={paths.wishlist}
          linkLabel="View wish list"
        />
      </div>

      <div className="row g-3 mb-4">
        <div className="col-lg">
          <LatestOrderCard />
        </div>
        <div className="col-lg">
          <DefaultAddressCard />
        </div>
        <div className="col-lg">
          <StoreCreditCard />
        </div>
        {/* Empty (and hidden) for a customer without subscriptions: the address takes the row. */}
        <div className="col-lg-5 dashboard-aside">
          <NextDeliveryCard />
        </div>
      </div>

      <section aria-labelledby="wishlist-strip-title">
        <div className="d-flex justify-content-between align-items-center gap-2 mb-3">
          <h2 id="wishlist-strip-title" className="h5 mb-0">
            My Wishlist
          </h2>
          {wishlist.data && wishlist.data.length > 0 ? <Link to={paths.wishListAll}>View all</Link> : null}
        </div>
        {wishlist.isLoading ? (
          <p role="status">Loading...</p>
        ) : strip.length === 0 ? (
          <p className="mb-0">
            Your wish list is empty. <Link to={paths.allProducts}>Browse products</Link>
          </p>
        ) : (
          <ProductGrid
            products={strip}
            renderAction={renderAction}
            renderWishlist={renderWishlist}
            headingLevel={3}
          />
        )}
      </section>
    </>
  )
}
