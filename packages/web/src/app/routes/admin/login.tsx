import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { adminPaths } from '../../../config/admin-paths'
import { safeRedirectPath } from '../../../config/paths'
import { StaffLoginForm } from '../../../features/admin-auth/components/staff-login-form'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAdminSelector } from '../../../store/admin-store'
import { selectStaffToken } from '../../../store/staff-session'

/** /admin/login: staff sign in here, apart from the shoppers' /login. */
export default function AdminLoginPage() {
  useDocumentTitle('Back office sign-in')
  const token = useAdminSelector(selectStaffToken)
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const target = safeRedirectPath(params.get('redirectTo'), adminPaths.root)
  // Only back-office pages: a staff sign-in never lands on a shopper's page.
  const back = target.startsWith(`${adminPaths.root}/`) ? target : adminPaths.root
  if (token) return <Navigate to={back} replace />
  return (
    <main id="admin-main" className="container py-5" style={{ maxWidth: '24rem' }}>
      <div className="admin-panel p-4">
        <h1 className="h4 mb-1">Back office</h1>
        <p className="text-muted small">Bermuda Medical Supply staff sign-in</p>
        <StaffLoginForm onSignedIn={() => navigate(back, { replace: true })} />
      </div>
    </main>
  )
}
