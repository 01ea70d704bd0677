import '../../styles/account.css'
import { ForgetPasswordFlow } from '../../features/auth/components/forget-password-flow'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /forget-password (docs/requirements/accounts.md §4, 3 steps). */
export default function ForgetPasswordPage() {
  useDocumentTitle('Forget Password')
  return (
    <section className="auth-card card shadow-sm mx-auto" aria-labelledby="forget-title">
      <div className="card-body p-4">
        <h1 id="forget-title" className="h3 mb-3">
          Forget Password
        </h1>
        <ForgetPasswordFlow />
      </div>
    </section>
  )
}
