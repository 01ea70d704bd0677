import { formatDate } from '@shop/shared/format'
import type { PriceList } from '@shop/shared/schemas/admin/price-lists'
import { Link } from 'react-router'
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
      {!isLoading && !error && data.length === 0 && <p>No price lists yet.</p>}
      {data.length > 0 && (
        <div className="table-responsive" role="region" aria-label="Price lists" tabIndex={0}>
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Applies</th>
                <th scope="col" className="text-end">
                  Prices
                </th>
                <th scope="col">Accounts</th>
              </tr>
            </thead>
            <tbody>
              {data.map((l) => (
                <tr key={l.id} data-testid="price-list">
                  <th scope="row">
                    <Link to={adminPaths.priceList(l.id)}>{l.name}</Link>
                  </th>
                  <td className="text-nowrap">{listDays(l)}</td>
                  <td className="text-end">{l.prices}</td>
                  <td>{l.accounts.length ? l.accounts.map((a) => a.practice_name).join(', ') : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
