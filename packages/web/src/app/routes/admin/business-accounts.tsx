import { BusinessAccountsScreen } from '../../../features/admin-business-accounts/components/business-accounts-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** Business accounts: applications to review, and the approved accounts with their terms and what they owe. */
export default function AdminBusinessAccountsPage() {
  useDocumentTitle('Business accounts · Back office')
  return <BusinessAccountsScreen />
}
