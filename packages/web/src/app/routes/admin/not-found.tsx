import { Link } from 'react-router'
import { adminPaths } from '../../../config/admin-paths'

/** An /admin address that is not a back-office screen. */
export default function AdminNotFound() {
  return (
    <section>
      <h1 className="h4">Page not found</h1>
      <p className="text-muted">There is no back-office screen at this address.</p>
      <Link to={adminPaths.root}>Back to the dashboard</Link>
    </section>
  )
}
