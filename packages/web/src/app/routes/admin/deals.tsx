import { PageHeader } from '../../../components/admin/page-header'
import { DealsScreen } from '../../../features/admin-catalogue/components/deals-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminDealsPage() {
  useDocumentTitle("Today's deals · Back office")
  return (
    <>
      <PageHeader title="Today's deals" />
      <DealsScreen />
    </>
  )
}
