import { MAX_ADD_QUANTITY, MIN_ADD_QUANTITY } from '@shop/shared/constants'
import { toCents } from '@shop/shared/money'
import { formatMoney } from '@shop/shared/format'
import { useId } from 'react'
import { paths } from '../../../config/paths'
import { Link } from 'react-router'
import { SUBSCRIPTION_REQUIRED, type PurchaseChoice } from '../use-purchase-choice'
import { PackChooser } from './pack-chooser'
import { PriceBreakTable } from './price-breaks'
import { QuantityInput } from './quantity-input'
import { RadioOption } from '../../../components/radio-option'

function intervalLabel(months: number) {
  return `${months} ${months === 1 ? 'month' : 'months'}`
}

/**
 * The detail page's purchase box (docs/requirements/carts-and-checkout.md §3): one-time purchase or Subscribe & Save (when the product
 * offers intervals), a delivery interval, a quantity of 1 to 20 per purchase mode, and the action
 * button of docs/requirements/carts-and-checkout.md §2. A subscribed line and a one-time line of the product are separate cart lines.
 */
export function PurchaseBox({ choice }: { choice: PurchaseChoice }) {
  const id = useId()
  // The page holds the choice (usePurchaseChoice), so that the phone's sticky buy bar adds the same thing.
  const {
    product,
    preOrder,
    mode,
    months,
    chosen,
    qty,
    error,
    inCart,
    oneTimeCents,
    unitCents,
    showViewCart,
    choose,
    chooseMonths,
    changeQuantity,
    changeCartQuantity,
    add,
  } = choice
  // Subscribe & Save is for single pieces; a pack is bought once.
  const hasOptions = product.subscriptions.length > 0 && !choice.pack
  const sellingCents = toCents(product.selling_price)
  const bestPercent = Math.max(0, ...product.subscriptions.map((o) => o.discount))

  return (
    <div className="purchase-box card card-body">
      <PackChooser choice={choice} />
      {!choice.pack && (
        <PriceBreakTable product={product} qty={showViewCart && inCart ? inCart.line.qty : qty} />
      )}
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
                One-time purchase <span className="fw-semibold">{formatMoney(oneTimeCents)}</span>
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
                onChange={(e) => chooseMonths(e.target.value ? Number(e.target.value) : null)}
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
                  Subscribe &amp; Save price: <span className="fw-bold">{formatMoney(unitCents)}</span>{' '}
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
          {showViewCart && inCart ? (
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
          <button
            type="button"
            className={`btn ${preOrder ? 'btn-warning' : 'btn-primary'}`}
            onClick={() => void add()}
          >
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
