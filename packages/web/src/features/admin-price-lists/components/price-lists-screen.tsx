import { formatDate } from '@shop/shared/format'
import type { PriceList } from '@shop/shared/schemas/admin/price-lists'
import { Link } from 'react-router'
import { DataTable, type Column } from '../../../components/admin/data-table'
import { LoadError } from '../../../components/admin/load-error'
import { PageHeader } from '../../../components/admin/page-header'
import { adminPaths } from '../../../config/admin-paths'
import { useAdminSelector } from '../../../store/admin-store'
import { selectIsOwner } from '../../../store/staff-session'
import { useGetPriceListsQuery } from '../admin-price-lists.api'
import { PriceListForm } from './price-list-form'

/** When a list applies, in words: its first and last days, either of which may be open. */
export function listDays(list: Pick<PriceList, 'starts_on' | 'ends_on'>) {
  if (!list.starts_on && !list.ends_on) return 'Always'
  if (!list.ends_on) return `From ${formatDate(list.starts_on)}`
  if (!list.starts_on) return `Until ${formatDate(list.ends_on)}`
  return `${formatDate(list.starts_on)} to ${formatDate(list.ends_on)}`
}

const COLUMNS: Column<PriceList>[] = [
  { key: 'name', header: 'Name', cell: (l) => <Link to={adminPaths.priceList(l.id)}>{l.name}</Link> },
  { key: 'days', header: 'Applies', cell: listDays, className: 'text-nowrap' },
  { key: 'prices', header: 'Prices', numeric: true, cell: (l) => l.prices },
  {
    key: 'accounts',
    header: 'Accounts',
    cell: (l) => (l.accounts.length ? l.accounts.map((a) => a.practice_name).join(', ') : '—'),
  },
]

/** Price lists: the contract prices staff give business accounts; owners create and change them. */
export function PriceListsScreen() {
  const isOwner = useAdminSelector(selectIsOwner)
  const { data = [], error, isLoading } = useGetPriceListsQuery()
  return (
    <>
      <PageHeader title="Price lists" />
      {isOwner && (
        <section className="admin-panel mb-3" aria-labelledby="new-price-list">
          <h2 id="new-price-list" className="h6">
            New price list
          </h2>
          <PriceListForm />
        </section>
      )}
      {isLoading && <p>Loading…</p>}
      <LoadError error={error} fallback="The price lists could not be loaded." />
      {!isLoading && !error && (
        <DataTable
          caption="Price lists"
          rows={data}
          rowKey={(l) => l.id}
          columns={COLUMNS}
          empty="No price lists yet."
        />
      )}
    </>
  )
}
