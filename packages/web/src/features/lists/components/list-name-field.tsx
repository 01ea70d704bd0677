import { LIST_NAME_MAX } from '@shop/shared/constants'

interface ListNameFieldProps {
  id: string
  label: string
  value: string
  onChange: (name: string) => void
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
        className={`form-control${small ? ' form-control-sm' : ''}`}
        value={value}
        maxLength={LIST_NAME_MAX}
        required
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
