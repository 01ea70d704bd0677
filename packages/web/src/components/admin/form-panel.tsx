import { useId, type BaseSyntheticEvent, type ReactNode } from 'react'

interface FormPanelProps {
  title: string
  onSubmit: (event?: BaseSyntheticEvent) => void
  busy: boolean
  submitLabel: string
  /** The button's text while saving; without it the label stays. */
  busyLabel?: string
  /** While a row is being changed: the button that leaves it for a new one. */
  startNew?: { label: string; onClick: () => void }
  className?: string
  /** The fields, laid out in one Bootstrap row. */
  children: ReactNode
}

/** The form under a back-office list that adds a row, or changes the one chosen in the list. */
export function FormPanel({
  title,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  startNew,
  className = 'admin-panel mt-3',
  children,
}: FormPanelProps) {
  const id = useId()
  return (
    <form noValidate onSubmit={onSubmit} className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="row g-2">{children}</div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy && busyLabel ? busyLabel : submitLabel}
        </button>
        {startNew && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={startNew.onClick}>
            {startNew.label}
          </button>
        )}
      </div>
    </form>
  )
}
