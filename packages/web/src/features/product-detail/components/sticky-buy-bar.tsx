import type { ProductDetail } from '@shop/shared/schemas/catalogue'
import type { ReactNode } from 'react'
import { ProductPrice } from './product-price'

/**
 * On a phone the product's first screen is its picture: this bar keeps the price and the cart
 * button at the bottom of the screen until the purchase box itself is in view (docs/requirements/storefront.md §7).
 * Wider screens never show it.
 */
export function StickyBuyBar({
  product,
  action,
  price,
  hidden,
}: {
  product: ProductDetail
  action: ReactNode
  /** The price as the shopper chose it (Subscribe & Save); the product's own price otherwise. */
  price?: ReactNode
  hidden: boolean
}) {
  return (
    <div className="sticky-buy-bar d-md-none" hidden={hidden} data-testid="sticky-buy-bar">
      {price || <ProductPrice product={product} className="sticky-buy-bar-price mb-0" />}
      <div className="sticky-buy-bar-action">{action}</div>
    </div>
  )
}
