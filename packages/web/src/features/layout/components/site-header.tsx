import { HEADER_CATEGORY_COUNT, STICKY_HEADER_THRESHOLD_PX } from '@shop/shared/constants'
import { telHref } from '@shop/shared/schemas/shop-info'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { PhoneIcon } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { useGetMenuCategoriesQuery, useGetShopInfoQuery } from '../layout.api'
import { AccountMenu, type AccountMenuSession } from './account-menu'
import { BrandsMegaMenu } from './brands-mega-menu'
import { CategoryBar } from './category-bar'
import { CategoriesMenu } from './categories-menu'
import { MobileMenu } from './mobile-menu'
import { PromoStrip } from './promo-strip'
import { SearchBox } from './search-box'
import { ShopLogo } from './shop-logo'

/**
 * True once the page is scrolled past the threshold (docs/requirements/limits.md: 350 px). The listener only sets
 * state when the answer changes, so scrolling does not re-render the header.
 */
function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      setPast(window.scrollY > threshold)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [threshold])
  return past
}

/** The shop header: promo strip, hotline bar, logo + search + account + cart, and the menus. */
export function SiteHeader({ cart, session }: { cart: ReactNode; session: AccountMenuSession }) {
  const { data: categories } = useGetMenuCategoriesQuery()
  const { data: shopInfo } = useGetShopInfoQuery()
  const sticky = useScrolledPast(STICKY_HEADER_THRESHOLD_PX)
  const holderRef = useRef<HTMLDivElement>(null)
  const [holderHeight, setHolderHeight] = useState<number>()

  // The bar's own height stays reserved while it is fixed, so the page below never jumps. Measured
  // before the first paint too: on a page scrolled before the app ran the bar is fixed at once,
  // before the observer's first answer, and the page under a tap must not move meanwhile.
  useLayoutEffect(() => {
    const holder = holderRef.current
    if (!holder) return
    const measure = () => {
      const bar = holder.firstElementChild as HTMLElement | null
      if (bar) setHolderHeight(bar.offsetHeight)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(holder.firstElementChild ?? holder)
    return () => observer.disconnect()
  }, [])

  return (
    <header className="site-header">
      <PromoStrip />
      <div className="site-topbar d-none d-md-block">
        <div className="container d-flex align-items-center justify-content-between gap-3">
          {shopInfo ? (
            <a className="topbar-link" href={telHref(shopInfo.phone)}>
              <PhoneIcon size={16} /> Hot Line: {shopInfo.phone}
            </a>
          ) : (
            <span className="topbar-link" aria-hidden="true">
              &nbsp;
            </span>
          )}
          <ul className="list-inline mb-0 topbar-links">
            <li className="list-inline-item">
              <Link className="topbar-link" to={paths.storeLocation}>
                Stores Location
              </Link>
            </li>
            <li className="list-inline-item">
              <Link className="topbar-link" to={paths.dashboardOrders}>
                Track Your Order
              </Link>
            </li>
            <li className="list-inline-item">
              <Link className="topbar-link" to={paths.faq}>
                FAQ
              </Link>
            </li>
            <li className="list-inline-item">
              <Link className="topbar-link" to={paths.contact}>
                Contact Us
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div
        ref={holderRef}
        className="site-mainbar-holder"
        style={sticky && holderHeight ? { height: holderHeight } : undefined}
      >
        <div className={`site-mainbar${sticky ? ' is-sticky' : ''}`}>
          <div className="container site-mainbar-inner">
            <div className="d-lg-none">
              <MobileMenu categories={categories} shopInfo={shopInfo} />
            </div>
            <ShopLogo />
            <SearchBox />
            <div className="site-mainbar-actions">
              <AccountMenu session={session} />
              {cart}
            </div>
          </div>
        </div>
      </div>
      <nav className="site-nav d-none d-lg-block" aria-label="Shop by">
        <div className="container site-nav-inner">
          <CategoriesMenu categories={categories} />
          <BrandsMegaMenu />
          <CategoryBar categories={categories?.slice(0, HEADER_CATEGORY_COUNT) ?? []} />
          <NavLink className="site-nav-deals" to={paths.deals}>
            Today&apos;s Deals
          </NavLink>
        </div>
      </nav>
    </header>
  )
}
