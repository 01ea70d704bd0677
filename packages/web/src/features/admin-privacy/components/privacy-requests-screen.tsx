import { formatDate, formatDateTime } from '@shop/shared/format'
import { PRIVACY_ANSWER_DAYS, PRIVACY_QUEUE_PAGE_SIZE } from '@shop/shared/schemas/privacy'
import { useState } from 'react'
import { DataTable } from '../../../components/admin/data-table'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { useGetPrivacyRequestsQuery } from '../admin-privacy.api'

/**
 * Customers' requests to download or erase their data: open ones first by the day the law's
 * answer is due, then the answered ones with what was done.
 */
export function PrivacyRequestsScreen() {
  const timeZone = useShopTimeZone()
  const [page, setPage] = useState(1)
  const requests = useGetPrivacyRequestsQuery(page)
  const pages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / PRIVACY_QUEUE_PAGE_SIZE))
  return (
    <>
      <p className="text-muted">
        Downloads are made and erasures done at once, on the customer&apos;s own request; each must be
        answered within {PRIVACY_ANSWER_DAYS} days. A request still open past its due date is marked overdue.
      </p>
      <DataTable
        caption="Privacy requests"
        rows={requests.data?.data}
        loading={requests.isLoading}
        error={requests.error}
        rowKey={(r) => r.id}
        empty="No privacy requests yet."
        columns={[
          { key: 'kind', header: 'Request', cell: (r) => (r.kind === 'erasure' ? 'Erasure' : 'Download') },
          { key: 'customer', header: 'Customer', numeric: true, cell: (r) => `#${r.user_id}` },
          {
            key: 'requested',
            header: 'Asked',
            className: 'text-nowrap',
            cell: (r) => formatDateTime(r.requested_at, timeZone),
          },
          {
            key: 'due',
            header: 'Due',
            className: 'text-nowrap',
            cell: (r) => (
              <>
                {formatDate(r.due_on, timeZone)}
                {r.overdue ? <span className="badge text-bg-danger ms-1">overdue</span> : null}
              </>
            ),
          },
          { key: 'status', header: 'Status', cell: (r) => r.status },
          { key: 'outcome', header: 'What was done', hideBelow: 'md', cell: (r) => r.outcome ?? '' },
        ]}
      />
      {pages > 1 ? (
        <nav aria-label="Privacy request pages" className="d-flex gap-2 mt-2">
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span className="align-self-center">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </>
  )
}
