import '../../styles/account.css'
import { LoginView } from '../../features/auth/components/login-view'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /login and /Login (spec 2 'Login'). */
export default function LoginPage() {
  useDocumentTitle('Login')
  return <LoginView />
}
