import { Link } from 'react-router'
import { FilterSelect, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { adminPaths } from '../../../config/admin-paths'
import {
  useGetAdminBrandsQuery,
  useGetAdminCategoriesQuery,
  useGetAdminProductsQuery,
} from '../../../features/admin-catalogue/admin-catalogue.api'
import { ProductsTable } from '../../../features/admin-catalogue/components/products-table'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

const FILTERS = ['q', 'category_id', 'brand_id', 'published', 'stock', 'deal'] as const

export default function AdminProductsPage() {
  useDocumentTitle('Products · Back office')
  const list = useListParams({ sort: 'product_name', dir: 'asc' }, FILTERS)
  const page = useGetAdminProductsQuery(list.query)
  const categories = useGetAdminCategoriesQuery()
  const brands = useGetAdminBrandsQuery()
  const f = list.filters
  return (
    <>
      <PageHeader title="Products">
        <Link to={adminPaths.productImport} className="btn btn-sm btn-outline-primary">
          Import / export CSV
        </Link>
        <Link to={adminPaths.newProduct} className="btn btn-sm btn-primary">
          New product
        </Link>
      </PageHeader>
      <ListFilters label="Filter products">
        <SearchBox label="Name or SKU" value={f.q} onSearch={(v) => list.setFilter('q', v)} />
        <FilterSelect
          label="Category"
          value={f.category_id}
          onChange={(v) => list.setFilter('category_id', v)}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <FilterSelect
          label="Brand"
          value={f.brand_id}
          onChange={(v) => list.setFilter('brand_id', v)}
          options={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <FilterSelect
          label="In the shop"
          value={f.published}
          onChange={(v) => list.setFilter('published', v)}
          options={[
            { value: 'true', label: 'Published' },
            { value: 'false', label: 'Hidden' },
          ]}
        />
        <FilterSelect
          label="Stock"
          value={f.stock}
          onChange={(v) => list.setFilter('stock', v)}
          options={[
            { value: 'in', label: 'In stock' },
            { value: 'low', label: 'Low' },
            { value: 'out', label: 'Sold out' },
          ]}
        />
        <FilterSelect
          label="Deals"
          value={f.deal}
          onChange={(v) => list.setFilter('deal', v)}
          options={[
            { value: 'true', label: "Today's deals" },
            { value: 'false', label: 'Not a deal' },
          ]}
        />
      </ListFilters>
      <ProductsTable {...listTableProps(page, list)} />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Products pages" />
    </>
  )
}
