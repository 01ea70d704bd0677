import { DEFAULT_SHIPPING_COUNTRY } from '@shop/shared/constants'
import { formatDollars } from '@shop/shared/format'
import { toDollars, type Cents } from '@shop/shared/money'
import { TruckIcon } from '../../../components/icons'
import { useGetShippingEstimateQuery } from '../cart.api'

interface ShippingEstimateProps {
  /** The goods subtotal the estimate is for: a cart's, or one product's price on its page. */
  amountCents: Cents
  country?: string
  className?: string
}

/**
 * 'Shipping to Bermuda: US $10.00 · US $93.80 more for free shipping', priced by the server
 * (docs/requirements/carts-and-checkout.md §8.1), so the total at checkout is no surprise. Pickup in
 * Hamilton is always free, and said so.
 */
export function ShippingEstimate({
  amountCents,
  country = DEFAULT_SHIPPING_COUNTRY,
  className = '',
}: ShippingEstimateProps) {
  const { data } = useGetShippingEstimateQuery({ amount: toDollars(amountCents), country })
  if (!data) return <p className={`shipping-estimate small mb-0 ${className}`}>&nbsp;</p>
  return (
    <p className={`shipping-estimate small mb-0 ${className}`} data-testid="shipping-estimate">
      <TruckIcon size={16} className="me-1 align-text-bottom" />
      {data.shipping === 0 ? (
        <span className="fw-semibold text-success-emphasis">Free shipping to {data.country}</span>
      ) : (
        <>
          Shipping to {data.country}: <span className="fw-semibold">{formatDollars(data.shipping)}</span>
          {data.more_for_free !== null && data.more_for_free > 0 ? (
            <>
              {' · '}
              <span className="fw-semibold">{formatDollars(data.more_for_free)} more for free shipping</span>
            </>
          ) : null}
        </>
      )}
      <span className="d-block text-body-secondary">Pickup in Hamilton is free.</span>
    </p>
  )
}
