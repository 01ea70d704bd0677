import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate, formatMoney } from '@shop/shared/format'
import { itemCodeText } from '@shop/shared/packs'
import {
  RECEIPT_DISPOSITIONS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_STAFF_LABELS,
  type ReceiptDisposition,
  type RefundTo,
} from '@shop/shared/returns'
import { ReturnReceiveSchema, type ReturnView } from '@shop/shared/schemas/returns'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { FormField, SelectField } from '../../../components/form-field'
import { announceOutcome } from '../../../lib/admin-outcome'
import {
  useDecideReturnMutation,
  useReceiveReturnMutation,
  useRefundReturnMutation,
  type ReturnCard,
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

type ReceiveInput = z.input<typeof ReturnReceiveSchema>
type Receipt = z.output<typeof ReturnReceiveSchema>

const REASON_OPTIONS = RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }))
const DISPOSITION_OPTIONS = RECEIPT_DISPOSITIONS.map((value) => ({ value, label: DISPOSITION_LABELS[value] }))

/**
 * Receiving what came back: each open line's units, where they go and why, and the reason as staff
 * found it (it starts at the customer's; a corrected one is sent, and shipping and a not-returnable
 * item's refund follow it).
 */
function Receive({ r, lots }: { r: ReturnView; lots: ReturnLot[] }) {
  const [receive, { isLoading }] = useReceiveReturnMutation()
  const id = useId()
  const open = r.lines
    .map((l) => ({ line: l, left: l.quantity - l.received.reduce((s, x) => s + x.quantity, 0) }))
    .filter((x) => x.left > 0)
  const form = useForm<ReceiveInput, unknown, Receipt>({
    resolver: zodResolver(ReturnReceiveSchema),
    defaultValues: {
      reason: r.reason,
      items: open.map(({ line, left }) => ({
        return_line_id: line.id,
        quantity: left,
        disposition: 'quarantine',
        lot_id: lots.find((x) => x.return_line_id === line.id)?.lot_id ?? null,
        note: '',
      })),
    },
  })
  const {
    register,
    control,
    formState: { errors },
  } = form
  const items = useWatch({ control, name: 'items' })
  const onSubmit = useAdminSave(form, {
    send: (values) =>
      receive({
        id: r.id,
        items: values.items.map((item) => ({
          ...item,
          lot_id: item.disposition === 'write_off' ? null : item.lot_id,
        })),
        // Only a corrected reason is sent: the customer's stands otherwise.
        ...(values.reason && values.reason !== r.reason ? { reason: values.reason } : {}),
      }),
    saved: 'Units received.',
  })
  if (open.length === 0) return null
  return (
    <form className="admin-panel mb-3" aria-labelledby={`${id}-h`} onSubmit={onSubmit} noValidate>
      <h2 id={`${id}-h`} className="h6">
        Receive the units
      </h2>
      <SelectField
        className="mb-2"
        label="Reason as found"
        options={REASON_OPTIONS}
        registration={register('reason')}
        error={errors.reason?.message}
        hint={`The customer said: ${RETURN_REASON_LABELS[r.reason]}. Change it if what came back shows otherwise: shipping and the refund of an item not returnable follow it.`}
      />
      {open.map(({ line, left }, i) => {
        const lineErrors = errors.items?.[i]
        return (
          <fieldset key={line.id} className="border rounded p-2 mb-2">
            <legend className="h6 small mb-1">
              {line.product_name} ({left} to receive{line.opened ? ', opened' : ''})
            </legend>
            <div className="row g-2">
              <FormField
                className="col-sm-2"
                label="Units"
                type="number"
                min={1}
                max={left}
                registration={register(`items.${i}.quantity`, { valueAsNumber: true })}
                error={lineErrors?.quantity?.message}
              />
              <SelectField
                className="col-sm-4"
                label="Where they go"
                options={DISPOSITION_OPTIONS}
                registration={register(`items.${i}.disposition`)}
                error={lineErrors?.disposition?.message}
              />
              <SelectField
                className="col-sm-3"
                label="Lot"
                placeholder="No lot"
                options={lots
                  .filter((x) => x.return_line_id === line.id)
                  .map((x) => ({
                    value: String(x.lot_id),
                    label: `${x.lot_number} ${x.expiry_date ? `(exp. ${formatDate(x.expiry_date)})` : ''} · ${x.status}`,
                  }))}
                disabled={items?.[i]?.disposition === 'write_off'}
                registration={register(`items.${i}.lot_id`, {
                  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
                })}
                error={lineErrors?.lot_id?.message}
              />
              <FormField
                className="col-sm-3"
                label="Why (state of the units)"
                maxLength={500}
                registration={register(`items.${i}.note`)}
                error={lineErrors?.note?.message}
              />
            </div>
          </fieldset>
        )
      })}
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        Receive units
      </button>
    </form>
  )
}

/** The card the order was paid with, as the refund confirmation names it. */
function cardName(card: ReturnCard | null | undefined) {
  return card ? `the customer's ${card.brand ?? 'card'} ending ${card.last4}` : "the customer's card"
}

function Refund({ r, card: paidWith }: { r: ReturnView; card?: ReturnCard | null }) {
  const [refund, { isLoading }] = useRefundReturnMutation()
  const [asking, setAsking] = useState<RefundTo | null>(null)
  const amount = formatMoney(r.refund_cents)
  const card = cardName(paidWith)
  const confirm = async () => {
    if (!asking) return
    const result = await refund({ id: r.id, refund_to: asking })
    announceOutcome(result, asking === 'card' ? 'Refunded.' : 'Store credit issued.')
    setAsking(null)
  }
  return (
    <section className="admin-panel mb-3" aria-label="Refund">
      <h2 className="h6">Refund {amount}</h2>
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
          onClick={() => setAsking('card')}
        >
          Refund to card
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={isLoading}
          onClick={() => setAsking('credit')}
        >
          Issue store credit
        </button>
      </div>
      {/* Money leaves the shop and cannot be taken back: staff read the amount and where it goes first. */}
      <ConfirmDialog
        show={asking !== null}
        title={asking === 'card' ? `Refund ${amount} to the card?` : `Issue ${amount} as store credit?`}
        confirmLabel={asking === 'card' ? `Refund ${amount}` : `Issue ${amount}`}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {/* The order number kept on one line: a phone broke it at its hyphen. */}
        <p className="mb-0">
          {asking === 'card'
            ? `${amount} goes back to ${card} `
            : `${amount} is added to the customer's store credit `}
          (order <span className="text-nowrap">{r.order_no}</span>).
          {asking === 'card' ? ' A card refund cannot be undone.' : ''} The customer is e-mailed.
        </p>
      </ConfirmDialog>
    </section>
  )
}

/** One return as staff handle it: what came back and why, then the step its status allows. */
export function ReturnDetail({
  r,
  lots,
  card,
}: {
  r: ReturnView
  lots: ReturnLot[]
  card?: ReturnCard | null
}) {
  return (
    <>
      <dl className="row small mb-3">
        <dt className="col-sm-3">Order</dt>
        <dd className="col-sm-9">{r.order_no}</dd>
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9">{RETURN_STATUS_STAFF_LABELS[r.status]}</dd>
        <dt className="col-sm-3">Reason</dt>
        <dd className="col-sm-9">
          {RETURN_REASON_LABELS[r.reason]}
          {r.details ? `: ${r.details}` : ''}
        </dd>
        <dt className="col-sm-3">Refund</dt>
        <dd className="col-sm-9">
          {formatMoney(r.refund_cents)}{' '}
          {r.refund_to === 'card' ? "to the customer's card" : 'as store credit'}
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
                {l.product_name} <span className="text-muted">{itemCodeText(l.sku)}</span>
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
      {r.status === 'received' ? <Refund r={r} card={card} /> : null}
    </>
  )
}
