import { ORDER_STATUSES } from '@shop/shared/constants'
import { paymentLabel } from '@shop/shared/order-status'
import { PAYMENT_STATUSES } from '@shop/shared/schemas/admin/orders'
import { FileButton } from '../../../components/admin/file-button'
import { DateFilter, FilterSelect, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetAdminOrdersQuery } from '../../../features/admin-orders/admin-orders.api'
import { OrdersTable } from '../../../features/admin-orders/components/orders-table'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

const FILTERS = ['q', 'customer', 'status', 'payment', 'from', 'to', 'back_order'] as const

export default function AdminOrdersPage() {
  useDocumentTitle('Orders · Back office')
  const list = useListParams({ sort: 'created_at', dir: 'desc' }, FILTERS)
  const page = useGetAdminOrdersQuery(list.query)
  const f = list.filters
  return (
    <>
      <PageHeader title="Orders">
        <FileButton path={`orders/export.csv${list.filterSearch}`} fileName="orders.csv">
          Export CSV
        </FileButton>
      </PageHeader>
      <ListFilters label="Filter orders">
        <SearchBox
          label="Order number"
          value={f.q}
          onSearch={(v) => list.setFilter('q', v)}
          placeholder="BMU-…"
        />
        <SearchBox label="Customer" value={f.customer} onSearch={(v) => list.setFilter('customer', v)} />
        <FilterSelect
          label="Status"
          value={f.status}
          onChange={(v) => list.setFilter('status', v)}
          options={ORDER_STATUSES}
        />
        <FilterSelect
          label="Payment"
          value={f.payment}
          onChange={(v) => list.setFilter('payment', v)}
          options={[
            ...PAYMENT_STATUSES.map((p) => ({ value: p, label: paymentLabel(p) })),
            { value: 'placed', label: 'Paid or refunded' },
          ]}
        />
        <FilterSelect
          label="Kind"
          value={f.back_order}
          onChange={(v) => list.setFilter('back_order', v)}
          options={[
            { value: 'false', label: 'Orders' },
            { value: 'true', label: 'Pre-orders' },
          ]}
        />
        <DateFilter label="From" value={f.from} onChange={(v) => list.setFilter('from', v)} />
        <DateFilter label="To" value={f.to} onChange={(v) => list.setFilter('to', v)} />
      </ListFilters>
      <OrdersTable {...listTableProps(page, list)} />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Orders pages" />
    </>
  )
}
