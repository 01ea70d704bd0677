import { formatDate, parseDayMonthYear } from '@shop/shared/format'
import { useState, type InputHTMLAttributes } from 'react'

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** A calendar date 'YYYY-MM-DD', or empty. */
  value: string | null | undefined
  /**
   * 'YYYY-MM-DD' for a real day, null when emptied, and the text as typed when it is not a day yet
   * (a schema then refuses it, naming the field).
   */
  onChange: (value: string | null) => void
}

const textOf = (iso: string | null | undefined) => (iso ? formatDate(iso) : '')

/** What the typed text means: the day 'YYYY-MM-DD', null when empty, or the text itself. */
export function dateFromText(text: string): string | null {
  const t = text.trim()
  if (t === '') return null
  return parseDayMonthYear(t) ?? t
}

/**
 * A date typed as the shop writes dates everywhere else, DD-MM-YYYY, not the browser's own picker
 * (which reads mm/dd/yyyy on most machines); the form gets 'YYYY-MM-DD'.
 */
export function DateInput({ value, onChange, className, ...input }: DateInputProps) {
  const [text, setText] = useState(() => textOf(value))
  const [sent, setSent] = useState(value)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    // A new value from outside (a row loaded, a reset, a cleared filter): show it.
    setShown(value)
    if (sent !== value) setText(textOf(value))
  }
  return (
    <input
      {...input}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD-MM-YYYY"
      className={className ?? 'form-control'}
      value={text}
      onChange={(e) => {
        const next = dateFromText(e.target.value)
        setText(e.target.value)
        setSent(next)
        onChange(next)
      }}
    />
  )
}

/**
 * The message under a date field: the shop's format when the field holds no day at all (left empty
 * or typed wrong), as the schema's own message names the API's YYYY-MM-DD.
 */
export function dateErrorMessage(value: unknown, error: string | undefined): string | undefined {
  if (!error) return undefined
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? error : 'Enter a date as DD-MM-YYYY'
}
