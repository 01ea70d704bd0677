import '../../styles/account.css'
import '../../styles/home.css'
import { lazy, memo, Suspense } from 'react'
import { selectIsLoggedIn } from '../../features/auth/auth.slice'
import { useGetBestSellersQuery, useGetTodaysDealsQuery } from '../../features/catalogue/catalogue.api'
import { CategoryTiles } from '../../features/catalogue/components/category-tiles'
import { ProductStrip } from '../../features/catalogue/components/product-strip'
import { HomeHero } from '../../features/content/components/home-hero'
import { ShopPromises } from '../../features/content/components/shop-promises'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useGetMenuCategoriesQuery, useGetShopInfoQuery } from '../../features/layout/layout.api'
import { paths } from '../../config/paths'
import { SHOP_NAME, useDocumentTitle } from '../../lib/use-document-title'
import { HydrateLater } from '../../lib/hydration'
import { useHydrated } from '../../lib/use-hydrated'
import { useAppSelector } from '../../store/hooks'
import { useProductCardSlots } from '../product-card-slots'

// The sign-in panel brings react-hook-form and zod: its own chunk, loaded after the page's.
const LoginView = lazy(async () => ({
  default: (await import('../../features/auth/components/login-view')).LoginView,
}))

// Only a signed-in customer can have a recall to answer: its code loads after the page's.
const RecallBanner = lazy(async () => ({
  default: (await import('../../features/professional/components/recall-banner')).RecallBanner,
}))

/** Shown from the server's HTML at once, hydrated once its code is in (memoised: lib/hydration.tsx). */
const LoginPanel = memo(function LoginPanel() {
  return (
    <HydrateLater>
      <LoginView headingLevel={2} />
    </HydrateLater>
  )
})

/** Cards in a strip: one row on the widest screens. */
const STRIP_SIZE = 5

/**
 * '/': the shop front (docs/requirements/storefront.md §4, docs/decisions/0017-a-real-home-page.md): what the shop is,
 * its promises, today's deals, the categories and the best sellers; a guest also sees the sign-in as one panel.
 */
export default function HomePage() {
  useDocumentTitle(`${SHOP_NAME}: medical, health and aesthetics supplies`)
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const { data: shopInfo } = useGetShopInfoQuery()
  const { data: deals } = useGetTodaysDealsQuery()
  const { data: bestSellers } = useGetBestSellersQuery(STRIP_SIZE)
  const { data: categories } = useGetMenuCategoriesQuery()
  const slots = useProductCardSlots()
  const hydrated = useHydrated()
  return (
    <div className="home-page">
      {isLoggedIn && hydrated ? (
        <Suspense fallback={null}>
          <RecallBanner />
        </Suspense>
      ) : null}
      <HomeHero aside={isLoggedIn ? undefined : <LoginPanel />} />
      <ShopPromises
        phone={(shopInfo ?? DEFAULT_SHOP_INFO).phone}
        dispatchCutoff={(shopInfo ?? DEFAULT_SHOP_INFO).dispatch_cutoff}
      />
      <ProductStrip
        id="home-deals-title"
        title="Today's deals"
        products={deals}
        count={STRIP_SIZE}
        more={{ to: paths.deals, label: 'See all deals' }}
        {...slots}
      />
      <CategoryTiles categories={categories} />
      <ProductStrip
        id="home-best-sellers-title"
        title="Best sellers"
        products={bestSellers}
        count={STRIP_SIZE}
        more={{ to: paths.allProducts, label: 'Browse all products' }}
        {...slots}
      />
    </div>
  )
}
