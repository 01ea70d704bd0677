import { NewProductScreen } from '../../../features/admin-catalogue/components/new-product-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminNewProductPage() {
  useDocumentTitle('New product · Back office')
  return <NewProductScreen />
}
