import { roleMay } from '@shop/shared/business-account-roles'
import { formatDate } from '@shop/shared/format'
import type { Approval, AwaitingApproval } from '@shop/shared/schemas/business-account-approvals'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '../../../config/paths'
import { toast } from '../../../lib/toast'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import {
  useApproveOrderMutation,
  useGetApprovalQueueQuery,
  useGetBusinessAccountQuery,
  useGetMyApprovalsQuery,
  useRejectOrderMutation,
} from '../business-account.api'
import { money } from '../money'
import '../business-account.css'

const STATUS_TEXT: Record<Approval['status'], string> = {
  awaiting: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Not approved',
  expired: 'Expired',
}

const day = (iso: string) => formatDate(iso.slice(0, 10))

/** What checkout hands this page when an order on account waits for approval. */
export interface AwaitingApprovalState {
  awaiting: AwaitingApproval['data']
}

/** One waiting order in the Approver's queue: change quantities or remove lines, then approve, or reject with a reason. */
function QueueItem({ a }: { a: Approval }) {
  const [qty, setQty] = useState<number[]>(() => a.lines.map((l) => l.qty))
  const [note, setNote] = useState('')
  const [reason, setReason] = useState('')
  const [rejecting, setRejecting] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [approve, approving] = useApproveOrderMutation()
  const [reject, rejectingCall] = useRejectOrderMutation()
  const changes = a.lines.flatMap((l, i) => (qty[i] !== l.qty ? [{ line: l.line, qty: qty[i]! }] : []))
  const totalOfLines = a.lines.reduce((s, l, i) => s + l.unit_cents * qty[i]!, 0)
  const heading = `approval-${a.id}`

  const doApprove = async () => {
    setProblem(null)
    if (changes.length && !note.trim()) {
      setProblem('Add a note for the buyer saying what you changed.')
      return
    }
    try {
      const done = await approve({
        id: a.id,
        changes,
        ...(note.trim() ? { note: note.trim() } : {}),
      }).unwrap()
      toast.success(`Approved: order ${done.order_no ?? ''} placed for ${money(done.total_cents)}.`)
    } catch (err) {
      setProblem(errorMessage(err, 'The order could not be approved.'))
    }
  }
  const doReject = async () => {
    setProblem(null)
    if (!reason.trim()) {
      setProblem('Give the buyer a reason.')
      return
    }
    try {
      await reject({ id: a.id, reason: reason.trim() }).unwrap()
      toast.success(`Order of ${a.ordered_by} rejected.`)
    } catch (err) {
      setProblem(fieldErrorsOf(err)?.reason?.[0] ?? errorMessage(err, 'The order could not be rejected.'))
    }
  }

  return (
    <li className="card mb-3 approval-card" aria-labelledby={heading} data-testid="approval">
      <div className="card-body">
        <h3 id={heading} className="h6 mb-1">
          {a.ordered_by} · {money(a.total_cents)}
        </h3>
        <p className="small text-body-secondary mb-2">
          Placed {day(a.created_at)}
          {a.po_number ? ` · PO ${a.po_number}` : ''} · prices held until {day(a.prices_held_until)}
          {a.stock_released
            ? ' · items no longer reserved'
            : ` · items reserved until ${day(a.stock_held_until)}`}
        </p>
        <ul className="small mb-2">
          {a.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <ul className="list-unstyled approval-lines">
          {a.lines.map((l, i) => (
            <li key={l.line} className="d-flex flex-wrap align-items-center gap-2 py-1 border-bottom">
              <span className={`flex-grow-1 ${qty[i] === 0 ? 'text-decoration-line-through' : ''}`}>
                {l.name} <span className="text-body-secondary">at {money(l.unit_cents)}</span>
              </span>
              <input
                type="number"
                min={0}
                max={9999}
                inputMode="numeric"
                className="form-control form-control-sm approval-qty"
                aria-label={`Quantity of ${l.name}`}
                value={qty[i]}
                onChange={(e) => {
                  const n = Math.max(0, Math.min(9999, Math.floor(Number(e.target.value) || 0)))
                  setQty((q) => q.map((v, j) => (j === i ? n : v)))
                }}
              />
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={qty[i] === 0 ? `Put back ${l.name}` : `Remove ${l.name}`}
                onClick={() => setQty((q) => q.map((v, j) => (j === i ? (v === 0 ? l.qty : 0) : v)))}
              >
                {qty[i] === 0 ? 'Put back' : 'Remove'}
              </button>
            </li>
          ))}
        </ul>
        {changes.length ? (
          <p className="small" data-testid="changed-total">
            Lines after your changes: {money(totalOfLines)} (shipping and tax are worked out again)
          </p>
        ) : null}
        <label className="form-label small" htmlFor={`${heading}-note`}>
          Note for the buyer
        </label>
        <textarea
          id={`${heading}-note`}
          className="form-control form-control-sm mb-2"
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <div aria-live="polite">{problem ? <p className="alert alert-danger py-2">{problem}</p> : null}</div>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={approving.isLoading || totalOfLines === 0}
            onClick={doApprove}
          >
            {changes.length ? 'Approve with changes' : 'Approve'}
          </button>
          <button type="button" className="btn btn-outline-danger" onClick={() => setRejecting((r) => !r)}>
            Reject…
          </button>
        </div>
        {rejecting ? (
          <div className="mt-2">
            <label className="form-label small" htmlFor={`${heading}-reason`}>
              Reason to reject
            </label>
            <input
              id={`${heading}-reason`}
              className="form-control form-control-sm mb-2"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={rejectingCall.isLoading}
              onClick={doReject}
            >
              Reject order
            </button>
          </div>
        ) : null}
      </div>
    </li>
  )
}

function Queue() {
  const { data, error, isLoading } = useGetApprovalQueueQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <section aria-labelledby="approval-queue-heading" className="mb-4">
      <h2 id="approval-queue-heading" className="h5">
        Waiting for approval
      </h2>
      {isLoading ? <p>Loading…</p> : null}
      {error ? (
        <p className="alert alert-warning">{errorMessage(error, 'The queue could not be shown.')}</p>
      ) : null}
      {data && data.items.length === 0 ? <p>No order is waiting.</p> : null}
      {data?.items.length ? (
        <ul className="list-unstyled">
          {data.items.map((a) => (
            <QueueItem key={a.id} a={a} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function MyApprovals() {
  const { data } = useGetMyApprovalsQuery(undefined, { refetchOnMountOrArgChange: true })
  if (!data) return null
  if (!data.items.length) return <p>None of your orders has waited for approval.</p>
  return (
    <section aria-labelledby="my-approvals-heading">
      <h2 id="my-approvals-heading" className="h5">
        Your orders that needed approval
      </h2>
      <ul className="list-unstyled">
        {data.items.map((a) => (
          <li key={a.id} className="border-bottom py-2" data-testid="my-approval">
            <strong>{STATUS_TEXT[a.status]}</strong> · {money(a.total_cents)} · placed {day(a.created_at)}
            {a.order_no ? ` · order ${a.order_no}` : ''}
            {a.note ? <span className="d-block small text-body-secondary">Note: {a.note}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Approvals: the Approvers' and owner's queue of orders on account waiting for approval, and each
 * person's own orders that waited, with how each ended. Checkout brings a buyer here when their
 * order waits.
 */
export function ApprovalsScreen() {
  const { data, isError } = useGetBusinessAccountQuery()
  const role = data?.role ?? null
  const state = useLocation().state as Partial<AwaitingApprovalState> | null
  const awaiting = state?.awaiting
  return (
    <section className="business-account">
      <h1 className="h4 mb-3">Approvals</h1>
      <p>
        <Link to={paths.businessAccount}>Back to the business account</Link>
      </p>
      {awaiting ? (
        <div className="alert alert-info" role="status" data-testid="awaiting-approval">
          <p className="fw-semibold mb-1">
            Your order of {money(Math.round(awaiting.total * 100))} is awaiting approval.
          </p>
          <ul className="mb-1">
            {awaiting.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p className="mb-0 small">
            Nothing is charged yet. Its prices are held until {day(awaiting.pricesHeldUntil)} and its items
            reserved until {day(awaiting.stockHeldUntil)}. You will get an e-mail when it is approved or
            rejected.
          </p>
        </div>
      ) : null}
      {isError || (data && !role) ? (
        <p>Approvals are for the people of a business account, and you are not on one.</p>
      ) : null}
      {roleMay(role, 'approve') ? <Queue /> : null}
      {roleMay(role, 'order') ? <MyApprovals /> : null}
    </section>
  )
}
