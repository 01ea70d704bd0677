import type { CartFillNotice } from '@shop/shared/schemas/saved-cart'
import { useId, useState } from 'react'
import { paths } from '../config/paths'
import { CartFillResult } from '../features/cart/components/cart-fill-result'
import { useAddFilledLines } from '../features/cart/use-add-filled-lines'
import { useListToCartMutation, type ReorderList } from '../features/lists/lists.api'
import { errorMessage } from '../store/api'

/** The intervals any line of the list offers, shortest first. */
function intervalsOf(list: ReorderList): number[] {
  return [...new Set(list.items.flatMap((i) => i.intervals))].sort((a, b) => a - b)
}

/** 'Add list to cart' and 'Subscribe & Save' with one interval: the list's lines go into the carts. */
export function ListToCart({ list }: { list: ReorderList }) {
  const id = useId()
  const [toCart, { isLoading }] = useListToCartMutation()
  const addLines = useAddFilledLines()
  const intervals = intervalsOf(list)
  const [interval, setInterval] = useState<number | ''>('')
  const [result, setResult] = useState<{ added: number; notices: CartFillNotice[] } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const run = (months?: number) => {
    setError(null)
    setResult(null)
    toCart({ listId: list.id, interval: months })
      .unwrap()
      .then(({ data }) => setResult({ added: addLines(data), notices: data.notices }))
      .catch((e: unknown) => setError(errorMessage(e, 'The list could not be added to your cart.')))
  }
  return (
    <div className="d-grid gap-2">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <button type="button" className="btn btn-primary btn-sm" disabled={isLoading} onClick={() => run()}>
          Add list to cart
        </button>
        {intervals.length > 0 && (
          <>
            <div>
              <label className="form-label small mb-1" htmlFor={`${id}-interval`}>
                Subscribe & Save, delivery every
              </label>
              <select
                id={`${id}-interval`}
                className="form-select form-select-sm"
                value={interval}
                onChange={(e) => setInterval(e.target.value === '' ? '' : Number(e.target.value))}
              >
                <option value="">Choose…</option>
                {intervals.map((m) => (
                  <option key={m} value={m}>
                    {m === 1 ? '1 month' : `${m} months`}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={isLoading}
              onClick={() =>
                interval === '' ? setError('Please select a subscription month.') : run(interval)
              }
            >
              Subscribe to this list
            </button>
          </>
        )}
      </div>
      <div aria-live="polite">
        {error && (
          <p className="text-danger small mb-0" role="alert">
            {error}
          </p>
        )}
        {result && (
          <CartFillResult
            added={result.added}
            notices={result.notices}
            cartPath={paths.cart}
            applyPath={paths.professional}
          />
        )}
        {result && interval !== '' && (
          <p className="small mb-0 mt-1">
            Check out your cart to start the subscription: its deliveries, reminders, skip and pause are under
            Subscribe & Save.
          </p>
        )}
      </div>
    </div>
  )
}
