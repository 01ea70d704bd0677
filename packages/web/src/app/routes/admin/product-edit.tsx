import { EditProductScreen } from '../../../features/admin-catalogue/components/edit-product-screen'

export default function AdminEditProductPage() {
  return <EditProductScreen />
}
