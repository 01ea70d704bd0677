import { formatMoney } from '@shop/shared/format'
import {
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  RETURN_STATUS_STAFF_LABELS,
  type ReturnStatus,
} from '@shop/shared/returns'
import { Link, useSearchParams } from 'react-router'
import { LoadError } from '../../../components/admin/load-error'
import { PageHeader } from '../../../components/admin/page-header'
import { StatusSelect, type StatusChoice } from '../../../components/admin/status-select'
import { adminPaths } from '../../../config/admin-paths'
import { useGetAdminReturnsQuery } from '../../../features/admin-returns/admin-returns.api'
import { useDocumentTitle } from '../../../lib/use-document-title'

const CHOICES: StatusChoice<ReturnStatus>[] = [
  { value: '', label: 'All' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_STAFF_LABELS[s] })),
]

/** The returns queue: newest first, filtered by status (requested first by default). */
export default function AdminReturnsPage() {
  useDocumentTitle('Returns · Back office')
  // In the address, so the dashboard links to the returns waiting at one step.
  const [params, setParams] = useSearchParams()
  const asked = params.get('status') ?? ''
  const status: ReturnStatus | '' = (RETURN_STATUSES as readonly string[]).includes(asked)
    ? (asked as ReturnStatus)
    : ''
  const setStatus = (next: ReturnStatus | '') => setParams(next ? { status: next } : {})
  const { data = [], error, isLoading } = useGetAdminReturnsQuery(status)
  return (
    <>
      <PageHeader title="Returns" />
      <StatusSelect value={status} choices={CHOICES} onChange={setStatus} />
      {isLoading && <p className="text-muted">Loading…</p>}
      <LoadError error={error} fallback="The returns could not be loaded." />
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">Returns</caption>
          <thead>
            <tr>
              <th scope="col">Return</th>
              <th scope="col">Order</th>
              <th scope="col">Reason</th>
              <th scope="col">Items</th>
              <th scope="col">Refund</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={adminPaths.returnDetail(r.id)}>{r.return_no}</Link>
                </td>
                <td>{r.order_no}</td>
                <td>{RETURN_REASON_LABELS[r.reason]}</td>
                <td>{r.lines.map((l) => `${l.quantity} × ${l.product_name}`).join(', ')}</td>
                <td className="text-nowrap">
                  {formatMoney(r.refund_cents)} {r.refund_to === 'card' ? 'card' : 'credit'}
                </td>
                <td>{RETURN_STATUS_STAFF_LABELS[r.status]}</td>
              </tr>
            ))}
            {data.length === 0 && !isLoading ? (
              <tr>
                <td colSpan={6} className="text-muted">
                  No returns.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </>
  )
}
