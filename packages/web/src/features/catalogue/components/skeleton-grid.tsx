import 'react-loading-skeleton/dist/skeleton.css'
import { SKELETON_CARD_COUNT } from '@shop/shared/constants'
import Skeleton from 'react-loading-skeleton'

/** 18 placeholder cards of the real cards' shape while a listing loads (docs/requirements/limits.md). */
export function SkeletonGrid({ count = SKELETON_CARD_COUNT }: { count?: number }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading products...
      </p>
      <ul className="product-grid list-unstyled" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div className="product-card">
              <div className="product-card-media">
                <Skeleton className="product-card-image-skeleton" />
              </div>
              <div className="product-card-body">
                <Skeleton width="45%" height="1.4rem" />
                <Skeleton count={2} />
                <Skeleton width="60%" count={3} className="mt-1" />
                <Skeleton height="2.375rem" className="mt-2" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
