import '../../styles/account.css'
import { useState } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router'
import { paths } from '../../config/paths'
import { useGetUserQuery } from '../../features/account/account.api'
import { selectCurrentUser } from '../../features/auth/auth.slice'
import { useLogout } from '../../features/auth/use-logout'
import { useAppSelector } from '../../store/hooks'

const menu = [
  { to: paths.dashboard, label: 'Dashboard', end: true },
  { to: paths.dashboardOrders, label: 'Orders' },
  { to: paths.dashboardSubscriptions, label: 'Subscribe & Save' },
  { to: paths.dashboardPaymentMethods, label: 'Payment Methods' },
  { to: paths.myProfile, label: 'My Profile' },
  { to: paths.changePassword, label: 'Change Password' },
  { to: paths.dashboardReviews, label: 'My Review & Ratings' },
  { to: paths.wishlist, label: 'My Wish List' },
  { to: paths.lists, label: 'My Lists' },
  { to: paths.professional, label: 'Professional Account' },
  { to: paths.businessAccount, label: 'Business Account' },
  { to: paths.recalls, label: 'Product Recalls' },
  { to: paths.dashboardPrivacy, label: 'Privacy' },
]

/**
 * docs/requirements/accounts.md §5: the side menu and the chosen page. On a phone the menu folds into a button
 * above the content and closes again when a page is chosen.
 */
export function DashboardLayout() {
  const user = useAppSelector(selectCurrentUser)
  // The full name comes with the profile, fetched here: the browser keeps only the first name.
  const profile = useGetUserQuery()
  const logout = useLogout()
  const location = useLocation()
  // Open for one page only: choosing another page folds the phone menu again.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === location.pathname
  const [loggingOut, setLoggingOut] = useState(false)

  const onLogout = async () => {
    setLoggingOut(true)
    await logout()
  }

  return (
    <div className="row g-4 dashboard">
      <div className="col-md-4 col-lg-3">
        <div className="dashboard-menu card">
          <div className="card-body p-3">
            <p className="small text-muted mb-0">Signed in as</p>
            <p className="fw-semibold mb-2 text-truncate">{profile.data?.fullName ?? user?.first_name}</p>
            <button
              type="button"
              className="btn btn-outline-primary w-100 d-md-none"
              aria-expanded={open}
              aria-controls="dashboard-menu-list"
              onClick={() => setOpenOn(open ? null : location.pathname)}
            >
              {open ? 'Hide account menu' : 'Show account menu'}
            </button>
            <nav
              id="dashboard-menu-list"
              aria-label="Account"
              className={`${open ? 'd-block mt-3' : 'd-none'} d-md-block`}
            >
              <ul className="nav nav-pills flex-column gap-1">
                {menu.map((item) => (
                  <li key={item.to} className="nav-item">
                    <NavLink className="nav-link" to={item.to} end={item.end}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li className="nav-item">
                  <button
                    type="button"
                    className="nav-link w-100 text-start"
                    onClick={onLogout}
                    disabled={loggingOut}
                  >
                    {loggingOut ? 'Logging out...' : 'Logout'}
                  </button>
                </li>
              </ul>
            </nav>
          </div>
        </div>
      </div>
      <section className="col-md-8 col-lg-9">
        <Outlet />
      </section>
    </div>
  )
}
