import '../../styles/account.css'
import { Navigate } from 'react-router'
import { useAppSelector } from '../../store/hooks'
import { RegistrationForm } from '../../features/auth/components/registration-form'
import { selectIsLoggedIn } from '../../features/auth/auth.slice'
import { paths } from '../../config/paths'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /signup, 'Register Here' (docs/requirements/accounts.md §2). A signed-in shopper has an account already. */
export default function SignupPage() {
  useDocumentTitle('Register Here')
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  if (isLoggedIn) return <Navigate to={paths.allProducts} replace />
  return (
    <section className="auth-card auth-card-wide card shadow-sm mx-auto" aria-labelledby="signup-title">
      <div className="card-body p-4">
        <h1 id="signup-title" className="h3 mb-1">
          Register Here
        </h1>
        <p className="text-muted mb-4">
          Create your account to order, subscribe and save, and track deliveries.
        </p>
        <RegistrationForm />
      </div>
    </section>
  )
}
