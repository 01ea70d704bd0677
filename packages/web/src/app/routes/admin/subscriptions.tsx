import { SUBSCRIPTION_FILTERS } from '@shop/shared/schemas/admin/operations'
import { FilterSelect, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetAdminSubscriptionsQuery } from '../../../features/admin-service/admin-service.api'
import { SubscriptionsTable } from '../../../features/admin-service/components/subscriptions-table'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

const STATE_LABELS: Record<(typeof SUBSCRIPTION_FILTERS)[number], string> = {
  active: 'Active',
  due: 'Due within 7 days',
  failed: 'Failed renewal',
  paused: 'Paused',
  cancelled: 'Cancelled',
}

export default function AdminSubscriptionsPage() {
  useDocumentTitle('Subscriptions · Back office')
  const list = useListParams({ sort: 'next_date', dir: 'asc' }, ['q', 'state', 'customer_id'] as const)
  const page = useGetAdminSubscriptionsQuery(list.query)
  return (
    <>
      <PageHeader title="Subscriptions" />
      <ListFilters label="Filter subscriptions">
        <SearchBox
          label="Number, name or e-mail"
          value={list.filters.q}
          onSearch={(v) => list.setFilter('q', v)}
        />
        <FilterSelect
          label="State"
          value={list.filters.state}
          onChange={(v) => list.setFilter('state', v)}
          options={SUBSCRIPTION_FILTERS.map((s) => ({ value: s, label: STATE_LABELS[s] }))}
        />
        {list.filters.customer_id && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary align-self-end"
            onClick={() => list.setFilter('customer_id', '')}
          >
            Every customer
          </button>
        )}
      </ListFilters>
      <SubscriptionsTable {...listTableProps(page, list)} />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Subscriptions pages" />
    </>
  )
}
