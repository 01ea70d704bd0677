import { ApprovalsScreen } from '../../../features/business-account/components/approvals-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/business-account/approvals: the queue of orders waiting for approval, and one's own. */
export default function BusinessAccountApprovalsPage() {
  useDocumentTitle('Approvals')
  return <ApprovalsScreen />
}
