import type { CartFillNotice } from '@shop/shared/schemas/saved-cart'
import { useId, useState } from 'react'
import { paths } from '../../../config/paths'
import { CartFillResult } from '../../../features/cart/components/cart-fill-result'
import { useAddFilledLines } from '../../../features/cart/use-add-filled-lines'
import { ListCard } from '../../../features/lists/components/list-card'
import { ListNameField } from '../../../features/lists/components/list-name-field'
import {
  useCreateListMutation,
  useGetListsQuery,
  useListToCartMutation,
  type ReorderList,
} from '../../../features/lists/lists.api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { errorMessage } from '../../../store/api'

/** The intervals any line of the list offers, shortest first. */
function intervalsOf(list: ReorderList): number[] {
  return [...new Set(list.items.flatMap((i) => i.intervals))].sort((a, b) => a - b)
}

/** 'Add list to cart' and 'Subscribe & Save' with one interval: the list's lines go into the carts. */
function ListToCart({ list }: { list: ReorderList }) {
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
        {result && <CartFillResult added={result.added} notices={result.notices} cartPath={paths.cart} />}
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

/** My Lists: named reorder lists, each added to the carts in one step or turned into a subscription. */
export default function ListsPage() {
  useDocumentTitle('My Lists')
  const id = useId()
  const lists = useGetListsQuery()
  const [createList, creating] = useCreateListMutation()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <div>
      <h1 className="h3 mb-3">My Lists</h1>
      <form
        className="d-flex flex-wrap align-items-end gap-2 mb-4"
        onSubmit={(e) => {
          e.preventDefault()
          setError(null)
          createList(name)
            .unwrap()
            .then(() => setName(''))
            .catch((err: unknown) => setError(errorMessage(err, 'The list could not be made.')))
        }}
      >
        <ListNameField
          id={`${id}-name`}
          label="New list name"
          value={name}
          onChange={setName}
          placeholder="Clinic monthly"
        />
        <button type="submit" className="btn btn-primary" disabled={creating.isLoading}>
          Create list
        </button>
        {error && (
          <p className="text-danger w-100 mb-0" role="alert">
            {error}
          </p>
        )}
      </form>
      {lists.isLoading ? (
        <p role="status">Loading...</p>
      ) : lists.isError ? (
        <p className="text-danger" role="alert">
          {errorMessage(lists.error, 'Your lists could not be loaded.')}
        </p>
      ) : !lists.data || lists.data.length === 0 ? (
        <p>
          No lists yet. Name one above, then add products from a product page, a product card, an order or
          your cart.
        </p>
      ) : (
        <div className="d-grid gap-3">
          {lists.data.map((list) => (
            <ListCard
              key={list.id}
              list={list}
              productPath={paths.productDetail}
              actions={<ListToCart list={list} />}
            />
          ))}
        </div>
      )}
    </div>
  )
}
