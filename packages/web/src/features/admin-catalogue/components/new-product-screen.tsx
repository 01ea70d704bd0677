import { Link, useNavigate } from 'react-router'
import { PageHeader } from '../../../components/admin/page-header'
import { adminPaths } from '../../../config/admin-paths'
import { useCreateProductMutation } from '../admin-catalogue.api'
import { ProductForm } from './product-form'

export function NewProductScreen() {
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
