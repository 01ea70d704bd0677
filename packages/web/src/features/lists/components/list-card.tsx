import { formatDollars } from '@shop/shared/format'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ProductThumbnail } from '../../../components/product-thumbnail'
import {
  useDeleteListMutation,
  useRemoveListItemMutation,
  useSetListItemQuantityMutation,
  type ReorderList,
} from '../lists.api'

interface ListCardProps {
  list: ReorderList
  productPath: (slug: string) => string
  /** What the page adds: the buttons that put the list into the carts. */
  actions: ReactNode
}

/** One reorder list: its lines with today's price and a quantity to change, and its actions. */
export function ListCard({ list, productPath, actions }: ListCardProps) {
  const headingId = useId()
  const [setQuantity] = useSetListItemQuantityMutation()
  const [removeItem] = useRemoveListItemMutation()
  const [deleteList, deleting] = useDeleteListMutation()
  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-header bg-white d-flex justify-content-between align-items-center gap-2">
        <h2 id={headingId} className="h5 mb-0">
          {list.name}
        </h2>
        <button
          type="button"
          className="btn btn-link btn-sm text-danger"
          disabled={deleting.isLoading}
          onClick={() => void deleteList(list.id)}
          aria-label={`Delete list ${list.name}`}
        >
          Delete list
        </button>
      </div>
      <div className="card-body">
        {list.items.length === 0 ? (
          <p className="mb-2">This list is empty. Add products from a product page, an order or your cart.</p>
        ) : (
          <ul className="list-unstyled d-grid gap-2 mb-3">
            {list.items.map((item) => (
              <li key={item.product_id} className="d-flex flex-wrap align-items-center gap-2">
                <ProductThumbnail
                  compressed={item.thumbnail_compress}
                  original={item.thumbnail}
                  alt=""
                  size={48}
                />
                <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
                  <Link to={productPath(item.slug)}>{item.product_name}</Link>
                  <div className="small text-body-secondary">
                    {item.sku} ·{' '}
                    {item.price === null
                      ? 'No longer sold'
                      : `${formatDollars(item.price)}${item.stock > 0 ? '' : ' · Out of stock (pre-order)'}`}
                  </div>
                </div>
                <label className="visually-hidden" htmlFor={`${headingId}-${item.product_id}`}>
                  Quantity of {item.product_name}
                </label>
                <input
                  id={`${headingId}-${item.product_id}`}
                  type="number"
                  className="form-control form-control-sm"
                  style={{ width: '5rem' }}
                  min={1}
                  max={20}
                  defaultValue={item.qty}
                  key={item.qty}
                  onBlur={(e) => {
                    const qty = Number(e.target.value)
                    if (Number.isInteger(qty) && qty >= 1 && qty <= 20 && qty !== item.qty)
                      void setQuantity({ listId: list.id, productId: item.product_id, qty })
                  }}
                />
                <button
                  type="button"
                  className="btn btn-link btn-sm text-danger"
                  aria-label={`Remove ${item.product_name} from ${list.name}`}
                  onClick={() => void removeItem({ listId: list.id, productId: item.product_id })}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.items.length > 0 && actions}
      </div>
    </section>
  )
}
