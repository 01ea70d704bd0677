import { RATING_FILTERS } from '@shop/shared/constants'
import type { FacetValue, ListingFacets } from '@shop/shared/schemas/catalogue'
import { readPriceRange } from '@shop/shared/price-range-form'
import { useId, useState } from 'react'
import { ActionForm } from '../../../components/action-form'
import { activeFilterCount, NO_FILTERS, type ListingQuery } from '../listing-query'

/** Brands shown before 'Show all brands': the list is long (docs/requirements/catalogue-api.md §4.2). */
const BRANDS_SHOWN = 8

interface FilterPanelProps {
  query: ListingQuery
  /** Counts per value from the server; undefined while the first answer loads. */
  facets: ListingFacets | undefined
  /** The page is one category's or one brand's: that facet is not offered. */
  fixed: { category: boolean; brand: boolean }
  onChange: (change: Partial<ListingQuery>) => void
}

function toggle(list: readonly string[], slug: string): string[] {
  return list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug]
}

function SlugFacet({
  legend,
  values,
  chosen,
  limit,
  onChange,
}: {
  legend: string
  values: FacetValue[]
  chosen: string[]
  limit?: number
  onChange: (next: string[]) => void
}) {
  const id = useId()
  const [all, setAll] = useState(false)
  // Chosen values always show, even beyond the first few.
  const shown = limit && !all ? values.filter((v, i) => i < limit || chosen.includes(v.slug)) : values
  if (values.length === 0) return null
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{legend}</legend>
      {shown.map((v) => (
        <div className="form-check" key={v.slug}>
          <input
            className="form-check-input"
            type="checkbox"
            id={`${id}-${v.slug}`}
            checked={chosen.includes(v.slug)}
            onChange={() => onChange(toggle(chosen, v.slug))}
          />
          <label
            className="form-check-label d-flex justify-content-between gap-2"
            htmlFor={`${id}-${v.slug}`}
          >
            <span>{v.name}</span>
            <span className="filter-count">{v.count}</span>
          </label>
        </div>
      ))}
      {limit && values.length > limit ? (
        <button type="button" className="btn btn-link btn-sm px-0" onClick={() => setAll((v) => !v)}>
          {all ? `Show fewer ${legend.toLowerCase()}` : `Show all ${values.length} ${legend.toLowerCase()}`}
        </button>
      ) : null}
    </fieldset>
  )
}

function PriceFacet({
  query,
  range,
  onChange,
}: {
  query: ListingQuery
  range: ListingFacets['price'] | undefined
  onChange: (change: Partial<ListingQuery>) => void
}) {
  const id = useId()
  const [min, setMin] = useState(query.minPrice)
  const [max, setMax] = useState(query.maxPrice)
  const [shown, setShown] = useState({ min: query.minPrice, max: query.maxPrice })
  // Back/forward or 'Clear all' changed the URL: show its range (adjusting state while rendering).
  if (shown.min !== query.minPrice || shown.max !== query.maxPrice) {
    setShown({ min: query.minPrice, max: query.maxPrice })
    setMin(query.minPrice)
    setMax(query.maxPrice)
  }
  return (
    <ActionForm
      className="filter-group"
      action={(form) => onChange(readPriceRange(form))}
      aria-labelledby={`${id}-legend`}
    >
      <p id={`${id}-legend`} className="filter-legend">
        Price (US $)
      </p>
      <div className="d-flex align-items-end gap-2">
        <div>
          <label className="form-label small mb-0" htmlFor={`${id}-min`}>
            Min
          </label>
          <input
            id={`${id}-min`}
            name="min_price"
            className="form-control form-control-sm"
            inputMode="decimal"
            placeholder={range?.min != null ? String(Math.floor(range.min)) : ''}
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </div>
        <div>
          <label className="form-label small mb-0" htmlFor={`${id}-max`}>
            Max
          </label>
          <input
            id={`${id}-max`}
            name="max_price"
            className="form-control form-control-sm"
            inputMode="decimal"
            placeholder={range?.max != null ? String(Math.ceil(range.max)) : ''}
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-outline-primary btn-sm">
          Apply<span className="visually-hidden"> price range</span>
        </button>
      </div>
    </ActionForm>
  )
}

/**
 * The listing's filters (docs/requirements/storefront.md §5): category, brand, price range, in stock
 * only, on sale and rating, each value with its count from the server. Every change goes to the URL.
 */
export function FilterPanel({ query, facets, fixed, onChange }: FilterPanelProps) {
  const id = useId()
  const active = activeFilterCount(query)
  return (
    <div className="filter-panel" aria-busy={!facets}>
      {active > 0 ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary mb-3"
          onClick={() => onChange(NO_FILTERS)}
        >
          Clear all filters
        </button>
      ) : null}
      {!fixed.category && facets ? (
        <SlugFacet
          legend="Categories"
          values={facets.categories}
          chosen={query.categories}
          onChange={(categories) => onChange({ categories })}
        />
      ) : null}
      {!fixed.brand && facets ? (
        <SlugFacet
          legend="Brands"
          values={facets.brands}
          chosen={query.brands}
          limit={BRANDS_SHOWN}
          onChange={(brands) => onChange({ brands })}
        />
      ) : null}
      <PriceFacet query={query} range={facets?.price} onChange={onChange} />
      <fieldset className="filter-group">
        <legend className="filter-legend">Availability</legend>
        <div className="form-check">
          <input
            className="form-check-input"
            type="checkbox"
            id={`${id}-in-stock`}
            checked={query.inStock}
            onChange={(e) => onChange({ inStock: e.target.checked })}
          />
          <label className="form-check-label d-flex justify-content-between gap-2" htmlFor={`${id}-in-stock`}>
            <span>In stock only</span>
            <span className="filter-count">{facets?.in_stock}</span>
          </label>
        </div>
        <div className="form-check">
          <input
            className="form-check-input"
            type="checkbox"
            id={`${id}-on-sale`}
            checked={query.onSale}
            onChange={(e) => onChange({ onSale: e.target.checked })}
          />
          <label className="form-check-label d-flex justify-content-between gap-2" htmlFor={`${id}-on-sale`}>
            <span>On sale</span>
            <span className="filter-count">{facets?.on_sale}</span>
          </label>
        </div>
        <div className="form-check">
          <input
            className="form-check-input"
            type="checkbox"
            id={`${id}-professional`}
            checked={Boolean(query.professional)}
            onChange={(e) => onChange({ professional: e.target.checked })}
          />
          <label className="form-check-label" htmlFor={`${id}-professional`}>
            Professional products
          </label>
        </div>
      </fieldset>
      <fieldset className="filter-group">
        <legend className="filter-legend">Customer rating</legend>
        {[...RATING_FILTERS, null].map((rating) => {
          const count = rating ? facets?.ratings.find((r) => r.rating === rating)?.count : undefined
          return (
            <div className="form-check" key={rating ?? 'any'}>
              <input
                className="form-check-input"
                type="radio"
                name={`${id}-rating`}
                id={`${id}-rating-${rating ?? 'any'}`}
                checked={query.rating === rating}
                onChange={() => onChange({ rating })}
              />
              <label
                className="form-check-label d-flex justify-content-between gap-2"
                htmlFor={`${id}-rating-${rating ?? 'any'}`}
              >
                <span>{rating ? `${rating} stars & up` : 'Any rating'}</span>
                <span className="filter-count">{count}</span>
              </label>
            </div>
          )
        })}
      </fieldset>
    </div>
  )
}
