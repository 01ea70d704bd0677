import { RETURN_PHOTOS_MAX, RETURN_PHOTO_MAX_BYTES } from '@shop/shared/schemas/returns'
import {
  REFUND_TO,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type RefundTo,
  type ReturnReason,
} from '@shop/shared/returns'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '../../../lib/toast'
import { useGetReturnOptionsQuery, useStartReturnMutation } from '../returns.api'

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'))
    reader.readAsDataURL(file)
  })
}

const REFUND_LABELS: Record<RefundTo, string> = {
  card: 'Refund to my card',
  credit: 'Store credit (spent first on my next order)',
}

/**
 * Starts a return: lines and units, the reason, photos, card or store credit. The server checks
 * every rule and answers why it refuses; the page shows that answer as it is.
 */
export function ReturnForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { data: options, isLoading } = useGetReturnOptionsQuery(orderId)
  const [start, { isLoading: sending }] = useStartReturnMutation()
  const [chosen, setChosen] = useState<Record<number, { qty: number; opened: boolean }>>({})
  const [reason, setReason] = useState<ReturnReason | ''>('')
  const [details, setDetails] = useState('')
  const [refundTo, setRefundTo] = useState<RefundTo>('card')
  const [photos, setPhotos] = useState<File[]>([])
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  if (isLoading) return <p role="status">Loading...</p>
  if (!options) return <p role="alert">The return form could not be loaded.</p>
  if (options.refusal) return <p className="small mb-0">{options.refusal}</p>

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const lines = Object.entries(chosen).map(([itemId, c]) => ({
      order_item_id: Number(itemId),
      quantity: c.qty,
      opened: c.opened,
    }))
    if (lines.length === 0) return setError('Choose at least one item to return.')
    if (!reason) return setError('Choose why you are returning the items.')
    const tooBig = photos.find((p) => p.size > RETURN_PHOTO_MAX_BYTES)
    if (tooBig) return setError(`${tooBig.name} is larger than 2 MB.`)
    try {
      const encoded = await Promise.all(photos.map(readBase64))
      const answer = await start({
        orderId,
        body: { lines, reason, details, refund_to: refundTo, photos: encoded },
      }).unwrap()
      toast.success(answer.message ?? 'Return requested.')
      onDone()
    } catch (e) {
      const message = (e as { data?: { message?: string } }).data?.message
      setError(message ?? 'An error occurred while sending your return. Please try again.')
    }
  }

  return (
    <form noValidate onSubmit={submit} className="border rounded p-3" aria-label="Return items">
      <p className="small mb-2">
        You can start a return until {options.deadline} ({options.window_days} days after delivery).
      </p>
      <fieldset className="mb-3">
        <legend className="h6">Items</legend>
        {options.lines.map((l) => {
          const c = chosen[l.order_item_id]
          const boxId = `${id}-line-${l.order_item_id}`
          return (
            <div key={l.order_item_id} className="border-bottom py-2">
              <div className="form-check">
                <input
                  id={boxId}
                  type="checkbox"
                  className="form-check-input"
                  disabled={l.returnable_quantity === 0}
                  checked={Boolean(c)}
                  onChange={(e) =>
                    setChosen((s) => {
                      const next = { ...s }
                      if (e.target.checked) next[l.order_item_id] = { qty: 1, opened: false }
                      else delete next[l.order_item_id]
                      return next
                    })
                  }
                />
                <label className="form-check-label" htmlFor={boxId}>
                  {l.product_name}{' '}
                  <span className="small text-body-secondary">
                    ({l.returnability_label}; {l.returnable_quantity} of {l.bought} can be returned)
                  </span>
                </label>
              </div>
              {c ? (
                <div className="d-flex flex-wrap gap-3 align-items-center ms-4 mt-1">
                  <label className="small" htmlFor={`${boxId}-qty`}>
                    Quantity
                  </label>
                  <select
                    id={`${boxId}-qty`}
                    className="form-select form-select-sm w-auto"
                    value={c.qty}
                    onChange={(e) =>
                      setChosen((s) => ({ ...s, [l.order_item_id]: { ...c, qty: Number(e.target.value) } }))
                    }
                  >
                    {Array.from({ length: l.returnable_quantity }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <div className="form-check mb-0">
                    <input
                      id={`${boxId}-opened`}
                      type="checkbox"
                      className="form-check-input"
                      checked={c.opened}
                      onChange={(e) =>
                        setChosen((s) => ({ ...s, [l.order_item_id]: { ...c, opened: e.target.checked } }))
                      }
                    />
                    <label className="form-check-label small" htmlFor={`${boxId}-opened`}>
                      The packaging has been opened
                    </label>
                  </div>
                </div>
              ) : null}
            </div>
          )
        })}
      </fieldset>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-reason`}>
          Reason
        </label>
        <select
          id={`${id}-reason`}
          className="form-select"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnReason)}
        >
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-details`}>
          Details (optional)
        </label>
        <textarea
          id={`${id}-details`}
          className="form-control"
          rows={2}
          maxLength={2000}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-photos`}>
          Photos (optional, up to {RETURN_PHOTOS_MAX}, 2 MB each: JPEG, PNG or WebP)
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          className="form-control"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(e) => setPhotos(Array.from(e.target.files ?? []).slice(0, RETURN_PHOTOS_MAX))}
        />
      </div>
      <fieldset className="mb-3">
        <legend className="h6">Refund</legend>
        {REFUND_TO.map((r) => (
          <div key={r} className="form-check">
            <input
              id={`${id}-refund-${r}`}
              type="radio"
              name={`${id}-refund`}
              className="form-check-input"
              checked={refundTo === r}
              onChange={() => setRefundTo(r)}
            />
            <label className="form-check-label" htmlFor={`${id}-refund-${r}`}>
              {REFUND_LABELS[r]}
            </label>
          </div>
        ))}
      </fieldset>
      {error ? (
        <p className="alert alert-danger py-2 small" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        Request return
      </button>
    </form>
  )
}
