import { LIST_NAME_MAX } from '@shop/shared/constants'
import type { Ref } from 'react'

interface ListNameFieldProps {
  id: string
  label: string
  value: string
  onChange: (name: string) => void
  onBlur?: () => void
  /** The form's handle on the input, so a refused name takes the focus. */
  inputRef?: Ref<HTMLInputElement>
  /** What is wrong with the name (the shared schema's or the server's words), shown under it. */
  error?: string
  /** The small field of a card or an inline form; the full-size one on the lists page. */
  small?: boolean
  placeholder?: string
  autoFocus?: boolean
}

/** A reorder list's name, as the server accepts it: required, at most LIST_NAME_MAX characters. */
export function ListNameField({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  small,
  placeholder,
  autoFocus,
}: ListNameFieldProps) {
  return (
    <div>
      <label className={`form-label mb-1${small ? ' small' : ''}`} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className={`form-control${small ? ' form-control-sm' : ''}${error ? ' is-invalid' : ''}`}
        value={value}
        maxLength={LIST_NAME_MAX}
        required
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  )
}
