import '../../styles/account.css'
import { LoginView } from '../../features/auth/components/login-view'

/** '/': guests see the login view; a signed-in shopper goes on to /all-products (spec 2). */
export default function HomePage() {
  return <LoginView />
}
