import { CustomerRecallsScreen } from '../../../features/professional/components/recalls-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/recalls: the recalls of lots the customer received, with their acknowledgement. */
export default function RecallsPage() {
  useDocumentTitle('Product recalls')
  return <CustomerRecallsScreen />
}
