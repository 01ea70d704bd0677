import type { CartKind } from '@shop/shared/cart-lines'
import { formatMoney } from '@shop/shared/money'
import { useId } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectCartTotals, selectLinesOf } from '../cart.selectors'
import { cartSlices } from '../cart.slice'
import { CartLineItem } from './cart-line-item'

interface CartSectionProps {
  kind: CartKind
  title: string
  /** Where 'Proceed To Checkout' goes: /confirm-order or /confirm-preorder. */
  checkoutPath: string
  /** Where an empty cart's 'Continue shopping' goes. */
  shopPath: string
}

/** One of the two carts of /cart: its lines, subtotal with item count, checkout and clear (spec 2 'Cart'). */
export function CartSection({ kind, title, checkoutPath, shopPath }: CartSectionProps) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const headingId = useId()
  const lines = useAppSelector((state) => selectLinesOf(state, kind))
  const totals = useAppSelector((state) => selectCartTotals(state, kind))

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
            <p className="mb-0 fs-5" data-testid="cart-subtotal">
              Subtotal ({totals.totalCount} {totals.totalCount === 1 ? 'item' : 'items'}):{' '}
              <span className="fw-bold">{formatMoney(totals.subTotalCents)}</span>
            </p>
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => dispatch(cartSlices[kind].actions.cleared())}
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
