import '../../styles/admin.css'
import { TOAST_AUTO_CLOSE_MS } from '@shop/shared/constants'
import { DEFAULT_SHOP_TIME_ZONE } from '@shop/shared/format'
import { Provider } from 'react-redux'
import { Outlet } from 'react-router'
import { ScrollOnNavigation } from '../../lib/scroll-on-navigation'
import { Toasts } from '../../lib/toast'
import { ShopTimeZoneProvider } from '../../lib/shop-time-zone'
import { useAdminShopInfoQuery } from '../../store/admin-api'
import { setupAdminStore } from '../../store/admin-store'

/** One store for the back office, made when its first page loads (never in the shopper's bundle). */
const adminStore = setupAdminStore()

function AdminTimeZone() {
  const { data } = useAdminShopInfoQuery()
  return (
    <ShopTimeZoneProvider value={data?.time_zone ?? DEFAULT_SHOP_TIME_ZONE}>
      <Outlet />
      <Toasts position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      <ScrollOnNavigation />
    </ShopTimeZoneProvider>
  )
}

/** The root of /admin: the back office's own store, toasts and time zone around every admin page. */
export default function AdminRoot() {
  return (
    <Provider store={adminStore}>
      <div className="admin-app">
        <AdminTimeZone />
      </div>
    </Provider>
  )
}
