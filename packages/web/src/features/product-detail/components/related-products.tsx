import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { lazy, Suspense, useRef, type ReactNode } from 'react'
import { useGetRelatedProductsQuery } from '../product-detail.api'
import { useNearViewport } from '../use-near-viewport'
import { RelatedTitle } from './related-title'

// Swiper comes with the carousel, when the section nears the viewport (never in the first load).
const RelatedCarousel = lazy(() => import('./related-carousel'))

function Placeholder() {
  return (
    <>
      <RelatedTitle />
      <div className="related-placeholder" />
    </>
  )
}

interface RelatedProductsProps {
  categoryId: number
  /** The product on the page, left out of the list. */
  excludeId: number
  /** How the page shows one product: the catalogue's card with the cart's button, composed by the page. */
  renderProduct: (product: ProductSummary) => ReactNode
}

/**
 * 'CUSTOMERS ALSO BOUGHT' (docs/requirements/storefront.md §7; the original's typo fixed: docs/decisions/0028-texts-word-for-word-typos-fixed.md): up to 10 products of the same
 * category. They are fetched and drawn only when the section nears the viewport: on a phone it is
 * far below the fold, and the page's first paint should not wait for ten cards.
 */
export function RelatedProducts({ categoryId, excludeId, renderProduct }: RelatedProductsProps) {
  const ref = useRef<HTMLElement>(null)
  const near = useNearViewport(ref)
  const { currentData: products, isError } = useGetRelatedProductsQuery(
    { categoryId, excludeId },
    { skip: !near },
  )
  if (isError || (products && products.length === 0)) return null
  return (
    <section
      ref={ref}
      className="related-products mt-5"
      aria-labelledby="related-title"
      aria-busy={!products}
    >
      {products ? (
        <Suspense fallback={<Placeholder />}>
          <RelatedCarousel products={products} renderProduct={renderProduct} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </section>
  )
}
