import { useId, useState } from 'react'
import { describedBy, FieldFrame } from '../form-field'

interface MoneyInputProps {
  label: string
  /** Whole cents, or null when empty. */
  value: number | null | undefined
  onChange: (cents: number | null) => void
  onBlur?: () => void
  error?: string
  hint?: string
  required?: boolean
  className?: string
}

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
}: MoneyInputProps) {
  const id = useId()
  const fromValue =
    value === null || value === undefined || Number.isNaN(value) ? '' : (value / 100).toFixed(2)
  const [text, setText] = useState(fromValue)
  const [shown, setShown] = useState(value)
  // A new value from outside (a product loaded, a reset): show it.
  if (shown !== value) {
    setShown(value)
    const typed = text.trim() === '' ? null : Math.round(Number(text) * 100)
    if (typed !== value) setText(fromValue)
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
            setText(e.target.value)
            const t = e.target.value.trim()
            // Not a number: NaN reaches the schema, which names the field.
            onChange(t === '' ? null : /^\d+(\.\d{0,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN)
          }}
          onBlur={onBlur}
        />
      </div>
    </FieldFrame>
  )
}
