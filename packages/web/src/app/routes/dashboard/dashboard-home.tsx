import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { selectCurrentUser } from '../../../features/auth/auth.slice'
import { useAppSelector } from '../../../store/hooks'
import { useDocumentTitle } from '../../../lib/use-document-title'

const shortcuts = [
  { to: paths.dashboardOrders, title: 'My Orders', text: 'Follow your orders and download invoices.' },
  { to: paths.myProfile, title: 'My Profile', text: 'Your details and saved addresses.' },
  { to: paths.wishlist, title: 'My Wish List', text: 'Products you saved for later.' },
  { to: paths.dashboardReviews, title: 'My Review & Ratings', text: 'Reviews you wrote.' },
]

/** /dashboard: a welcome and the ways into the account until the full home (spec 2) ships. */
export default function DashboardHomePage() {
  useDocumentTitle('Dashboard')
  const user = useAppSelector(selectCurrentUser)
  return (
    <>
      <h1 className="h3 mb-1">Dashboard</h1>
      <p className="lead mb-4">Welcome back{user ? `, ${user.first_name}` : ''}.</p>
      <div className="row g-3">
        {shortcuts.map((s) => (
          <div key={s.to} className="col-sm-6">
            <Link className="card h-100 text-decoration-none dashboard-shortcut" to={s.to}>
              <span className="card-body">
                <span className="d-block h6 mb-1">{s.title}</span>
                <span className="d-block text-muted small">{s.text}</span>
              </span>
            </Link>
          </div>
        ))}
      </div>
    </>
  )
}
