import { useId } from 'react'
import type { ListingSortKey } from '../listing-query'

const LABELS: Record<ListingSortKey, string> = {
  relevance: 'Relevance',
  asc: 'Price: Low to high',
  desc: 'Price: High to low',
  newest: 'Newest',
  discount: 'Biggest discount',
}

/**
 * The listing's sort (docs/requirements/storefront.md §5): the spec's price orders (ascending the
 * default), newest and biggest discount; a search adds relevance, its default.
 */
export function SortSelect({
  value,
  search,
  onChange,
}: {
  value: ListingSortKey
  /** Whether the listing is a search (relevance is offered only then). */
  search: boolean
  onChange: (sort: ListingSortKey) => void
}) {
  const id = useId()
  const keys = (Object.keys(LABELS) as ListingSortKey[]).filter((k) => search || k !== 'relevance')
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select-label">
        Sort by
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(e) => onChange(e.target.value as ListingSortKey)}
      >
        {keys.map((k) => (
          <option key={k} value={k}>
            {LABELS[k]}
          </option>
        ))}
      </select>
    </div>
  )
}
