import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import type { ReactNode } from 'react'
import { ProductCard } from './product-card'

/** Cards in the first row on the widest screens (5 per row) load their images straight away. */
const EAGER_CARDS = 5

export interface ProductGridProps {
  products: ProductSummary[]
  /** The card's action slot (e.g. the cart's button), composed by the page. */
  renderAction?: (product: ProductSummary) => ReactNode
  /** The card's wish-list heart, composed by the page. */
  renderWishlist?: (product: ProductSummary) => ReactNode
  headingLevel?: 2 | 3
}

/** The responsive product grid: 2 per row on a phone, 3-4 on a tablet, 5 on a wide screen. */
export function ProductGrid({ products, renderAction, renderWishlist, headingLevel }: ProductGridProps) {
  return (
    <ul className="product-grid list-unstyled">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            action={renderAction?.(p)}
            wishlist={renderWishlist?.(p)}
            eager={i < EAGER_CARDS}
            priority={i === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}
