import type { ReactNode } from 'react'

interface RadioOptionProps {
  id: string
  /** The group's name: the options of one choice share it. */
  name: string
  checked: boolean
  onSelect: () => void
  label: ReactNode
  disabled?: boolean
  describedBy?: string
  /** Shown under the option, e.g. what it means. */
  children?: ReactNode
}

/** One option of a choice made with radio buttons. */
export function RadioOption({
  id,
  name,
  checked,
  onSelect,
  label,
  disabled,
  describedBy,
  children,
}: RadioOptionProps) {
  return (
    <div className="form-check">
      <input
        className="form-check-input"
        type="radio"
        name={name}
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onSelect}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  )
}
