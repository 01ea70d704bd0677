import { formatDollars } from '@shop/shared/format'
import { itemCodeText, nameWithPack } from '@shop/shared/packs'
import { zodResolver } from '@hookform/resolvers/zod'
import { QuickOrderTextSchema, type UnreadableLine } from '@shop/shared/quick-order-text'
import type { CartFill } from '@shop/shared/schemas/saved-cart'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { errorMessage } from '../../../store/api'
import { useCheckQuickOrderMutation } from '../cart.api'
import { useAddFilledLines } from '../use-add-filled-lines'
import { addedToCartsText } from './cart-fill-result'
import { FillNoticeText } from './fill-notice-text'

/**
 * Quick order: product codes (a product's SKU, or a pack's own code, whose quantity counts packs)
 * and quantities typed, pasted or read from a CSV file, checked by
 * the shop line by line (unknown code, sold out and going to the Backorder Cart, over the limit),
 * then the good lines added to the carts at once. A professional-only product a shopper may not buy
 * is named with its label and a link to apply (`applyPath`), as on its product page.
 */
export function QuickOrderForm({ cartPath, applyPath }: { cartPath: string; applyPath: string }) {
  const id = useId()
  const { register, handleSubmit, setValue, formState } = useForm({
    resolver: zodResolver(QuickOrderTextSchema),
    defaultValues: { text: '' },
  })
  const textError = formState.errors.text?.message
  const [unreadable, setUnreadable] = useState<UnreadableLine[]>([])
  const [checked, setChecked] = useState<CartFill | null>(null)
  // What the carts took, read back from them after adding, against the lines offered.
  const [added, setAdded] = useState<{ taken: number; offered: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [check, { isLoading }] = useCheckQuickOrderMutation()
  const addLines = useAddFilledLines()

  const onCheck = handleSubmit(
    ({ lines, unreadable }) => {
      setError(null)
      setAdded(null)
      setChecked(null)
      setUnreadable(unreadable)
      if (lines.length === 0) return
      check({ lines })
        .unwrap()
        .then(({ data }) => setChecked(data))
        .catch((e: unknown) => setError(errorMessage(e, 'The codes could not be checked.')))
    },
    // Refused text (no product code at all): what the last check left is gone, as for any new check.
    () => {
      setError(null)
      setAdded(null)
      setChecked(null)
      setUnreadable([])
    },
  )
  const good = checked ? [...checked.cart, ...checked.backorderCart] : []

  return (
    <div className="d-grid gap-3">
      <form className="d-grid gap-2" onSubmit={(e) => void onCheck(e)} noValidate>
        <label className="form-label mb-0" htmlFor={`${id}-codes`}>
          Product codes and quantities, one product per line
        </label>
        <textarea
          id={`${id}-codes`}
          className={`form-control font-monospace${textError ? ' is-invalid' : ''}`}
          rows={6}
          placeholder={'BMS-PP-000073, 4\nBMS-WC-000012 2'}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-hint ${id}-error` : `${id}-hint`}
          {...register('text')}
        />
        <p id={`${id}-hint`} className="small text-body-secondary mb-0">
          The code, then the quantity (1 if left out), separated by a comma, a tab or a space: a paste from a
          spreadsheet works.
        </p>
        {textError && (
          <p id={`${id}-error`} className="invalid-feedback d-block mb-0">
            {textError}
          </p>
        )}
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-file`}>
            Or upload a CSV file (code, quantity)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="form-control form-control-sm"
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) void file.text().then((text) => setValue('text', text))
            }}
          />
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? 'Checking…' : 'Check lines'}
          </button>
        </div>
      </form>

      <div aria-live="polite" className="d-grid gap-2">
        {error && (
          <p className="text-danger mb-0" role="alert">
            {error}
          </p>
        )}
        {(unreadable.length > 0 || (checked && checked.notices.length > 0)) && (
          <div className="alert alert-warning mb-0" role="status" data-testid="quick-order-problems">
            <h2 className="h6">Lines to look at</h2>
            <ul className="mb-0">
              {unreadable.map((u) => (
                <li key={`line-${u.line}`}>{u.message}</li>
              ))}
              {checked?.notices.map((n, i) => (
                <li key={`${n.code}-${n.kind}-${i}`}>
                  <FillNoticeText notice={n} applyPath={applyPath} />
                </li>
              ))}
            </ul>
          </div>
        )}
        {checked && good.length > 0 && added === null && (
          <section className="card" aria-labelledby={`${id}-ready`}>
            <div className="card-body">
              <h2 id={`${id}-ready`} className="h6">
                Ready to add
              </h2>
              <ul className="list-unstyled mb-3">
                {good.map((l) => (
                  <li key={l.rowId}>
                    {itemCodeText(l.sku)} ·{' '}
                    {l.pack ? nameWithPack(l.name, l.pack.label, l.pack.label) : l.name} × {l.qty} ·{' '}
                    {formatDollars(l.price)}
                    {l.back_order === 1 ? ' · Backorder Cart' : ''}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="btn btn-success"
                onClick={() => {
                  setAdded({ taken: addLines(checked), offered: good.length })
                }}
              >
                {good.length === 1 ? 'Add 1 line to cart' : `Add ${good.length} lines to cart`}
              </button>
            </div>
          </section>
        )}
        {added !== null && (
          <p
            className={`alert ${added.taken === added.offered ? 'alert-success' : 'alert-warning'} mb-0`}
            role="status"
          >
            {addedToCartsText(added.taken, added.offered)} <Link to={cartPath}>View Cart</Link>
          </p>
        )}
      </div>
    </div>
  )
}
