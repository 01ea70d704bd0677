import { formatDate } from '@shop/shared/format'
import { useState } from 'react'
import { useGetLotsQuery } from '../admin-stock.api'

export interface LotChoice {
  /** The lots ticked, all of one product. */
  chosen: number[]
  /** The ticked lots and their product (undefined when none is ticked). */
  onChange: (lotIds: number[], productId: number | undefined) => void
}

/** Finds lots by product or lot number and ticks those of one product (a recall's lots). */
export function LotChooser({ chosen, onChange }: LotChoice) {
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const lots = useGetLotsQuery(
    { q: search || undefined, per_page: 50, sort: 'lot_number', dir: 'asc' },
    { skip: !search },
  )
  const items = lots.data?.items ?? []
  const productId = items.find((l) => chosen.includes(l.id))?.product_id
  const toggle = (id: number, product: number, checked: boolean) => {
    const next = checked ? [...chosen, id] : chosen.filter((x) => x !== id)
    onChange(next, next.length ? product : undefined)
  }
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <div>
          <label className="form-label" htmlFor="recall-lot-search">
            Find lots (product or lot number)
          </label>
          <input
            id="recall-lot-search"
            className="form-control"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') setSearch(q.trim())
            }}
          />
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={() => setSearch(q.trim())}>
          Find
        </button>
      </div>
      {search && items.length === 0 && !lots.isFetching && <p>No lots found.</p>}
      {items.length > 0 && (
        <fieldset className="mb-3">
          <legend className="fs-6">Lots to recall (one product)</legend>
          {items.map((l) => (
            <div className="form-check" key={l.id}>
              <input
                id={`recall-lot-${l.id}`}
                type="checkbox"
                className="form-check-input"
                checked={chosen.includes(l.id)}
                disabled={productId !== undefined && productId !== l.product_id}
                onChange={(e) => toggle(l.id, l.product_id, e.target.checked)}
              />
              <label className="form-check-label" htmlFor={`recall-lot-${l.id}`}>
                {l.product_name}: lot {l.lot_number}
                {l.expiry_date ? ` (exp ${formatDate(l.expiry_date)})` : ''}, {l.quantity} left, {l.status}
              </label>
            </div>
          ))}
        </fieldset>
      )}
    </>
  )
}
