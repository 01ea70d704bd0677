import { formatMoney } from '@shop/shared/format'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import type { PurchaseChoice } from '../use-purchase-choice'

const every = (months: number) => (months === 1 ? 'every month' : `every ${months} months`)

/** The sticky buy bar's price when the shopper chose Subscribe & Save: the price they will pay. */
export function StickyChosenPrice({ choice }: { choice: PurchaseChoice }) {
  if (!choice.chosen) return null
  return (
    <p className="sticky-buy-bar-price mb-0" data-testid="sticky-subscription-price">
      <span className="fw-bold">{formatMoney(choice.unitCents)}</span>{' '}
      <span className="small text-body-secondary">{every(choice.chosen.months)}</span>
    </p>
  )
}

/**
 * The sticky buy bar's button: it adds what the purchase box shows (one-time or the chosen
 * Subscribe & Save interval and quantity). When something is missing (no interval yet) the
 * purchase box, which says what, is brought into view.
 */
export function StickyPurchaseButton({ choice }: { choice: PurchaseChoice }) {
  if (choice.showViewCart) {
    return (
      <Link to={paths.viewCart} className="btn btn-outline-primary">
        View Cart
      </Link>
    )
  }
  const label = choice.preOrder ? 'Pre Order' : 'Add To Cart'
  return (
    <button
      type="button"
      className={`btn ${choice.preOrder ? 'btn-warning' : 'btn-primary'}`}
      aria-label={`${label}: ${choice.product.product_name}${choice.chosen ? `, Subscribe & Save ${every(choice.chosen.months)}` : ''}`}
      onClick={() => {
        if (!choice.add())
          document.querySelector('.purchase-box')?.scrollIntoView({ block: 'center', behavior: 'smooth' })
      }}
    >
      {label}
    </button>
  )
}
