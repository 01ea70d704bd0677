import { formatDateTime } from '@shop/shared/format'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'
import { useMarkAnsweredMutation, type ContactMessage } from '../admin-service.api'

type ContactMessagesTableProps = ListTableProps<ContactMessage>

/** Messages from the contact page; staff answer by e-mail or phone, then mark them answered here. */
export function ContactMessagesTable({ rows, loading, error, sort }: ContactMessagesTableProps) {
  const timeZone = useShopTimeZone()
  const [mark, { isLoading }] = useMarkAnsweredMutation()
  return (
    <DataTable
      caption="Contact messages"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(m) => m.id}
      sort={sort}
      empty="No message matches."
      columns={[
        {
          key: 'from',
          header: 'From',
          cell: (m) => (
            <>
              <div className="fw-semibold">{m.name}</div>
              <div className="small">
                <a href={`mailto:${m.email}`}>{m.email}</a>
                {m.phone && ` · ${m.phone}`}
              </div>
              <div className="small mt-1" style={{ whiteSpace: 'pre-wrap' }}>
                {m.message}
              </div>
            </>
          ),
        },
        {
          key: 'created_at',
          header: 'Received',
          sort: 'created_at',
          hideBelow: 'sm',
          cell: (m) => <span className="text-nowrap">{formatDateTime(m.created_at, timeZone)}</span>,
        },
        {
          key: 'state',
          header: 'Answered',
          cell: (m) =>
            m.answered_at ? (
              <>
                <StatusBadge status="Answered" />
                <div className="small text-muted">
                  {formatDateTime(m.answered_at, timeZone)}
                  {m.answered_by && ` by ${m.answered_by}`}
                </div>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-sm btn-outline-success text-nowrap"
                disabled={isLoading}
                onClick={async () => announceOutcome(await mark(m.id), 'Marked as answered.')}
              >
                Mark answered<span className="visually-hidden"> (message from {m.name})</span>
              </button>
            ),
        },
      ]}
    />
  )
}
