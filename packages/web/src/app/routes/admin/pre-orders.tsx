import { FilterSelect, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import {
  useGetBackInStockRequestsQuery,
  useGetPreOrdersQuery,
} from '../../../features/admin-stock/admin-stock.api'
import { BackInStockTable, PreOrdersTable } from '../../../features/admin-stock/components/pre-orders-table'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

export default function AdminPreOrdersPage() {
  useDocumentTitle('Pre-orders · Back office')
  const orders = useListParams({ sort: 'created_at', dir: 'asc' }, ['q', 'ready'] as const)
  const requests = useListParams({ sort: 'created_at', dir: 'desc' }, ['notified'] as const, 'r_')
  const preOrders = useGetPreOrdersQuery(orders.query)
  const asks = useGetBackInStockRequestsQuery(requests.query)
  return (
    <>
      <PageHeader title="Pre-orders waiting" />
      <p className="small text-muted">
        When a delivery arrives, the oldest pre-orders whose items are all in stock take their units and their
        customers are e-mailed.
      </p>
      <ListFilters label="Filter pre-orders">
        <SearchBox
          label="Pre-order, customer or product"
          value={orders.filters.q}
          onSearch={(v) => orders.setFilter('q', v)}
        />
        <FilterSelect
          label="Can ship"
          value={orders.filters.ready}
          onChange={(v) => orders.setFilter('ready', v)}
          options={[
            { value: 'true', label: 'Can ship now' },
            { value: 'false', label: 'Still waiting' },
          ]}
        />
      </ListFilters>
      <PreOrdersTable {...listTableProps(preOrders, orders)} />
      <ListFooter paged={preOrders.data} onPageChange={orders.setPage} label="Pre-orders pages" />
      <h2 className="h5 mt-4">Back-in-stock requests</h2>
      <ListFilters label="Filter back-in-stock requests">
        <FilterSelect
          label="E-mailed"
          value={requests.filters.notified}
          onChange={(v) => requests.setFilter('notified', v)}
          options={[
            { value: 'false', label: 'Waiting' },
            { value: 'true', label: 'E-mailed' },
          ]}
        />
      </ListFilters>
      <BackInStockTable {...listTableProps(asks, requests)} />
      <ListFooter paged={asks.data} onPageChange={requests.setPage} label="Back-in-stock requests pages" />
    </>
  )
}
