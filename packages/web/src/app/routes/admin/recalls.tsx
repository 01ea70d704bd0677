import { RECALL_SEVERITIES, type RecallSummary } from '@shop/shared/schemas/professional'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { FileButton } from '../../../components/admin/file-button'
import { PageHeader } from '../../../components/admin/page-header'
import {
  useGetRecallQuery,
  useGetRecallsQuery,
  useOpenRecallMutation,
  useRecallActionMutation,
} from '../../../features/admin-professional/admin-professional.api'
import { useGetLotsQuery } from '../../../features/admin-stock/admin-stock.api'
import { useDocumentTitle } from '../../../lib/use-document-title'

type Failure = { data?: { message?: string } }

/** Open a recall: find the lots, choose those of one product, say why and what buyers must do. */
function OpenRecallForm({ onOpened }: { onOpened: (id: number) => void }) {
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const lots = useGetLotsQuery(
    { q: search || undefined, per_page: 50, sort: 'lot_number', dir: 'asc' },
    { skip: !search },
  )
  const [chosen, setChosen] = useState<number[]>([])
  const [open, { isLoading }] = useOpenRecallMutation()
  const items = lots.data?.items ?? []
  const productId = items.find((l) => chosen.includes(l.id))?.product_id
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    if (!productId) {
      toast.error('Choose at least one lot.')
      return
    }
    open({
      product_id: productId,
      lot_ids: chosen,
      reason: String(data.get('reason') ?? ''),
      severity: String(data.get('severity')) as RecallSummary['severity'],
      instructions: String(data.get('instructions') ?? ''),
    })
      .unwrap()
      .then((r) => {
        toast.success(r.message)
        setChosen([])
        onOpened(r.recall.id)
      })
      .catch((err: Failure) => toast.error(err.data?.message ?? 'The recall could not be opened.'))
  }
  return (
    <section className="card mb-4" aria-labelledby="open-recall-title">
      <div className="card-body">
        <h2 id="open-recall-title" className="h5">
          Open a recall
        </h2>
        <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
          <div>
            <label className="form-label" htmlFor="recall-lot-search">
              Find lots (product or lot number)
            </label>
            <input
              id="recall-lot-search"
              className="form-control"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') setSearch(q.trim())
              }}
            />
          </div>
          <button type="button" className="btn btn-outline-primary" onClick={() => setSearch(q.trim())}>
            Find
          </button>
        </div>
        {search && items.length === 0 && !lots.isFetching && <p>No lots found.</p>}
        {items.length > 0 && (
          <fieldset className="mb-3">
            <legend className="fs-6">Lots to recall (one product)</legend>
            {items.map((l) => (
              <div className="form-check" key={l.id}>
                <input
                  id={`recall-lot-${l.id}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={chosen.includes(l.id)}
                  disabled={productId !== undefined && productId !== l.product_id}
                  onChange={(e) =>
                    setChosen((c) => (e.target.checked ? [...c, l.id] : c.filter((x) => x !== l.id)))
                  }
                />
                <label className="form-check-label" htmlFor={`recall-lot-${l.id}`}>
                  {l.product_name}: lot {l.lot_number}
                  {l.expiry_date ? ` (exp ${l.expiry_date})` : ''}, {l.quantity} left, {l.status}
                </label>
              </div>
            ))}
          </fieldset>
        )}
        <form onSubmit={onSubmit}>
          <div className="row g-2">
            <div className="col-md-8">
              <label className="form-label" htmlFor="recall-reason">
                Reason
              </label>
              <input id="recall-reason" name="reason" className="form-control" required />
            </div>
            <div className="col-md-4">
              <label className="form-label" htmlFor="recall-severity">
                Severity
              </label>
              <select id="recall-severity" name="severity" className="form-select" defaultValue="high">
                {RECALL_SEVERITIES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-12">
              <label className="form-label" htmlFor="recall-instructions">
                Instructions to the buyer
              </label>
              <textarea
                id="recall-instructions"
                name="instructions"
                rows={2}
                className="form-control"
                required
              />
            </div>
          </div>
          <button type="submit" className="btn btn-danger mt-3" disabled={isLoading || chosen.length === 0}>
            Open recall and quarantine {chosen.length} lot{chosen.length === 1 ? '' : 's'}
          </button>
        </form>
      </div>
    </section>
  )
}

function RecallDetailView({ id }: { id: number }) {
  const { data } = useGetRecallQuery(id)
  const [act, { isLoading }] = useRecallActionMutation()
  if (!data) return <p>Loading…</p>
  const run = (action: 'remind' | 'close') =>
    act({ id, action })
      .unwrap()
      .then((r) => toast.success(r.message))
      .catch((err: Failure) => toast.error(err.data?.message ?? 'That did not work.'))
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

/** Recalls by lot: open one, see who received the lots and who has answered, remind, export, close. */
export default function AdminRecallsPage() {
  useDocumentTitle('Recalls · Back office')
  const { data = [] } = useGetRecallsQuery()
  const [selected, setSelected] = useState<number | null>(null)
  return (
    <>
      <PageHeader title="Recalls" />
      <OpenRecallForm onOpened={setSelected} />
      {selected !== null && <RecallDetailView id={selected} />}
      <h2 className="h5">All recalls</h2>
      {data.length === 0 && <p>No recalls.</p>}
      <ul className="list-group mb-3">
        {data.map((r) => (
          <li key={r.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
            <span>
              {r.product_name}, lots {r.lots.map((l) => l.lot_number).join(', ')}: {r.status},{' '}
              {r.acknowledged} of {r.customers} acknowledged
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => setSelected(r.id)}
            >
              Show recall {r.id}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
