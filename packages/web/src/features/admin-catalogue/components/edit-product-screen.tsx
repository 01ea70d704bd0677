import { Link, useNavigate, useParams } from 'react-router'
import { LoadError } from '../../../components/admin/load-error'
import { PageHeader } from '../../../components/admin/page-header'
import { StatusBadge } from '../../../components/admin/status-badge'
import { adminPaths } from '../../../config/admin-paths'
import { paths } from '../../../config/paths'
import { useGetAdminProductQuery, useUpdateProductMutation } from '../admin-catalogue.api'
import { DeleteProduct } from './delete-product'
import { PictureManager } from './picture-manager'
import { ProductForm } from './product-form'
import { useDocumentTitle } from '../../../lib/use-document-title'

export function EditProductScreen() {
  const id = Number(useParams().id)
  const { data: product, error, isLoading } = useGetAdminProductQuery(id, { skip: !Number.isInteger(id) })
  const [update, saving] = useUpdateProductMutation()
  const navigate = useNavigate()
  useDocumentTitle(product ? `${product.product_name} · Back office` : 'Product · Back office')
  return (
    <>
      <p className="mb-1 small">
        <Link to={adminPaths.products}>← Products</Link>
      </p>
      <PageHeader title={product?.product_name ?? 'Product'}>
        {product && (
          <>
            <StatusBadge status={product.published ? 'Published' : 'Hidden'} />
            <span className="small align-self-center">Stock: {product.stock}</span>
            <Link
              className="btn btn-sm btn-outline-primary"
              to={`${adminPaths.lots}?product_id=${product.id}`}
            >
              Lots
            </Link>
            <Link
              className="btn btn-sm btn-outline-primary"
              to={`${adminPaths.receive}?product_id=${product.id}`}
            >
              Receive stock
            </Link>
            {product.published && (
              <a
                className="btn btn-sm btn-outline-primary"
                href={paths.productDetail(product.slug)}
                target="_blank"
                rel="noreferrer"
              >
                View in shop<span className="visually-hidden"> (opens a new tab)</span>
              </a>
            )}
            <DeleteProduct
              id={product.id}
              name={product.product_name}
              onDeleted={() => navigate(adminPaths.products)}
            />
          </>
        )}
      </PageHeader>
      {isLoading && <p className="text-muted">Loading…</p>}
      <LoadError error={error} fallback={'This product could not be loaded.'} />
      {product && (
        <>
          <PictureManager
            productId={product.id}
            productName={product.product_name}
            pictures={product.pictures}
          />
          <div className="mt-3">
            <ProductForm
              product={product}
              busy={saving.isLoading}
              send={(body) => update({ id: product.id, body })}
              saved="Product saved."
            />
          </div>
        </>
      )}
    </>
  )
}
