import type { Lot } from '@shop/shared/schemas/admin/stock'
import { LOT_STATUSES } from '@shop/shared/schemas/admin/stock'
import { useState } from 'react'
import { Link } from 'react-router'
import { FilterSelect, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { adminPaths } from '../../../config/admin-paths'
import { useGetLotsQuery } from '../../../features/admin-stock/admin-stock.api'
import { AdjustLotDialog } from '../../../features/admin-stock/components/adjust-lot-dialog'
import { LotsTable } from '../../../features/admin-stock/components/lots-table'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

const FILTERS = ['q', 'product_id', 'status', 'expiring_within_days'] as const

export default function AdminLotsPage() {
  useDocumentTitle('Lots · Back office')
  const list = useListParams({ sort: 'expiry_date', dir: 'asc' }, FILTERS)
  const page = useGetLotsQuery(list.query)
  const [adjusting, setAdjusting] = useState<Lot | null>(null)
  const f = list.filters
  return (
    <>
      <PageHeader title="Lots">
        <Link to={adminPaths.receive} className="btn btn-sm btn-primary">
          Receive delivery
        </Link>
      </PageHeader>
      <ListFilters label="Filter lots">
        <SearchBox label="Lot number or product" value={f.q} onSearch={(v) => list.setFilter('q', v)} />
        <FilterSelect
          label="Status"
          value={f.status}
          onChange={(v) => list.setFilter('status', v)}
          options={LOT_STATUSES}
        />
        <FilterSelect
          label="Expiring"
          value={f.expiring_within_days}
          onChange={(v) => list.setFilter('expiring_within_days', v)}
          anyLabel="Any time"
          options={[
            { value: '30', label: 'Within 30 days' },
            { value: '90', label: 'Within 90 days' },
            { value: '180', label: 'Within 180 days' },
          ]}
        />
        {f.product_id && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary align-self-end"
            onClick={() => list.setFilter('product_id', '')}
          >
            Show every product
          </button>
        )}
      </ListFilters>
      <LotsTable
        {...listTableProps(page, list)}

        onAdjust={setAdjusting}
      />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Lots pages" />
      <AdjustLotDialog lot={adjusting} onClose={() => setAdjusting(null)} />
    </>
  )
}
