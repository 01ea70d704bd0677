import { formatDollars, formatMoney } from '@shop/shared/format'
import { listLineCents, listTotal } from '@shop/shared/list-totals'
import { itemCodeText } from '@shop/shared/packs'
import { zodResolver } from '@hookform/resolvers/zod'
import { ListNameSchema, type ListName } from '@shop/shared/schemas/lists'
import { useId, useState, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import { Link } from 'react-router'
import { ProductThumbnail } from '../../../components/product-thumbnail'
import { ProfessionalApplyWords } from '../../../components/professional-apply-words'
import {
  useDeleteListMutation,
  useRenameListMutation,
  useRemoveListItemMutation,
  useSetListItemQuantityMutation,
  type ReorderList,
} from '../lists.api'
import { ListNameField } from './list-name-field'

interface ListCardProps {
  list: ReorderList
  productPath: (slug: string) => string
  /** Where a professional-only product's line links to apply. */
  applyPath: string
  /** What the page adds: the buttons that put the list into the carts. */
  actions: ReactNode
}

/** A line's name: the product, with its pack when it holds one ('Nitrile Gloves, Box of 100'). */
function lineName(item: ReorderList['items'][number]) {
  return item.pack ? `${item.product_name}, ${item.pack.label}` : item.product_name
}

/** A line's total at today's price, or nothing when it has no price for this shopper. */
function lineTotalText(item: ReorderList['items'][number]) {
  const cents = listLineCents(item)
  return cents === null ? '' : formatMoney(cents)
}

/** The list's total at today's prices, saying when some lines have no price to count. */
function ListTotal({ items }: { items: ReorderList['items'] }) {
  const { cents, counted } = listTotal(items)
  return (
    <p className="d-flex justify-content-between border-top pt-2 mb-3 fw-semibold">
      <span>
        Total at today&rsquo;s prices
        {counted < items.length ? (
          <span className="fw-normal small text-body-secondary">
            {' '}
            ({counted} of {items.length} lines priced)
          </span>
        ) : null}
      </span>
      <span>{formatMoney(cents)}</span>
    </p>
  )
}

/** One reorder list: its lines with today's price and a quantity to change, a line and list total, and its actions. */
export function ListCard({ list, productPath, applyPath, actions }: ListCardProps) {
  const headingId = useId()
  const [setQuantity] = useSetListItemQuantityMutation()
  const [removeItem] = useRemoveListItemMutation()
  const [deleteList, deleting] = useDeleteListMutation()
  const [renaming, setRenaming] = useState(false)
  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-header bg-white d-flex justify-content-between align-items-center gap-2">
        <h2 id={headingId} className="h5 mb-0">
          {list.name}
        </h2>
        <button
          type="button"
          className="btn btn-link btn-sm ms-auto"
          onClick={() => setRenaming(true)}
          aria-label={`Rename list ${list.name}`}
          hidden={renaming}
        >
          Rename
        </button>
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
        {renaming && <RenameListForm list={list} onDone={() => setRenaming(false)} />}
        {list.items.length === 0 ? (
          <p className="mb-2">
            This list is empty. Add products from a product page, a product card, an order or your cart.
          </p>
        ) : (
          <ul className="list-unstyled d-grid gap-2 mb-3">
            {list.items.map((item) => (
              <li
                key={`${item.product_id}-${item.pack?.code ?? ''}`}
                className="d-flex flex-wrap align-items-center gap-2"
              >
                <ProductThumbnail
                  compressed={item.thumbnail_compress}
                  original={item.thumbnail}
                  alt=""
                  size={48}
                />
                <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
                  <Link to={productPath(item.slug)}>{item.product_name}</Link>
                  {item.pack && <div className="small">{item.pack.label}</div>}
                  <div className="small text-body-secondary">
                    {itemCodeText(item.sku)} ·{' '}
                    {item.professional ? (
                      <ProfessionalApplyWords text={item.professional} applyPath={applyPath} />
                    ) : item.price === null ? (
                      'No longer sold'
                    ) : (
                      `${formatDollars(item.price)}${item.stock > 0 ? '' : ' · Out of stock (pre-order)'}`
                    )}
                  </div>
                </div>
                <label className="visually-hidden" htmlFor={`${headingId}-${item.sku}`}>
                  Quantity of {lineName(item)}
                </label>
                <input
                  id={`${headingId}-${item.sku}`}
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
                      void setQuantity({
                        listId: list.id,
                        productId: item.product_id,
                        pack: item.pack?.code ?? null,
                        qty,
                      })
                  }}
                />
                <span className="text-nowrap fw-semibold" style={{ minWidth: '5.5rem', textAlign: 'end' }}>
                  {lineTotalText(item)}
                </span>
                <button
                  type="button"
                  className="btn btn-link btn-sm text-danger"
                  aria-label={`Remove ${lineName(item)} from ${list.name}`}
                  onClick={() =>
                    void removeItem({
                      listId: list.id,
                      productId: item.product_id,
                      pack: item.pack?.code ?? null,
                    })
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.items.length > 0 && <ListTotal items={list.items} />}
        {list.items.length > 0 && actions}
      </div>
    </section>
  )
}

/** The list's new name, saved on the server; the old name stays if the new one is refused. */
function RenameListForm({ list, onDone }: { list: ReorderList; onDone: () => void }) {
  const id = useId()
  const [rename, renaming] = useRenameListMutation()
  // A refusal that names no field (the list is gone, the server failed); a name's own goes under it.
  const [failure, setFailure] = useState<string | null>(null)
  const { control, handleSubmit, setError } = useForm<ListName>({
    resolver: zodResolver(ListNameSchema),
    defaultValues: { name: list.name },
  })
  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null)
    try {
      await rename({ listId: list.id, name }).unwrap()
      onDone()
    } catch (err) {
      const nameError = fieldErrorsOf(err)?.name?.[0]
      if (nameError) setError('name', { type: 'server', message: nameError }, { shouldFocus: true })
      else setFailure(errorMessage(err, 'The list could not be renamed.'))
    }
  })
  return (
    <form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      aria-label={`Rename list ${list.name}`}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <ListNameField
            id={id}
            label="List name"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            small
            autoFocus
          />
        )}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={renaming.isLoading}>
        Save name
      </button>
      <button type="button" className="btn btn-link btn-sm" onClick={onDone}>
        Cancel
      </button>
      <p className="w-100 mb-0 small text-danger" role="status">
        {failure}
      </p>
    </form>
  )
}
