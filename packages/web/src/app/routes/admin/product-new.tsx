import { Link, useNavigate } from 'react-router'
import { PageHeader } from '../../../components/admin/page-header'
import { adminPaths } from '../../../config/admin-paths'
import { useCreateProductMutation } from '../../../features/admin-catalogue/admin-catalogue.api'
import { ProductForm } from '../../../features/admin-catalogue/components/product-form'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminNewProductPage() {
  useDocumentTitle('New product · Back office')
  const [create, { isLoading }] = useCreateProductMutation()
  const navigate = useNavigate()
  return (
    <>
      <p className="mb-1 small">
        <Link to={adminPaths.products}>← Products</Link>
      </p>
      <PageHeader title="New product" />
      <p className="small text-muted">Pictures and stock are added once the product is saved.</p>
      <ProductForm
        busy={isLoading}
        send={create}
        saved="Product created."
        onSaved={(answer) => navigate(adminPaths.product(answer.product.id), { replace: true })}
      />
    </>
  )
}
