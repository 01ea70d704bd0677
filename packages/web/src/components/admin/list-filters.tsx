import { zodResolver } from '@hookform/resolvers/zod'
import { ListSearchFormSchema } from '@shop/shared/schemas/admin/common'
import { useId, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { DateInput } from '../date-input'

/** The row of filters above a list; folded behind a button on a phone, so the list comes first. */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary d-md-none mb-2"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide filters' : 'Filters'}
      </button>
      <div
        id={id}
        role="search"
        aria-label={label}
        className={`admin-filters ${open ? 'd-flex' : 'd-none d-md-flex'} flex-wrap align-items-end gap-2 mb-2`}
      >
        {children}
      </div>
    </>
  )
}

interface SearchBoxProps {
  label: string
  value: string
  onSearch: (value: string) => void
  placeholder?: string
}

type ListSearchInput = z.input<typeof ListSearchFormSchema>
type ListSearch = z.output<typeof ListSearchFormSchema>

/** A text filter, applied when submitted (Enter or the button), not on every key. */
export function SearchBox({ label, value, onSearch, placeholder }: SearchBoxProps) {
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ListSearchInput, unknown, ListSearch>({
    resolver: zodResolver(ListSearchFormSchema),
    defaultValues: { q: value },
  })
  const [shown, setShown] = useState(value)
  // The address changed from elsewhere (Back, a cleared filter): show its value.
  if (shown !== value) {
    setShown(value)
    reset({ q: value })
  }
  const error = errors.q?.message
  return (
    <form className="admin-filter" onSubmit={handleSubmit(({ q }) => onSearch(q))} noValidate>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <div className="input-group input-group-sm has-validation">
        <input
          id={id}
          type="search"
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder={placeholder}
          // The schema's limit too: typed text stops there, so the message is for pasted control characters.
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('q')}
        />
        <button type="submit" className="btn btn-outline-primary">
          Search
        </button>
      </div>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </form>
  )
}

interface FilterSelectProps {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly (string | { value: string; label: string })[]
  /** The text of the no-filter choice. */
  anyLabel?: string
}

/** A choice filter, applied as soon as it changes. */
export function FilterSelect({ label, value, onChange, options, anyLabel = 'All' }: FilterSelectProps) {
  const id = useId()
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => {
          const option = typeof o === 'string' ? { value: o, label: o } : o
          return (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )
        })}
      </select>
    </div>
  )
}

/** A date filter (a day in the shop's time zone), typed DD-MM-YYYY. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <DateInput
        id={id}
        className="form-control form-control-sm"
        value={value}
        // The list follows once the text is a real day, or is emptied.
        onChange={(day) => {
          if (day === null) onChange('')
          else if (/^\d{4}-\d{2}-\d{2}$/.test(day)) onChange(day)
        }}
      />
    </div>
  )
}
