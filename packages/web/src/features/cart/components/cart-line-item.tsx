import { formatCount, formatMoney } from '@shop/shared/format'
import { quantityProblem, type CartKind } from '@shop/shared/cart-lines'
import { lineCents, lineTotalCents } from '@shop/shared/cart-totals'
import { CARD_IMAGE_SIZE } from '@shop/shared/constants'
import { compressedImageUrl } from '@shop/shared/images'
import { toCents } from '@shop/shared/money'
import type { CartLine } from '@shop/shared/schemas/cart'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { ImageWithFallback } from '../../../components/image-with-fallback'
import { paths } from '../../../config/paths'
import { selectLinesOf } from '../cart.selectors'
import { cartSlices } from '../cart.slice'
import { PriceBreakHint } from './price-breaks'
import { QuantityInput } from './quantity-input'

function intervalLabel(months: number) {
  return `${months} ${months === 1 ? 'month' : 'months'}`
}

/** One cart line: picture, name, price, interval, quantity controls, line total and remove. */
export function CartLineItem({ line, kind }: { line: CartLine; kind: CartKind }) {
  const dispatch = useAppDispatch()
  const id = useId()
  const actions = cartSlices[kind].actions
  const lines = useAppSelector((state) => selectLinesOf(state, kind))
  const [problem, setProblem] = useState<string | null>(null)
  const priceCents = toCents(line.price)
  const oldCents = toCents(line.old_price)

  const changeQuantity = (qty: number) => {
    // docs/requirements/carts-and-checkout.md §1: not above the available quantity, unless the line is a backorder.
    const tooMany = qty > line.qty ? quantityProblem(lines, line, qty) : null
    setProblem(tooMany)
    if (!tooMany) dispatch(actions.quantityUpdated({ rowId: line.rowId, qty }))
  }

  return (
    <li className="cart-line list-group-item py-3">
      <div className="row g-3 align-items-center">
        <div className="col-auto">
          <ImageWithFallback
            className="img-fluid rounded cart-line-image"
            src={compressedImageUrl(line.thumbnail_compress, CARD_IMAGE_SIZE, line.image)}
            alt=""
            width={300}
            height={300}
            loading="lazy"
          />
        </div>
        <div className="col">
          <Link to={paths.productDetail(line.slug)} className="fw-semibold d-block">
            {line.name}
          </Link>
          {line.pack && (
            <div className="small fw-semibold" data-testid="line-pack">
              {line.pack.label} · {formatCount(line.pack.units_per_pack)} {line.pack.units_name ?? 'units'}
            </div>
          )}
          <div className="small text-body-secondary">
            {[line.category, line.pack ? null : line.unit, line.weight].filter(Boolean).join(' · ')}
          </div>
          <div className="mt-1">
            <span className="fw-semibold">{formatMoney(priceCents)}</span>{' '}
            {oldCents > priceCents && (
              <s className="small text-body-secondary text-nowrap">
                <span className="visually-hidden">was </span>
                {formatMoney(oldCents)}
              </s>
            )}
          </div>
          <PriceBreakHint line={line} />
          {line.back_order === 1 && (
            <span className="badge text-bg-warning mt-1">Pre-order: ships when available</span>
          )}
          {line.subscription && line.options && (
            <div className="mt-2 cart-line-interval">
              <label className="form-label small mb-1" htmlFor={`${id}-interval`}>
                Subscribe &amp; Save, delivery every
              </label>
              <select
                id={`${id}-interval`}
                className="form-select form-select-sm"
                value={line.subscription.interval}
                onChange={(e) =>
                  dispatch(actions.intervalChanged({ rowId: line.rowId, months: Number(e.target.value) }))
                }
              >
                {line.options.subscriptions.map((o) => (
                  <option key={o.months} value={o.months}>
                    {intervalLabel(o.months)} ({o.discount}% off)
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className="w-100 d-lg-none" />
        <div className="col col-lg-auto">
          <QuantityInput name={line.name} value={line.qty} min={1} onChange={changeQuantity} size="sm" />
          {problem && (
            <div role="alert" className="text-danger small mt-1">
              {problem}
            </div>
          )}
        </div>
        <div className="col-auto text-end text-nowrap cart-line-total">
          <span className="visually-hidden">Line total: </span>
          <span className="fw-bold">{formatMoney(lineTotalCents(lineCents(line)))}</span>
        </div>
        <div className="col-auto text-end">
          <button
            type="button"
            className="btn btn-link link-danger p-0"
            onClick={() => dispatch(actions.itemRemoved(line.rowId))}
            aria-label={`Remove ${line.name}`}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  )
}
