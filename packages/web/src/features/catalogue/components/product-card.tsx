import { CARD_IMAGE_SIZE } from '@shop/shared/constants'
import { formatDate, formatDollars, formatMoney } from '@shop/shared/format'
import { compressedImageUrl, PLACEHOLDER_IMAGE } from '@shop/shared/images'
import { fromPerUnitText, packToCents } from '@shop/shared/packs'
import { currentPrice, isDiscounted, isPreOrder } from '@shop/shared/pricing'
import { professionalLabel } from '@shop/shared/professional'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EyeIcon } from '../../../components/icons'
import { ImageWithFallback } from '../../../components/image-with-fallback'
import { paths } from '../../../config/paths'

export const CARD_IMAGE_PX = 300

export interface ProductCardProps {
  product: ProductSummary
  /** The Add To Cart / Pre Order / View Cart button, composed by the page (features do not meet here). */
  action?: ReactNode
  /** The wish-list heart, composed by the page. */
  wishlist?: ReactNode
  /** Cards in the first row load their image at once; the rest wait until scrolled near. */
  eager?: boolean
  /** The first card's image is the page's largest paint: fetch it first. */
  priority?: boolean
  /** The level of the name's heading under the page's own headings. */
  headingLevel?: 2 | 3
}

/** A product in a listing (docs/requirements/storefront.md §6): image, stock badge, heart, view link, price, facts. */
export function ProductCard({
  product: p,
  action,
  wishlist,
  eager = false,
  priority = false,
  headingLevel = 2,
}: ProductCardProps) {
  const href = paths.productDetail(p.slug)
  const image = compressedImageUrl(p.thumbnail_compress, CARD_IMAGE_SIZE, p.thumbnail || PLACEHOLDER_IMAGE)
  const price = currentPrice(p)
  // Sold in packs: the cheapest price per base unit, so a box and a case compare at a glance.
  const perUnit = fromPerUnitText(price, (p.packs ?? []).map(packToCents), {
    singular: p.base_unit ?? '',
    plural: p.base_unit_plural ?? '',
  })
  const discounted = isDiscounted(p)
  const outOfStock = isPreOrder(p)
  const expiry = formatDate(p.expiry_date)
  const nameId = `product-card-${p.id}`
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <article className="product-card" aria-labelledby={nameId}>
      <div className="product-card-media">
        {/* The name below is the link for keyboards and screen readers; the picture is a mouse shortcut. */}
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ImageWithFallback
            src={image}
            alt=""
            width={CARD_IMAGE_PX}
            height={CARD_IMAGE_PX}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="product-card-image"
          />
        </Link>
        {outOfStock && <span className="product-card-badge">Out of stock</span>}
        <div className="product-card-tools">
          {wishlist}
          <Link to={href} className="product-card-tool" aria-label={`View ${p.product_name}`}>
            <EyeIcon size={18} />
          </Link>
        </div>
      </div>
      <div className="product-card-body">
        {p.professional_only ? (
          // Listings (pages kept for everyone) never show a professional-only price: the product page does, to verified professionals.
          <p className="product-card-price product-card-professional">
            <span className="badge text-bg-warning">{professionalLabel(p)}</span>
          </p>
        ) : (
          <p className="product-card-price">
            <span className="price-now">{formatMoney(price)}</span>
            {discounted && (
              <del className="price-was">
                <span className="visually-hidden">Original price </span>
                {formatDollars(p.selling_price)}
              </del>
            )}
          </p>
        )}
        {perUnit && !p.professional_only && (
          <p className="product-card-per-unit" data-testid="card-per-unit">
            {perUnit}
          </p>
        )}
        <Heading className="product-card-name" id={nameId}>
          <Link to={href}>{p.product_name}</Link>
        </Heading>
        <p className="product-card-ships">{outOfStock ? 'Ships when available' : ''}</p>
        <dl className="product-card-facts">
          <div>
            <dt>Qty in stock:</dt>
            <dd>{p.stock}</dd>
          </div>
          <div>
            <dt>Unit:</dt>
            <dd>{p.unit}</dd>
          </div>
          {expiry && (
            <div>
              <dt>Expiry:</dt>
              <dd>{expiry}</dd>
            </div>
          )}
        </dl>
        {action && <div className="product-card-action">{action}</div>}
      </div>
    </article>
  )
}
