import { RETURNABILITY_LABELS } from '@shop/shared/returnability'
import { isPreOrder } from '@shop/shared/pricing'
import type { ProductDetail } from '@shop/shared/schemas/catalogue'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import type { RatingSummary } from '../rating-summary'
import { StarRating } from '../../../components/star-rating'
import { ProductPrice } from './product-price'

/** The stock label (docs/requirements/storefront.md §7): 'N In Stock' above 0, else 'Out of Stock'. */
export function stockLabel(stock: number): string {
  return stock > 0 ? `${stock} In Stock` : 'Out of Stock'
}

interface ProductInfoProps {
  product: ProductDetail
  ratings: RatingSummary
  /** The wish-list toggle, composed by the page. */
  wishlist?: ReactNode
  /** The purchase box, composed by the page (the cart feature builds it). */
  purchaseBox?: ReactNode
  /** The shipping estimate under the price, composed by the page. */
  shipping?: ReactNode
  share: ReactNode
  /** In place of the price: a professional-only product shown to a shopper who may not buy it. */
  priceHidden?: ReactNode
  /** The shelf-life promise ('Ships with at least 6 months before expiry'), from the shelf's lots. */
  shelfLife?: string | null
  /** The code of what is chosen (a pack's own code), as the order will carry it; else the product's SKU. */
  itemCode?: string
}

/** Name, category, item code, rating, price, unit, weight, stock, then the page's slots. */
export function ProductInfo({
  product: p,
  ratings,
  wishlist,
  purchaseBox,
  shipping,
  share,
  priceHidden,
  shelfLife,
  itemCode,
}: ProductInfoProps) {
  return (
    <div className="product-info">
      <h1 className="h3 mb-2">{p.product_name}</h1>
      <p className="small text-body-secondary mb-2">
        Category: <Link to={paths.category(p.category_slug)}>{p.category}</Link>
        <span className="mx-2" aria-hidden="true">
          |
        </span>
        Brand: <Link to={paths.brand(p.brand_slug)}>{p.brand}</Link>
        <span className="mx-2" aria-hidden="true">
          |
        </span>
        Item code: <span className="text-body">{itemCode ?? p.sku}</span>
      </p>
      {ratings.total === 0 ? (
        <p className="small mb-3">
          <span className="rating-none">No reviews yet</span>
          <span className="mx-2" aria-hidden="true">
            ·
          </span>
          <a href="#write-review">Write the first review</a>
        </p>
      ) : (
        <p className="d-flex align-items-center gap-2 mb-3">
          <StarRating value={ratings.average} />
          <span className="fw-semibold">{ratings.average.toFixed(1)}</span>
          <a href="#reviews" className="small">
            {ratings.total} {ratings.total === 1 ? 'rating' : 'ratings'}
          </a>
        </p>
      )}
      {priceHidden ?? <ProductPrice product={p} className={`product-price ${shipping ? 'mb-1' : 'mb-3'}`} />}
      {shipping && <div className="mb-3">{shipping}</div>}
      <dl className="product-facts row g-0 mb-3">
        <dt className="col-5 col-sm-4">Unit</dt>
        <dd className="col-7 col-sm-8">{p.unit}</dd>
        <dt className="col-5 col-sm-4">Weight</dt>
        <dd className="col-7 col-sm-8">{p.weight}</dd>
        <dt className="col-5 col-sm-4">Availability</dt>
        <dd className="col-7 col-sm-8">
          <span className={`stock-label ${isPreOrder(p) ? 'out-of-stock' : 'in-stock'}`}>
            {stockLabel(p.stock)}
          </span>
        </dd>
        {shelfLife && (
          <>
            <dt className="col-5 col-sm-4">Shelf life</dt>
            <dd className="col-7 col-sm-8">{shelfLife}</dd>
          </>
        )}
        {p.returnability ? (
          <>
            <dt className="col-5 col-sm-4">Returns</dt>
            <dd className="col-7 col-sm-8" data-testid="product-returns">
              {RETURNABILITY_LABELS[p.returnability]}.{' '}
              <span className="small text-body-secondary">{p.returnability_note}</span>{' '}
              <Link to={paths.refund} className="small">
                Return policy
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      {wishlist && <div className="mb-3">{wishlist}</div>}
      {purchaseBox && <div className="mb-3">{purchaseBox}</div>}
      {share}
    </div>
  )
}
