import { PageHeader } from '../../../components/admin/page-header'
import { CategoriesScreen } from '../../../features/admin-catalogue/components/categories-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminCategoriesPage() {
  useDocumentTitle('Categories · Back office')
  return (
    <>
      <PageHeader title="Categories" />
      <CategoriesScreen />
    </>
  )
}
