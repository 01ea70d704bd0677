import { PageHeader } from '../../../components/admin/page-header'
import { PromosScreen } from '../../../features/admin-catalogue/components/promos-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminPromosPage() {
  useDocumentTitle('Promo strip · Back office')
  return (
    <>
      <PageHeader title="Promo strip" />
      <PromosScreen />
    </>
  )
}
