import { formatDate } from '@shop/shared/format'
import type { RecallDetail } from '@shop/shared/schemas/professional'
import { Link } from 'react-router'
import { FileButton } from '../../../components/admin/file-button'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { useGetRecallQuery, useMarkCollectedMutation, useRecallActionMutation } from '../admin-recalls.api'

/** A customer's request that the shop collect and replace their units, and the button that closes it. */
function Collection({ recallId, notice }: { recallId: number; notice: RecallDetail['notices'][number] }) {
  const timeZone = useShopTimeZone()
  const [mark, { isLoading }] = useMarkCollectedMutation()
  const c = notice.collection
  if (!c) return <>Not asked</>
  return (
    <>
      {c.units} unit{c.units === 1 ? '' : 's'} from {c.address} (asked {formatDate(c.requested_at, timeZone)})
      <br />
      {c.collected_at ? (
        <>
          <span className="text-success">Collected and replaced {formatDate(c.collected_at, timeZone)}</span>
          {c.replacement_order_id && c.replacement_order_no ? (
            <>
              {' '}
              by order <Link to={adminPaths.order(c.replacement_order_id)}>{c.replacement_order_no}</Link> (no
              charge)
            </>
          ) : null}
        </>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary mt-1"
          aria-label={`Mark collected and replaced for ${notice.customer_name}`}
          disabled={isLoading}
          onClick={() =>
            void mark({ id: recallId, userId: notice.user_id }).then((answer) =>
              announceOutcome(answer, 'Marked collected and replaced.'),
            )
          }
        >
          Mark collected and replaced
        </button>
      )}
    </>
  )
}

/** One recall: its lots, who received them and who has answered; remind, export, close. */
export function RecallDetailView({ id }: { id: number }) {
  const timeZone = useShopTimeZone()
  const { data } = useGetRecallQuery(id)
  const [act, { isLoading }] = useRecallActionMutation()
  if (!data) return <p>Loading…</p>
  const run = async (action: 'remind' | 'close') =>
    announceOutcome(await act({ id, action }), action === 'close' ? 'Recall closed.' : 'Reminders sent.')
  return (
    <section className="card mb-4" aria-labelledby="recall-detail-title">
      <div className="card-body">
        <h2 id="recall-detail-title" className="h5">
          Recall {data.id}: {data.product_name} ({data.status})
        </h2>
        <p className="mb-1">Lots: {data.lots.map((l) => l.lot_number).join(', ')}</p>
        <p className="mb-1">Reason: {data.reason}</p>
        <p className={data.collect_and_replace ? 'mb-1' : 'mb-3'}>Instructions: {data.instructions}</p>
        {data.collect_and_replace && (
          <p className="mb-3">
            We collect and replace the units: {data.collections_waiting} collection
            {data.collections_waiting === 1 ? '' : 's'} waiting.
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 mb-3">
          <FileButton path={`recalls/${id}/export.csv`} fileName={`recall-${id}.csv`}>
            Export CSV
          </FileButton>
          {data.status === 'open' && (
            <>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={isLoading}
                onClick={() => void run('remind')}
              >
                Remind those who have not answered
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={isLoading}
                onClick={() => void run('close')}
              >
                Close recall
              </button>
            </>
          )}
        </div>
        <h3 className="h6">
          Customers ({data.acknowledged} of {data.customers} acknowledged)
        </h3>
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Customers of the recall">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Units</th>
                <th scope="col">Acknowledged</th>
                {data.collect_and_replace && <th scope="col">Collection</th>}
              </tr>
            </thead>
            <tbody>
              {data.notices.map((n) => (
                <tr key={n.user_id}>
                  <td>
                    {n.customer_name}
                    <br />
                    <span className="small text-body-secondary">{n.customer_email}</span>
                  </td>
                  <td>{n.units}</td>
                  <td>
                    {n.acknowledged_at
                      ? `${n.ack_action} ${n.ack_units} on ${formatDate(n.acknowledged_at, timeZone)}`
                      : `Not yet${n.reminded_at ? ` (reminded ${formatDate(n.reminded_at, timeZone)})` : ''}`}
                  </td>
                  {data.collect_and_replace && (
                    <td>
                      <Collection recallId={data.id} notice={n} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 className="h6">Order lines that received the lots</h3>
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Order lines of the recall">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Customer</th>
                <th scope="col">Lot</th>
                <th scope="col">Units</th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((l, i) => (
                <tr key={`${l.order_id}-${l.lot_number}-${i}`}>
                  <td>{l.order_no}</td>
                  <td>{formatDate(l.ordered_at, timeZone)}</td>
                  <td>{l.customer_name}</td>
                  <td>{l.lot_number}</td>
                  <td>{l.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
