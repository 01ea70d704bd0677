import Skeleton from 'react-loading-skeleton'

/** The page's shape while the product loads (docs/requirements/storefront.md §7), so nothing jumps when it arrives. */
export function ProductDetailSkeleton() {
  return (
    <div className="product-detail" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">Loading product…</span>
      <div aria-hidden="true">
        <Skeleton width="40%" className="mb-3" />
        <div className="row g-4">
          <div className="col-lg-6">
            <Skeleton className="product-gallery-skeleton" />
          </div>
          <div className="col-lg-6">
            <Skeleton height={34} width="85%" className="mb-2" />
            <Skeleton width="60%" className="mb-2" />
            <Skeleton width="35%" className="mb-3" />
            <Skeleton height={36} width="40%" className="mb-3" />
            <Skeleton count={4} width="55%" className="mb-1" />
            <Skeleton height={160} className="mt-3" />
          </div>
        </div>
      </div>
    </div>
  )
}
