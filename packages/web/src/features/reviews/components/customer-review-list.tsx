import { formatDate, isoDateIn } from '@shop/shared/format'
import { Link } from 'react-router'
import { ProductThumbnail } from '../../../components/product-thumbnail'
import { paths } from '../../../config/paths'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { Review } from '../reviews.api'
import { StarRating } from '../../../components/star-rating'

/** 'My Review & Ratings': each review's product name, thumbnail, stars and date, with Edit. */
export function CustomerReviewList({ reviews }: { reviews: Review[] }) {
  const timeZone = useShopTimeZone()
  return (
    <ul className="list-unstyled mb-0">
      {reviews.map((r) => {
        const nameId = `my-review-${r.id}`
        return (
          <li key={r.id} className="card mb-3">
            <article className="card-body d-flex flex-wrap align-items-center gap-3" aria-labelledby={nameId}>
              <ProductThumbnail compressed={r.thumbnail_compress} original={r.thumbnail} size={64} />
              <div className="flex-grow-1">
                <h2 id={nameId} className="h6 mb-1">
                  <Link to={paths.productDetail(r.slug)}>{r.product_name}</Link>
                </h2>
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
                  <time dateTime={isoDateIn(r.created_at, timeZone)}>
                    {formatDate(r.created_at, timeZone)}
                  </time>
                </p>
              </div>
              <Link
                to={paths.editReview(r.id)}
                className="btn btn-outline-primary btn-sm"
                aria-label={`Edit your review of ${r.product_name}`}
              >
                Edit
              </Link>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
