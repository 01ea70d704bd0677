import { useId } from 'react'

/** One choice of a status filter; the value '' lists every status. */
export interface StatusChoice<S extends string> {
  value: S | ''
  label: string
}

/** The status filter above a back-office queue (applications, accounts, invoices, returns). */
export function StatusSelect<S extends string>({
  value,
  choices,
  onChange,
}: {
  value: S | ''
  choices: readonly StatusChoice<S>[]
  onChange: (status: S | '') => void
}) {
  const id = useId()
  return (
    <div className="mb-3" style={{ maxWidth: '20rem' }}>
      <label className="form-label" htmlFor={id}>
        Status
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(e) => onChange(e.target.value as S | '')}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  )
}
