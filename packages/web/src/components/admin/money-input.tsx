import { useId, useState } from 'react'
import { describedBy, FieldFrame } from '../form-field'

interface MoneyInputProps {
  label: string
  /** Whole cents, or null when empty (0 with `emptyIsZero`); NaN while the text is not an amount. */
  value: number | null | undefined
  onChange: (cents: number | null) => void
  onBlur?: () => void
  error?: string
  hint?: string
  required?: boolean
  className?: string
  /** An empty box is 0 (an amount always set); otherwise it is null, which the schema judges. */
  emptyIsZero?: boolean
}

const AMOUNT = /^\d+(\.\d{0,2})?$/

/** What the typed text means in cents: null when empty, NaN when it is not an amount. */
export function centsFromText(text: string, emptyIsZero = false): number | null {
  const t = text.trim()
  if (t === '') return emptyIsZero ? 0 : null
  // Not an amount: NaN reaches the schema, which names the field.
  return AMOUNT.test(t) ? Math.round(Number(t) * 100) : Number.NaN
}

const textOf = (cents: number | null | undefined) =>
  cents === null || cents === undefined || Number.isNaN(cents) ? '' : (cents / 100).toFixed(2)

/** Dollars as text ('12.50'), whole cents to the form: staff type money as they read it. */
export function MoneyInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  className,
  emptyIsZero,
}: MoneyInputProps) {
  const id = useId()
  const [text, setText] = useState(() => textOf(value))
  // The value this box last sent: when the form hands it back, the text as typed stays ('1.5' is
  // not rewritten to '1.50' under the cursor). Object.is, since a half-typed amount is NaN.
  const [sent, setSent] = useState(value)
  const [shown, setShown] = useState(value)
  if (!Object.is(shown, value)) {
    // A new value from outside (a row loaded, a reset): show it.
    setShown(value)
    if (!Object.is(sent, value)) setText(textOf(value))
  }
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <div className="input-group">
        <span className="input-group-text">US $</span>
        <input
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          inputMode="decimal"
          value={text}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => {
            const cents = centsFromText(e.target.value, emptyIsZero)
            setText(e.target.value)
            setSent(cents)
            onChange(cents)
          }}
          onBlur={onBlur}
        />
      </div>
    </FieldFrame>
  )
}
