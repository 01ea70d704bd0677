import { NavLink, Outlet } from 'react-router'
import { paths } from '../../config/paths'

const menu = [
  { to: paths.dashboard, label: 'Dashboard', end: true },
  { to: paths.dashboardOrders, label: 'Orders' },
  { to: paths.myProfile, label: 'My Profile' },
  { to: paths.changePassword, label: 'Change Password' },
  { to: paths.dashboardReviews, label: 'My Review & Ratings' },
  { to: paths.wishlist, label: 'My Wish List' },
]

/** Spec 2 'Dashboard': the side menu and the chosen page. */
export function DashboardLayout() {
  return (
    <div className="row g-4">
      <nav className="col-md-3" aria-label="Account">
        <ul className="list-group">
          {menu.map((item) => (
            <li key={item.to} className="list-group-item p-0">
              <NavLink className="d-block px-3 py-2 text-decoration-none" to={item.to} end={item.end}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="col-md-9">
        <Outlet />
      </section>
    </div>
  )
}
