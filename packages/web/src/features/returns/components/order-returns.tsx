import { formatMoney } from '@shop/shared/format'
import { RETURN_REASON_LABELS } from '@shop/shared/returns'
import { useId, useState } from 'react'
import { useGetOrderReturnsQuery, useGetReturnOptionsQuery } from '../returns.api'
import { ReturnForm } from './return-form'

/**
 * A delivered order's returns (status, what happens next, the refund) and the way to start one,
 * offered only while the server says something may still come back (else its reason instead).
 */
export function OrderReturns({ orderId }: { orderId: number }) {
  const { data: returns = [] } = useGetOrderReturnsQuery(orderId)
  const { data: options } = useGetReturnOptionsQuery(orderId)
  const [open, setOpen] = useState(false)
  const canStart = options?.returnable === true
  const headingId = useId()
  const formId = useId()
  return (
    <section className="border-top pt-3 mt-3" aria-labelledby={headingId}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h3 id={headingId} className="h6 mb-0">
          Returns
        </h3>
        {canStart ? (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Close return form' : 'Return items'}
          </button>
        ) : null}
      </div>
      {options?.refusal ? (
        <p className="small text-body-secondary mb-2" data-testid="no-return">
          {options.refusal}
        </p>
      ) : null}
      {returns.length === 0 && !open ? (
        <p className="small text-body-secondary mb-0">No returns for this order.</p>
      ) : null}
      <ul className="list-unstyled mb-0">
        {returns.map((r) => (
          <li key={r.id} className="border rounded p-2 mb-2 small" data-testid="return-entry">
            <p className="mb-1">
              <strong>{r.return_no}</strong> · {RETURN_REASON_LABELS[r.reason]} ·{' '}
              <span className="badge text-bg-light border">{r.status_label}</span>
            </p>
            <p className="mb-1">{r.lines.map((l) => `${l.quantity} × ${l.product_name}`).join(', ')}</p>
            {r.status !== 'refused' ? (
              <p className="mb-1">
                {r.refunded_at ? 'Refunded' : 'Estimated refund'}: {formatMoney(r.refund_cents)}{' '}
                {r.refund_to === 'card' ? 'to your card' : 'as store credit'}
              </p>
            ) : null}
            {r.decision_note ? (
              <p className="mb-1">
                {r.status === 'refused' ? 'Why: ' : 'Note: '}
                {r.decision_note}
              </p>
            ) : null}
            {r.instructions ? <p className="mb-0">{r.instructions}</p> : null}
          </li>
        ))}
      </ul>
      <div id={formId} hidden={!open || !canStart}>
        {open && canStart ? <ReturnForm orderId={orderId} onDone={() => setOpen(false)} /> : null}
      </div>
    </section>
  )
}
