import { useId, useState } from 'react'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useGetAdminProductQuery, useGetAdminProductsQuery } from '../admin-catalogue.api'

export interface ProductPickerProps {
  label: string
  value: number | null
  onChange: (productId: number | null) => void
  error?: string
}

const SEARCH_DELAY_MS = 300

/**
 * Chooses a product by name or SKU: a search box, then a plain select of what it found (plus the
 * product already chosen), so it works with the keyboard and a screen reader as any select does.
 */
export function ProductPicker({ label, value, onChange, error }: ProductPickerProps) {
  const id = useId()
  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS)
  const found = useGetAdminProductsQuery(
    { q, per_page: 20, sort: 'product_name', dir: 'asc' },
    { skip: q.length < 2 },
  )
  const current = useGetAdminProductQuery(value ?? 0, { skip: !value })
  const options = [
    ...(current.data
      ? [{ id: current.data.id, label: `${current.data.product_name} (${current.data.sku})` }]
      : []),
    ...(found.data?.items ?? [])
      .filter((p) => p.id !== value)
      .map((p) => ({ id: p.id, label: `${p.product_name} (${p.sku})` })),
  ]
  return (
    <div className="row g-2">
      <div className="col-sm-5">
        <label htmlFor={`${id}-find`} className="form-label small mb-1">
          Find {label.toLowerCase()}
        </label>
        <input
          id={`${id}-find`}
          type="search"
          className="form-control form-control-sm"
          placeholder="Name or SKU"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="col-sm-7">
        <label htmlFor={id} className="form-label small mb-1">
          {label}
        </label>
        <select
          id={id}
          className={`form-select form-select-sm${error ? ' is-invalid' : ''}`}
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">
            {q.length < 2
              ? 'Type 2 letters to search…'
              : found.isFetching
                ? 'Searching…'
                : `${found.data?.total ?? 0} found`}
          </option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
    </div>
  )
}
