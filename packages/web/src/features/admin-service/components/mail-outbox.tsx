import { formatDateTime } from '@shop/shared/format'
import Modal from 'react-bootstrap/Modal'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'
import { useGetMailMessageQuery, useResendMailMutation, type MailSummary } from '../admin-service.api'

const stateOf = (m: MailSummary) => (m.sent_at ? 'Sent' : m.last_error ? 'Failed' : 'Waiting')

interface MailTableProps extends ListTableProps<MailSummary> {
  onOpen: (id: number) => void
}

/** The shop's outgoing mail: what went, what waits, what failed. */
export function MailTable({ rows, loading, error, sort, onOpen }: MailTableProps) {
  const timeZone = useShopTimeZone()
  return (
    <DataTable
      caption="Mail outbox"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(m) => m.id}
      sort={sort}
      empty="No mail matches."
      columns={[
        {
          key: 'subject',
          header: 'Message',
          cell: (m) => (
            <>
              <button type="button" className="btn btn-link p-0 text-start" onClick={() => onOpen(m.id)}>
                {m.subject}
              </button>
              <div className="small text-muted">To {m.to_address}</div>
            </>
          ),
        },
        {
          key: 'created_at',
          header: 'Written',
          sort: 'created_at',
          hideBelow: 'sm',
          cell: (m) => <span className="text-nowrap">{formatDateTime(m.created_at, timeZone)}</span>,
        },
        {
          key: 'state',
          header: 'State',
          cell: (m) => (
            <>
              <StatusBadge status={stateOf(m)} />
              {m.last_error && !m.sent_at && <div className="small text-danger">{m.last_error}</div>}
            </>
          ),
        },
        { key: 'tries', header: 'Tries', numeric: true, hideBelow: 'md', cell: (m) => m.send_attempts },
      ]}
    />
  )
}

/** One message as it was written (the text part; the HTML part is shown without running anything). */
export function MailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const timeZone = useShopTimeZone()
  const { data: mail } = useGetMailMessageQuery(id ?? 0, { skip: id === null })
  const [resend, { isLoading }] = useResendMailMutation()
  return (
    <Modal show={id !== null} onHide={onClose} size="lg" centered aria-labelledby="mail-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="mail-dialog-title" as="h2" className="h5">
          {mail?.subject ?? 'Message'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {mail && (
          <>
            <dl className="admin-dl mb-2">
              <dt>To</dt>
              <dd>{mail.to_address}</dd>
              <dt>Written</dt>
              <dd>{formatDateTime(mail.created_at, timeZone)}</dd>
              <dt>Sent</dt>
              <dd>{mail.sent_at ? formatDateTime(mail.sent_at, timeZone) : 'Not yet'}</dd>
            </dl>
            <div className="admin-mail-body small" tabIndex={0} role="region" aria-label="Message text">
              {mail.text_body}
            </div>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!mail || isLoading}
          onClick={async () =>
            id !== null && announceOutcome(await resend(id), 'The message will be sent again.')
          }
        >
          {isLoading ? 'Sending…' : 'Resend'}
        </button>
      </Modal.Footer>
    </Modal>
  )
}
