import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ProductGrid } from './product-grid'
import { SkeletonGrid } from './skeleton-grid'

interface ProductStripProps {
  id: string
  title: string
  /** The products, undefined while loading. */
  products: ProductSummary[] | undefined
  /** Cards shown at most (one row on a wide screen). */
  count: number
  /** The listing the strip is a part of. */
  more?: { to: string; label: string }
  renderAction?: (product: ProductSummary) => ReactNode
  renderWishlist?: (product: ProductSummary) => ReactNode
}

/** A titled row of product cards with a link to the whole listing (the home page's deals and best sellers). */
export function ProductStrip({
  id,
  title,
  products,
  count,
  more,
  renderAction,
  renderWishlist,
}: ProductStripProps) {
  if (products && products.length === 0) return null
  return (
    <section className="product-strip mb-5" aria-labelledby={id}>
      <div className="d-flex justify-content-between align-items-baseline gap-2 mb-3">
        <h2 id={id} className="h4 mb-0">
          {title}
        </h2>
        {more ? <Link to={more.to}>{more.label}</Link> : null}
      </div>
      {products ? (
        <ProductGrid
          products={products.slice(0, count)}
          renderAction={renderAction}
          renderWishlist={renderWishlist}
          headingLevel={3}
        />
      ) : (
        <SkeletonGrid count={count} />
      )}
    </section>
  )
}
