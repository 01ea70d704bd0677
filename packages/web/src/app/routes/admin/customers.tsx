import { FilterSelect, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetAdminCustomersQuery } from '../../../features/admin-customers/admin-customers.api'
import { CustomersTable } from '../../../features/admin-customers/components/customers-table'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

export default function AdminCustomersPage() {
  useDocumentTitle('Customers · Back office')
  const list = useListParams({ sort: 'created_at', dir: 'desc' }, ['q', 'blocked'] as const)
  const page = useGetAdminCustomersQuery(list.query)
  return (
    <>
      <PageHeader title="Customers" />
      <ListFilters label="Filter customers">
        <SearchBox
          label="Name, e-mail or phone"
          value={list.filters.q}
          onSearch={(v) => list.setFilter('q', v)}
        />
        <FilterSelect
          label="Account"
          value={list.filters.blocked}
          onChange={(v) => list.setFilter('blocked', v)}
          options={[
            { value: 'false', label: 'Active' },
            { value: 'true', label: 'Blocked' },
          ]}
        />
      </ListFilters>
      <CustomersTable {...listTableProps(page, list)} />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Customers pages" />
    </>
  )
}
