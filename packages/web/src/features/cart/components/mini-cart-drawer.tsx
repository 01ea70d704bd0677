import { formatMoney } from '@shop/shared/format'
import type { CartLine } from '@shop/shared/schemas/cart'
import { lineCents, lineTotalCents } from '@shop/shared/cart-totals'
import { useState } from 'react'
import Offcanvas from 'react-bootstrap/Offcanvas'
import { Link, useNavigate } from 'react-router'
import { ProductThumbnail } from '../../../components/product-thumbnail'
import { paths } from '../../../config/paths'
import { useAppSelector } from '../../../store/hooks'
import { selectCartTotals, selectLinesOf } from '../cart.selectors'
import type { AddedToCart } from '../added-to-cart'
import './cart.css'

interface MiniCartDrawerProps {
  /** What was just added; null closes the drawer. */
  added: AddedToCart | null
  onHide: () => void
}

/**
 * The drawer that opens after Add To Cart: the line as it now is in its cart, that cart's subtotal,
 * 'Proceed To Checkout' and 'View Cart' (docs/requirements/carts-and-checkout.md §2).
 */
export default function MiniCartDrawer({ added, onHide }: MiniCartDrawerProps) {
  const navigate = useNavigate()
  // The last thing added stays on screen while the drawer slides away.
  const [shown, setShown] = useState(added)
  if (added && added !== shown) setShown(added)
  const kind = shown?.kind ?? 'cart'
  const lines = useAppSelector((state) => selectLinesOf(state, kind))
  const totals = useAppSelector((state) => selectCartTotals(state, kind))
  const line = shown
    ? [...lines]
        .reverse()
        .find((l) => l.id === shown.productId && Boolean(l.subscription) === shown.subscribed)
    : undefined
  const others = lines.filter((l) => l !== line)
  const checkoutPath = kind === 'cart' ? paths.confirmOrder : paths.confirmPreorder

  return (
    <Offcanvas show={added !== null} onHide={onHide} placement="end" aria-labelledby="mini-cart-title">
      <Offcanvas.Header closeButton closeLabel="Close">
        <Offcanvas.Title id="mini-cart-title" as="h2" className="h5">
          {kind === 'cart' ? 'Your cart' : 'Your backorder cart'}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {line ? (
          <>
            <p className="small text-success-emphasis mb-2">Just added</p>
            <MiniCartLine line={line} testId="mini-cart-line" />
          </>
        ) : null}
        {others.length > 0 && (
          // The subtotal counts the whole cart: its other lines are listed too, so the figures add up.
          <section aria-labelledby="mini-cart-others">
            <h3 id="mini-cart-others" className="small text-body-secondary fw-normal mb-2">
              Also in this cart
            </h3>
            <ul
              className="list-unstyled mini-cart-others mb-0"
              tabIndex={0}
              aria-labelledby="mini-cart-others"
            >
              {others.map((l) => (
                <li key={l.rowId}>
                  <MiniCartLine line={l} testId="mini-cart-other-line" compact />
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="d-flex justify-content-between border-top pt-3 mb-3" data-testid="mini-cart-subtotal">
          <span>
            Subtotal ({totals.totalCount} {totals.totalCount === 1 ? 'item' : 'items'})
          </span>
          <span className="fw-bold">{formatMoney(totals.subTotalCents)}</span>
        </p>
        <div className="d-grid gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onHide()
              void navigate(checkoutPath)
            }}
          >
            Proceed To Checkout
          </button>
          <Link className="btn btn-outline-primary" to={paths.viewCart} onClick={onHide}>
            View Cart
          </Link>
          <button type="button" className="btn btn-link" onClick={onHide}>
            Continue shopping
          </button>
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  )
}

/** One cart line in the drawer: picture, name, quantity and mode, line total. */
function MiniCartLine({ line, testId, compact }: { line: CartLine; testId: string; compact?: boolean }) {
  return (
    <div className="d-flex gap-3 mb-3" data-testid={testId}>
      <ProductThumbnail
        compressed={line.thumbnail_compress}
        original={line.image}
        size={compact ? 48 : 72}
        loading="eager"
      />
      <div className="flex-grow-1 min-w-0">
        <p className={`mb-1 ${compact ? 'small' : 'fw-semibold'}`}>{line.name}</p>
        <p className="small text-body-secondary mb-1">
          Qty {line.qty}
          {line.subscription ? ` · Subscribe & Save every ${line.subscription.interval} months` : ''}
          {line.back_order === 1 ? ' · Pre-order: ships when available' : ''}
        </p>
        <p className={`mb-0 ${compact ? 'small' : 'fw-semibold'}`}>
          {formatMoney(lineTotalCents(lineCents(line)))}
        </p>
      </div>
    </div>
  )
}
