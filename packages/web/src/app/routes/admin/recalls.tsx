import { RecallsScreen } from '../../../features/admin-recalls/components/recalls-screen'
import { LotChooser } from '../../../features/admin-stock/components/lot-chooser'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** Recalls by lot: the recall wing, with the stock wing's lot finder to choose a recall's lots. */
export default function AdminRecallsPage() {
  useDocumentTitle('Recalls · Back office')
  return <RecallsScreen chooseLots={(choice) => <LotChooser {...choice} />} />
}
