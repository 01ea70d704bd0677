import '../../styles/account.css'
import { LoginView } from '../../features/auth/components/login-view'
import { useDocumentTitle } from '../../lib/use-document-title'

/** '/': guests see the login view; a signed-in shopper goes on to /all-products (docs/requirements/storefront.md §4). */
export default function HomePage() {
  useDocumentTitle('Login')
  return <LoginView />
}
