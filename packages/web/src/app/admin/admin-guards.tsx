import { Navigate, Outlet, useLocation } from 'react-router'
import { adminPaths } from '../../config/admin-paths'
import { useAdminSelector } from '../../store/admin-store'
import { ChoosePasswordForm } from '../../features/admin-auth/components/choose-password-form'
import { useDocumentTitle } from '../../lib/use-document-title'
import { selectIsOwner, selectStaff, selectStaffToken } from '../../store/staff-session'

/** Every /admin page but the login needs a staff session; without one, the login brings you back. */
export function RequireStaff() {
  const token = useAdminSelector(selectStaffToken)
  const staff = useAdminSelector(selectStaff)
  const location = useLocation()
  if (!token) {
    const back = `${location.pathname}${location.search}`
    const query = back === adminPaths.root ? '' : `?redirectTo=${encodeURIComponent(back)}`
    return <Navigate to={`${adminPaths.login}${query}`} replace />
  }
  // A one-time password is replaced before any page opens (the server refuses the rest meanwhile).
  if (staff?.must_change_password) return <ChoosePasswordScreen />
  return <Outlet />
}

function ChoosePasswordScreen() {
  useDocumentTitle('Choose your password · Back office')
  return <ChoosePasswordForm />
}

/** Owner-only screens (docs/requirements/back-office.md §2): a staff member reads why, not a broken page. */
export function RequireOwner() {
  const isOwner = useAdminSelector(selectIsOwner)
  if (!isOwner)
    return (
      <section>
        <h1 className="h4">Owners only</h1>
        <p className="text-muted">Only the shop's owner can open this page.</p>
      </section>
    )
  return <Outlet />
}
