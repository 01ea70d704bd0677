import { FileButton } from '../../../components/admin/file-button'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useGetRecallQuery, useRecallActionMutation } from '../admin-recalls.api'

/** One recall: its lots, who received them and who has answered; remind, export, close. */
export function RecallDetailView({ id }: { id: number }) {
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
        <p className="mb-3">Instructions: {data.instructions}</p>
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
                      ? `${n.ack_action} ${n.ack_units} on ${n.acknowledged_at.slice(0, 10)}`
                      : `Not yet${n.reminded_at ? ` (reminded ${n.reminded_at.slice(0, 10)})` : ''}`}
                  </td>
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
                  <td>{l.ordered_at.slice(0, 10)}</td>
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
