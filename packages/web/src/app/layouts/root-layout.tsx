import { TOAST_AUTO_CLOSE_MS } from '@shop/shared/constants'
import { DEFAULT_SHOP_TIME_ZONE } from '@shop/shared/format'
import { lazy, memo } from 'react'
import { Outlet } from 'react-router'
import { useAppSelector } from '../../store/hooks'
import { selectCurrentUser, selectIsLoggedIn } from '../../features/auth/auth.slice'
import { useLogout } from '../../features/auth/use-logout'
import { useWishlistEntries } from '../wishlist-toggle'
import { selectCombinedCartCount } from '../../features/cart/cart.selectors'
import { MiniCartProvider } from '../../features/cart/mini-cart-context'
import { CartLink } from '../../features/layout/components/cart-link'
import { SiteHeader } from '../../features/layout/components/site-header'
import { useGetShopInfoQuery } from '../../features/layout/layout.api'
import { HydrateLater } from '../../lib/hydration'
import { ScrollOnNavigation } from '../../lib/scroll-on-navigation'
import { ShopTimeZoneProvider } from '../../lib/shop-time-zone'
import { Toasts } from '../../lib/toast'

const SiteFooter = lazy(async () => ({
  default: (await import('../../features/layout/components/site-footer')).SiteFooter,
}))

/**
 * The footer and its newsletter form: nothing of them is needed for the first paint, so their code
 * is not in the first load; the server's HTML stays until it has arrived and hydrated. Memoised: a
 * section waiting for its code must not be re-rendered (React would drop the server's HTML for it).
 */
const Footer = memo(function Footer() {
  return (
    <HydrateLater>
      <SiteFooter />
    </HydrateLater>
  )
})

/** The header's cart link with both carts' items counted together (docs/requirements/storefront.md §3). */
function HeaderCart() {
  const count = useAppSelector(selectCombinedCartCount)
  return <CartLink count={count} />
}

/** The header's account menu, told who is signed in by the auth feature. */
function useHeaderSession() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const user = useAppSelector(selectCurrentUser)
  const logout = useLogout()
  return { isLoggedIn, firstName: user?.first_name ?? null, logout }
}

/** The shared shell of every page: header, main content, footer and toasts. */
export function RootLayout() {
  const { data: shopInfo } = useGetShopInfoQuery()
  const session = useHeaderSession()
  // A signed-in shopper's wish list is fetched once at start, so every heart shows it at once.
  useWishlistEntries()
  return (
    <ShopTimeZoneProvider value={shopInfo?.time_zone ?? DEFAULT_SHOP_TIME_ZONE}>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to main content
      </a>
      {/* Hydrated in parts after the shell, so none holds the main thread long (lib/hydration.tsx). */}
      <MiniCartProvider>
        <HydrateLater>
          <SiteHeader cart={<HeaderCart />} session={session} />
        </HydrateLater>
        <main id="main" className="container py-4" tabIndex={-1}>
          <HydrateLater>
            <Outlet />
          </HydrateLater>
        </main>
      </MiniCartProvider>
      <Footer />
      {/* Bottom left: never over the header's cart or a page's buttons (docs/requirements/messages.md §1). */}
      <Toasts position="bottom-left" autoClose={TOAST_AUTO_CLOSE_MS} draggable draggablePercent={80} />
      <ScrollOnNavigation />
    </ShopTimeZoneProvider>
  )
}
