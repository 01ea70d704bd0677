import '../../styles/account.css'
import { LoginView } from '../../features/auth/components/login-view'

/** /login and /Login (spec 2 'Login'). */
export default function LoginPage() {
  return <LoginView />
}
