import { PageHeader } from '../../../components/admin/page-header'
import { BrandsScreen } from '../../../features/admin-catalogue/components/brands-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminBrandsPage() {
  useDocumentTitle('Brands & groups · Back office')
  return (
    <>
      <PageHeader title="Brands & groups" />
      <BrandsScreen />
    </>
  )
}
