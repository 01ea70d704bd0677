import { formatDate, isoDateIn } from '@shop/shared/format'
import { Link } from 'react-router'
import { ProductEntry } from '../../../components/product-entry'
import { StarRating } from '../../../components/star-rating'
import { paths } from '../../../config/paths'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { Review } from '../reviews.api'

/** 'My Review & Ratings': each review's product name, thumbnail, stars and date, with Edit. */
export function CustomerReviewList({ reviews }: { reviews: Review[] }) {
  const timeZone = useShopTimeZone()
  return (
    <ul className="list-unstyled mb-0">
      {reviews.map((r) => (
        <ProductEntry
          key={r.id}
          headingId={`my-review-${r.id}`}
          product={r}
          thumbnailSize={64}
          centered
          actions={
            <Link
              to={paths.editReview(r.id)}
              className="btn btn-outline-primary btn-sm"
              aria-label={`Edit your review of ${r.product_name}`}
            >
              Edit
            </Link>
          }
        >
          <StarRating value={r.star} />
          {r.headline ? <p className="mb-0 small">{r.headline}</p> : null}
          {r.status !== 'published' ? (
            <p className="mb-0 small">
              <span className="badge text-bg-secondary">
                {r.status === 'pending' ? 'Awaiting approval' : 'Not shown on the product page'}
              </span>
            </p>
          ) : null}
          <p className="small text-body-secondary mb-0">
            <time dateTime={isoDateIn(r.created_at, timeZone)}>{formatDate(r.created_at, timeZone)}</time>
          </p>
        </ProductEntry>
      ))}
    </ul>
  )
}
