import type { AdminProductSummary } from '@shop/shared/schemas/admin/catalogue'
import { formatDate, formatMoney } from '@shop/shared/format'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { adminPaths } from '../../../config/admin-paths'
import type { ListTableProps } from '../../../components/admin/list-table'
import { announceOutcome } from '../../../lib/admin-outcome'
import { usePublishProductMutation } from '../admin-catalogue.api'

function PublishToggle({ product }: { product: AdminProductSummary }) {
  const [publish, { isLoading }] = usePublishProductMutation()
  return (
    <button
      type="button"
      className={`btn btn-sm ${product.published ? 'btn-outline-secondary' : 'btn-outline-primary'} text-nowrap`}
      disabled={isLoading}
      onClick={async () =>
        announceOutcome(
          await publish({ id: product.id, published: !product.published }),
          product.published ? 'Product hidden.' : 'Product published.',
        )
      }
    >
      {product.published ? 'Hide' : 'Publish'}
      <span className="visually-hidden"> {product.product_name}</span>
    </button>
  )
}

type ProductsTableProps = ListTableProps<AdminProductSummary>

export function ProductsTable({ rows, loading, error, sort }: ProductsTableProps) {
  return (
    <DataTable
      caption="Products"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(p) => p.id}
      sort={sort}
      empty="No product matches these filters."
      columns={[
        {
          key: 'thumb',
          header: <span className="visually-hidden">Picture</span>,
          hideBelow: 'sm',
          cell: (p) => <img src={p.thumbnail_300} alt="" className="admin-thumb" loading="lazy" />,
        },
        {
          key: 'product_name',
          header: 'Product',
          sort: 'product_name',
          cell: (p) => (
            <>
              <Link to={adminPaths.product(p.id)} className="fw-semibold">
                {p.product_name}
              </Link>
              <div className="small text-muted">
                {p.sku} · {p.category} · {p.brand}
              </div>
            </>
          ),
        },
        { key: 'sku', header: 'SKU', sort: 'sku', hideBelow: 'lg', cell: (p) => p.sku },
        {
          key: 'price_cents',
          header: 'Price',
          sort: 'price_cents',
          numeric: true,
          cell: (p) => (
            <>
              {formatMoney(p.price_cents)}
              {p.price_cents < p.selling_price_cents && (
                <div className="small text-muted text-decoration-line-through">
                  {formatMoney(p.selling_price_cents)}
                </div>
              )}
            </>
          ),
        },
        { key: 'stock', header: 'Stock', sort: 'stock', numeric: true, cell: (p) => p.stock },
        {
          key: 'expiry',
          header: 'Next expiry',
          hideBelow: 'md',
          cell: (p) => (p.expiry_date ? formatDate(p.expiry_date) : '—'),
        },
        {
          key: 'state',
          header: 'In the shop',
          hideBelow: 'md',
          cell: (p) => (
            <>
              {p.published ? 'Published' : 'Hidden'}
              {p.is_deal && <span className="badge text-bg-light border ms-1">Deal</span>}
            </>
          ),
        },
      ]}
      actions={(p) => <PublishToggle product={p} />}
    />
  )
}
