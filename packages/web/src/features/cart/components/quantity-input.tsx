import { useState } from 'react'
import './cart.css'

interface QuantityInputProps {
  /** The product's name, for the controls' accessible labels. */
  name: string
  value: number
  min: number
  max?: number
  /** Asked for every wanted quantity; the parent decides whether it is taken. */
  onChange: (qty: number) => void
  size?: 'sm' | 'lg'
}

/**
 * '-', a number field and '+', each labelled with the product's name. Every tap of a stepper made
 * before the app runs counts (data-tap-repeat, early-taps/early-taps.js).
 */
export function QuantityInput({ name, value, min, max, onChange, size }: QuantityInputProps) {
  // What is being typed, until it is a whole number; the shown value otherwise.
  const [draft, setDraft] = useState<string | null>(null)
  const groupSize = size ? `input-group-${size}` : ''

  const commit = (text: string) => {
    const qty = Number(text)
    if (text.trim() === '' || !Number.isInteger(qty)) return
    // A whole number is handed on at once; the field then shows what the parent kept (clamped or refused).
    setDraft(null)
    onChange(Math.max(min, max === undefined ? qty : Math.min(max, qty)))
  }

  return (
    <div className={`input-group quantity-input ${groupSize}`}>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={`Decrease quantity of ${name}`}
        data-tap-repeat
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        -
      </button>
      <input
        type="number"
        inputMode="numeric"
        className="form-control text-center"
        aria-label={`Quantity of ${name}`}
        min={min}
        max={max}
        value={draft ?? String(value)}
        onChange={(e) => {
          setDraft(e.target.value)
          commit(e.target.value)
        }}
        onBlur={() => setDraft(null)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setDraft(null)
        }}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={`Increase quantity of ${name}`}
        data-tap-repeat
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  )
}
