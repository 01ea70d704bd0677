import { formatMoney } from '@shop/shared/format'
import { RECEIPT_DISPOSITIONS, RETURN_REASON_LABELS, type ReceiptDisposition } from '@shop/shared/returns'
import type { ReturnView } from '@shop/shared/schemas/returns'
import { useId, useState } from 'react'
import { announceOutcome } from '../../../lib/admin-outcome'
import {
  useDecideReturnMutation,
  useReceiveReturnMutation,
  useRefundReturnMutation,
  type ReturnLot,
} from '../admin-returns.api'
import { ReturnPhoto } from './return-photo'

const DISPOSITION_LABELS: Record<ReceiptDisposition, string> = {
  restock: 'Back to its lot (sellable if the lot is on the shelf)',
  quarantine: 'Quarantine for inspection (not sellable)',
  write_off: 'Write off',
}

function Decide({ r }: { r: ReturnView }) {
  const [decide, { isLoading }] = useDecideReturnMutation()
  const [note, setNote] = useState('')
  const [method, setMethod] = useState<'drop_off' | 'label'>('drop_off')
  const [label, setLabel] = useState('')
  const id = useId()
  const send = async (decision: 'approve' | 'refuse') =>
    announceOutcome(
      await decide({ id: r.id, body: { decision, note, return_method: method, label_ref: label } }),
      decision === 'approve' ? 'Return approved.' : 'Return refused.',
    )
  return (
    <section className="admin-panel mb-3" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="h6">
        Approve or refuse
      </h2>
      <div className="mb-2">
        <label className="form-label" htmlFor={`${id}-method`}>
          How the items come back
        </label>
        <select
          id={`${id}-method`}
          className="form-select"
          value={method}
          onChange={(e) => setMethod(e.target.value as 'drop_off' | 'label')}
        >
          <option value="drop_off">Drop off at the Hamilton store</option>
          <option value="label">Prepaid label</option>
        </select>
      </div>
      {method === 'label' ? (
        <div className="mb-2">
          <label className="form-label" htmlFor={`${id}-label`}>
            Prepaid label reference or link
          </label>
          <input
            id={`${id}-label`}
            className="form-control"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
      ) : null}
      <div className="mb-2">
        <label className="form-label" htmlFor={`${id}-note`}>
          Note to the customer (required to refuse)
        </label>
        <textarea
          id={`${id}-note`}
          className="form-control"
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={isLoading}
          onClick={() => void send('approve')}
        >
          Approve
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={isLoading}
          onClick={() => void send('refuse')}
        >
          Refuse
        </button>
      </div>
    </section>
  )
}

function Receive({ r, lots }: { r: ReturnView; lots: ReturnLot[] }) {
  const [receive, { isLoading }] = useReceiveReturnMutation()
  const id = useId()
  const open = r.lines
    .map((l) => ({ line: l, left: l.quantity - l.received.reduce((s, x) => s + x.quantity, 0) }))
    .filter((x) => x.left > 0)
  const [rows, setRows] = useState(() =>
    Object.fromEntries(
      open.map(({ line, left }) => [
        line.id,
        {
          quantity: left,
          disposition: 'quarantine' as ReceiptDisposition,
          lot_id: lots.find((x) => x.return_line_id === line.id)?.lot_id ?? null,
          note: '',
        },
      ]),
    ),
  )
  if (open.length === 0) return null
  const submit = async () =>
    announceOutcome(
      await receive({
        id: r.id,
        items: open.map(({ line }) => {
          const row = rows[line.id]!
          return {
            return_line_id: line.id,
            ...row,
            lot_id: row.disposition === 'write_off' ? null : row.lot_id,
          }
        }),
      }),
      'Units received.',
    )
  return (
    <section className="admin-panel mb-3" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="h6">
        Receive the units
      </h2>
      {open.map(({ line, left }) => {
        const row = rows[line.id]!
        const set = (patch: Partial<typeof row>) =>
          setRows((s) => ({ ...s, [line.id]: { ...row, ...patch } }))
        const f = `${id}-${line.id}`
        return (
          <fieldset key={line.id} className="border rounded p-2 mb-2">
            <legend className="h6 small mb-1">
              {line.product_name} ({left} to receive{line.opened ? ', opened' : ''})
            </legend>
            <div className="row g-2">
              <div className="col-sm-2">
                <label className="form-label small" htmlFor={`${f}-q`}>
                  Units
                </label>
                <input
                  id={`${f}-q`}
                  type="number"
                  min={1}
                  max={left}
                  className="form-control form-control-sm"
                  value={row.quantity}
                  onChange={(e) => set({ quantity: Number(e.target.value) })}
                />
              </div>
              <div className="col-sm-4">
                <label className="form-label small" htmlFor={`${f}-d`}>
                  Where they go
                </label>
                <select
                  id={`${f}-d`}
                  className="form-select form-select-sm"
                  value={row.disposition}
                  onChange={(e) => set({ disposition: e.target.value as ReceiptDisposition })}
                >
                  {RECEIPT_DISPOSITIONS.map((d) => (
                    <option key={d} value={d}>
                      {DISPOSITION_LABELS[d]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-sm-3">
                <label className="form-label small" htmlFor={`${f}-l`}>
                  Lot
                </label>
                <select
                  id={`${f}-l`}
                  className="form-select form-select-sm"
                  value={row.lot_id ?? ''}
                  disabled={row.disposition === 'write_off'}
                  onChange={(e) => set({ lot_id: e.target.value ? Number(e.target.value) : null })}
                >
                  <option value="">No lot</option>
                  {lots
                    .filter((x) => x.return_line_id === line.id)
                    .map((x) => (
                      <option key={x.lot_id} value={x.lot_id}>
                        {x.lot_number} {x.expiry_date ? `(exp. ${x.expiry_date})` : ''} · {x.status}
                      </option>
                    ))}
                </select>
              </div>
              <div className="col-sm-3">
                <label className="form-label small" htmlFor={`${f}-n`}>
                  Why (state of the units)
                </label>
                <input
                  id={`${f}-n`}
                  className="form-control form-control-sm"
                  value={row.note}
                  onChange={(e) => set({ note: e.target.value })}
                />
              </div>
            </div>
          </fieldset>
        )
      })}
      <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => void submit()}>
        Receive units
      </button>
    </section>
  )
}

function Refund({ r }: { r: ReturnView }) {
  const [refund, { isLoading }] = useRefundReturnMutation()
  return (
    <section className="admin-panel mb-3" aria-label="Refund">
      <h2 className="h6">Refund {formatMoney(r.refund_cents)}</h2>
      <p className="small text-muted">
        The lines less their share of the coupon, plus their share of tax
        {r.shop_at_fault ? ', plus shipping (the shop was at fault)' : ''}; never more than the order has
        left. The customer chose {r.refund_to === 'card' ? 'the card' : 'store credit'}.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={isLoading}
          onClick={async () => announceOutcome(await refund({ id: r.id, refund_to: 'card' }), 'Refunded.')}
        >
          Refund to card
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={isLoading}
          onClick={async () =>
            announceOutcome(await refund({ id: r.id, refund_to: 'credit' }), 'Store credit issued.')
          }
        >
          Issue store credit
        </button>
      </div>
    </section>
  )
}

/** One return as staff handle it: what came back and why, then the step its status allows. */
export function ReturnDetail({ r, lots }: { r: ReturnView; lots: ReturnLot[] }) {
  return (
    <>
      <dl className="row small mb-3">
        <dt className="col-sm-3">Order</dt>
        <dd className="col-sm-9">{r.order_no}</dd>
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9">{r.status_label}</dd>
        <dt className="col-sm-3">Reason</dt>
        <dd className="col-sm-9">
          {RETURN_REASON_LABELS[r.reason]}
          {r.details ? `: ${r.details}` : ''}
        </dd>
        <dt className="col-sm-3">Refund</dt>
        <dd className="col-sm-9">
          {formatMoney(r.refund_cents)} {r.refund_to === 'card' ? 'to the card' : 'as store credit'}
        </dd>
        {r.decision_note ? (
          <>
            <dt className="col-sm-3">Note</dt>
            <dd className="col-sm-9">{r.decision_note}</dd>
          </>
        ) : null}
      </dl>
      <table className="table table-sm small">
        <caption className="visually-hidden">Lines returned</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Units</th>
            <th scope="col">Opened</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l) => (
            <tr key={l.id}>
              <td>
                {l.product_name} <span className="text-muted">{l.sku}</span>
              </td>
              <td>{l.quantity}</td>
              <td>{l.opened ? 'Yes' : 'No'}</td>
              <td>
                {l.received.length === 0
                  ? '—'
                  : l.received.map((x, i) => (
                      <span key={i} className="d-block">
                        {x.quantity} · {x.disposition.replace('_', ' ')} · {x.note}
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.photos.length > 0 ? (
        <div className="d-flex flex-wrap gap-2 mb-3" aria-label="Customer's photos">
          {r.photos.map((p, i) => (
            <ReturnPhoto key={p.id} returnId={r.id} photoId={p.id} index={i} />
          ))}
        </div>
      ) : null}
      {r.status === 'requested' ? <Decide r={r} /> : null}
      {r.status === 'approved' ? <Receive r={r} lots={lots} /> : null}
      {r.status === 'received' ? <Refund r={r} /> : null}
    </>
  )
}
