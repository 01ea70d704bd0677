import { formatDate } from '@shop/shared/format'
import type { ProductReview } from '@shop/shared/schemas/catalogue'
import type { ReactNode } from 'react'
import type { RatingSummary } from '../rating-summary'
import { StarRating } from '../../../components/star-rating'

/** docs/requirements/storefront.md §7: ratings summary with a bar per star from 5 to 1, and the scrollable review list. */
export function ProductReviews({
  reviews,
  ratings,
  reviewForm,
  reviewAction,
}: {
  reviews: ProductReview[]
  ratings: RatingSummary
  reviewForm?: ReactNode
  reviewAction?: ReactNode
}) {
  return (
    <section id="reviews" className="product-reviews mt-5" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="h4 mb-3">
        Ratings &amp; reviews
      </h2>
      <div className="row g-4">
        <div className="col-md-4">
          {ratings.total === 0 ? (
            <div className="card card-body">
              <p className="h5 mb-1">No reviews yet</p>
              <p className="small text-body-secondary mb-0">
                Bought or tried it? Be the first to tell other shoppers what you think.
              </p>
              {reviewAction && <div className="mt-3">{reviewAction}</div>}
            </div>
          ) : (
            <div className="card card-body">
              <p className="mb-1">
                <span className="display-6 fw-semibold me-2">{ratings.average.toFixed(1)}</span>
                <span className="text-body-secondary">out of 5</span>
              </p>
              <StarRating value={ratings.average} size="1.25rem" />
              <p className="small text-body-secondary mt-1 mb-3">
                {ratings.total} {ratings.total === 1 ? 'rating' : 'ratings'}
              </p>
              <ul className="list-unstyled mb-0" aria-label="Share of ratings per star">
                {ratings.shares.map((s) => (
                  <li key={s.star} className="rating-bar-row d-flex align-items-center gap-2 mb-1">
                    <span className="rating-bar-label small">{s.star} star</span>
                    <span className="rating-bar flex-grow-1" aria-hidden="true">
                      <span className="rating-bar-fill" style={{ width: `${s.percent}%` }} />
                    </span>
                    <span className="rating-bar-percent small text-end">{s.percent}%</span>
                  </li>
                ))}
              </ul>
              {reviewAction && <div className="mt-3">{reviewAction}</div>}
            </div>
          )}
        </div>
        <div className="col-md-8">
          {reviews.length === 0 ? null : (
            <div className="review-list" role="region" aria-label="Customer reviews" tabIndex={0}>
              <ul className="list-unstyled mb-0">
                {reviews.map((r) => (
                  <li key={r.id} className="review border-bottom py-3">
                    <article aria-labelledby={`review-${r.id}`}>
                      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                        <StarRating value={r.star} />
                        <h3 id={`review-${r.id}`} className="h6 mb-0">
                          {r.headline || 'Review'}
                        </h3>
                      </div>
                      <p className="small text-body-secondary mb-2">
                        {r.name} · <time dateTime={r.created_on}>{formatDate(r.created_on)}</time>
                        {r.verified_buyer && (
                          <span className="badge verified-buyer ms-2">Verified buyer</span>
                        )}
                      </p>
                      <p className="mb-0">{r.review}</p>
                    </article>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {reviewForm && (
            <section
              id="write-review"
              className={reviews.length ? 'mt-4' : ''}
              aria-labelledby="review-form-title"
            >
              <h3 id="review-form-title" className="h5 mb-3">
                Review this product
              </h3>
              {reviewForm}
            </section>
          )}
        </div>
      </div>
    </section>
  )
}
