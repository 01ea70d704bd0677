import { lineFromProduct, quantityProblem } from '@shop/shared/cart-lines'
import { priceLine } from '@shop/shared/cart-totals'
import { MAX_ADD_QUANTITY, MIN_ADD_QUANTITY } from '@shop/shared/constants'
import { toCents } from '@shop/shared/money'
import { formatMoney } from '@shop/shared/format'
import { isPreOrder, productPriceCents } from '@shop/shared/pricing'
import type { ProductDetail } from '@shop/shared/schemas/catalogue'
import { useId, useState } from 'react'
import { paths } from '../../../config/paths'
import { Link } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectLinesOf, selectOneTimeLine } from '../cart.selectors'
import { cartSlices } from '../cart.slice'
import { useAddToCart } from '../use-add-to-cart'
import { QuantityInput } from './quantity-input'
import { RadioOption } from '../../../components/radio-option'

type Mode = 'once' | 'subscribe'

const SUBSCRIPTION_REQUIRED = 'Please select a subscription month.'

function intervalLabel(months: number) {
  return `${months} ${months === 1 ? 'month' : 'months'}`
}

/**
 * The detail page's purchase box (docs/requirements/carts-and-checkout.md §3): one-time purchase or Subscribe & Save (when the product
 * offers intervals), a delivery interval, a quantity of 1 to 20 per purchase mode, and the action
 * button of docs/requirements/carts-and-checkout.md §2. A subscribed line and a one-time line of the product are separate cart lines.
 */
export function PurchaseBox({ product }: { product: ProductDetail }) {
  const dispatch = useAppDispatch()
  const addToCart = useAddToCart()
  const id = useId()
  const hasOptions = product.subscriptions.length > 0
  const preOrder = isPreOrder(product)
  const [mode, setMode] = useState<Mode>('once')
  const [quantities, setQuantities] = useState<Record<Mode, number>>({ once: 1, subscribe: 1 })
  const [months, setMonths] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const inCart = useAppSelector((state) => selectOneTimeLine(state, product.id))
  const targetLines = useAppSelector((state) => selectLinesOf(state, preOrder ? 'backorderCart' : 'cart'))

  const qty = quantities[mode]
  const chosen = mode === 'subscribe' ? product.subscriptions.find((o) => o.months === months) : undefined
  const sellingCents = toCents(product.selling_price)
  const oneTime = priceLine(productPriceCents(product))
  const bestPercent = Math.max(0, ...product.subscriptions.map((o) => o.discount))

  const stockProblem = (wanted: number) =>
    preOrder
      ? null
      : quantityProblem(targetLines, { id: product.id, avl_qty: product.stock, back_order: 0 }, wanted)

  const changeQuantity = (wanted: number) => {
    const next = Math.min(MAX_ADD_QUANTITY, Math.max(MIN_ADD_QUANTITY, wanted))
    // Only the stock left beyond what the cart already holds can be added.
    const problem = next > qty ? stockProblem(next) : null
    setError(problem)
    if (!problem) setQuantities((q) => ({ ...q, [mode]: next }))
  }

  const add = () => {
    if (mode === 'subscribe' && !chosen) {
      setError(SUBSCRIPTION_REQUIRED)
      return
    }
    const problem = stockProblem(qty)
    if (problem) {
      setError(problem)
      return
    }
    setError(null)
    const line = lineFromProduct(product, {
      rowId: '',
      qty,
      backOrder: preOrder ? 1 : 0,
      subscription: chosen ? { chosen, offered: product.subscriptions } : undefined,
    })
    addToCart(line)
  }

  // Once the one-time line is in a cart, the stepper changes that line (docs/requirements/carts-and-checkout.md §1).
  const changeCartQuantity = (wanted: number) => {
    if (!inCart) return
    const cartLines = inCart.kind === 'cart' ? targetLines : []
    const problem = wanted > inCart.line.qty ? quantityProblem(cartLines, inCart.line, wanted) : null
    setError(problem)
    if (!problem)
      dispatch(cartSlices[inCart.kind].actions.quantityUpdated({ rowId: inCart.line.rowId, qty: wanted }))
  }

  const choose = (next: Mode) => {
    setMode(next)
    setError(null)
  }

  const showViewCart = mode === 'once' && inCart !== undefined
  return (
    <div className="purchase-box card card-body">
      {hasOptions && (
        <fieldset className="mb-3">
          <legend className="h6">Purchase option</legend>
          <RadioOption
            id={`${id}-once`}
            name={`${id}-mode`}
            checked={mode === 'once'}
            onSelect={() => choose('once')}
            label={
              <>
                One-time purchase <span className="fw-semibold">{formatMoney(oneTime.priceCents)}</span>
              </>
            }
          />
          <RadioOption
            id={`${id}-subscribe`}
            name={`${id}-mode`}
            checked={mode === 'subscribe'}
            onSelect={() => choose('subscribe')}
            label={
              <>
                Subscribe &amp; Save{' '}
                <span className="text-success-emphasis">(save up to {bestPercent}%)</span>
              </>
            }
          />
          {mode === 'subscribe' && (
            <div className="mt-2 ms-4">
              <label className="form-label small mb-1" htmlFor={`${id}-interval`}>
                Delivery every
              </label>
              <select
                id={`${id}-interval`}
                className={`form-select form-select-sm ${error === SUBSCRIPTION_REQUIRED ? 'is-invalid' : ''}`}
                value={months ?? ''}
                aria-describedby={error === SUBSCRIPTION_REQUIRED ? `${id}-error` : undefined}
                onChange={(e) => {
                  setMonths(e.target.value ? Number(e.target.value) : null)
                  setError(null)
                }}
              >
                <option value="">Select a month</option>
                {product.subscriptions.map((o) => (
                  <option key={o.months} value={o.months}>
                    {intervalLabel(o.months)} ({o.discount}% off)
                  </option>
                ))}
              </select>
              {chosen && (
                <p className="mt-2 mb-0" data-testid="subscription-price">
                  Subscribe &amp; Save price:{' '}
                  <span className="fw-bold">
                    {formatMoney(
                      priceLine({ ...productPriceCents(product), subscriptionPercent: chosen.discount })
                        .priceCents,
                    )}
                  </span>{' '}
                  <s className="text-body-secondary text-nowrap">{formatMoney(sellingCents)}</s> every{' '}
                  {intervalLabel(chosen.months)}
                </p>
              )}
            </div>
          )}
        </fieldset>
      )}

      <div className="d-flex flex-wrap align-items-center gap-3">
        <div className="purchase-box-quantity">
          {showViewCart ? (
            <QuantityInput
              name={product.product_name}
              value={inCart.line.qty}
              min={MIN_ADD_QUANTITY}
              onChange={changeCartQuantity}
            />
          ) : (
            <QuantityInput
              name={product.product_name}
              value={qty}
              min={MIN_ADD_QUANTITY}
              max={MAX_ADD_QUANTITY}
              onChange={changeQuantity}
            />
          )}
        </div>
        {showViewCart ? (
          <Link to={paths.viewCart} className="btn btn-outline-primary">
            View Cart
          </Link>
        ) : (
          <button type="button" className={`btn ${preOrder ? 'btn-warning' : 'btn-primary'}`} onClick={add}>
            {preOrder ? 'Pre Order' : 'Add To Cart'}
          </button>
        )}
      </div>
      {showViewCart && <p className="small text-success-emphasis mt-2 mb-0">In your cart</p>}
      {error && (
        <div id={`${id}-error`} role="alert" className="text-danger mt-2">
          {error}
        </div>
      )}
    </div>
  )
}
