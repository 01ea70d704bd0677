import { formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import { COUPON_CODE_MAX_LENGTH } from '@shop/shared/schemas/checkout'
import { useId, useState, type FormEvent } from 'react'

interface CouponFormProps {
  appliedCode: string | null
  discountCents: Cents
  /** Tries the code; answers the server's message when it is refused, else null. */
  onApply: (code: string) => Promise<string | null>
  onRemove: () => void
}

/** Coupon field with Apply and Remove; a refused code shows the server's message (docs/requirements/carts-and-checkout.md §7). */
export function CouponForm({ appliedCode, discountCents, onApply, onRemove }: CouponFormProps) {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const wanted = code.trim()
    if (!wanted) {
      setError('Please enter a coupon code.')
      return
    }
    setBusy(true)
    const message = await onApply(wanted)
    setBusy(false)
    setError(message)
    if (!message) setCode('')
  }

  if (appliedCode) {
    return (
      <div className="d-flex align-items-center justify-content-between gap-2 alert alert-success py-2 mb-0">
        <span>
          Coupon <strong>{appliedCode}</strong> applied: - {formatMoney(discountCents)}
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          onClick={() => {
            setError(null)
            onRemove()
          }}
        >
          Remove<span className="visually-hidden"> coupon {appliedCode}</span>
        </button>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Coupon">
      <label htmlFor={id} className="form-label">
        Coupon code
      </label>
      <div className="input-group">
        <input
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={code}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>
          {busy ? 'Applying...' : 'Apply'}
        </button>
      </div>
      <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
        {error}
      </div>
    </form>
  )
}
