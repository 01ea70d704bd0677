import '../../styles/account.css'
import { LoginView } from '../../features/auth/components/login-view'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /login and /Login (docs/requirements/accounts.md §3). */
export default function LoginPage() {
  useDocumentTitle('Login')
  return <LoginView />
}
