import { formatMoney } from '@shop/shared/format'
import type { CartKind } from '@shop/shared/cart-lines'
import type { CartLine } from '@shop/shared/schemas/cart'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectCartTotals, selectLinesOf } from '../cart.selectors'
import { cartSlices } from '../cart.slice'
import { CartLineItem } from './cart-line-item'
import { ShippingEstimate } from './shipping-estimate'

interface CartSectionProps {
  kind: CartKind
  title: string
  /** Where 'Proceed To Checkout' goes: /confirm-order or /confirm-preorder. */
  checkoutPath: string
  /** Where an empty cart's 'Continue shopping' goes. */
  shopPath: string
}

/** One of the two carts of /cart: its lines, subtotal with item count, checkout and clear (docs/requirements/carts-and-checkout.md §4). */
export function CartSection({ kind, title, checkoutPath, shopPath }: CartSectionProps) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const headingId = useId()
  const lines = useAppSelector((state) => selectLinesOf(state, kind))
  const totals = useAppSelector((state) => selectCartTotals(state, kind))
  // Clear Cart sits beside Proceed To Checkout: a slip is undone in one press.
  const [cleared, setCleared] = useState<CartLine[] | null>(null)
  const actions = cartSlices[kind].actions

  return (
    <section className="cart-section card mb-4" aria-labelledby={headingId}>
      <div className="card-header bg-white">
        <h2 id={headingId} className="h5 mb-0">
          {title}
        </h2>
      </div>
      {lines.length === 0 ? (
        <div className="card-body">
          <p className="mb-2">Your cart is empty.</p>
          {cleared && (
            <p role="status" className="mb-2">
              Cart cleared.{' '}
              <button
                type="button"
                className="btn btn-link p-0 align-baseline"
                onClick={() => {
                  dispatch(actions.restored(cleared))
                  setCleared(null)
                }}
              >
                Undo
              </button>
            </p>
          )}
          <Link to={shopPath}>Continue shopping</Link>
        </div>
      ) : (
        <>
          <ul className="list-group list-group-flush">
            {lines.map((line) => (
              <CartLineItem key={line.rowId} line={line} kind={kind} />
            ))}
          </ul>
          <div className="card-footer bg-white d-flex flex-wrap align-items-center justify-content-between gap-3">
            <div>
              <p className="mb-1 fs-5" data-testid="cart-subtotal">
                Subtotal ({totals.totalCount} {totals.totalCount === 1 ? 'item' : 'items'}):{' '}
                <span className="fw-bold">{formatMoney(totals.subTotalCents)}</span>
              </p>
              {kind === 'cart' ? (
                <ShippingEstimate amountCents={totals.subTotalCents} />
              ) : (
                <p className="small text-body-secondary mb-0" data-testid="preorder-shipping-note">
                  Pre-orders ship when the stock arrives. Going to the address of a paid order not yet
                  shipped, a pre-order ships with it at no second shipping charge; checkout shows which.
                </p>
              )}
            </div>
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => {
                  setCleared(lines)
                  dispatch(actions.cleared())
                }}
              >
                Clear Cart
              </button>
              <button type="button" className="btn btn-primary" onClick={() => navigate(checkoutPath)}>
                Proceed To Checkout
              </button>
            </div>
          </div>
        </>
      )}
    </section>
  )
}
