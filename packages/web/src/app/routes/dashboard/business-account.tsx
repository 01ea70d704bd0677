import { BusinessAccountScreen } from '../../../features/business-account/components/business-account-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/business-account: apply to pay on account; once approved, the invoices and a statement. */
export default function BusinessAccountPage() {
  useDocumentTitle('Business account')
  return <BusinessAccountScreen />
}
