import type { SortOrder } from '@shop/shared/constants'
import { useId } from 'react'

/** The price sort (docs/requirements/storefront.md §5): ascending is the default. */
export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (sort: SortOrder) => void }) {
  const id = useId()
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select-label">
        Sort by
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(e) => onChange(e.target.value as SortOrder)}
      >
        <option value="asc">Price: Low to high</option>
        <option value="desc">Price: High to low</option>
      </select>
    </div>
  )
}
