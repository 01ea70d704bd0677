import { CARD_IMAGE_SIZE } from '@shop/shared/constants'
import { compressedImageUrl, PLACEHOLDER_IMAGE } from '@shop/shared/images'
import { formatDollars } from '@shop/shared/money'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { Link } from 'react-router'
import { ImageWithFallback } from '../../../components/image-with-fallback'
import { paths } from '../../../config/paths'

const TILE_PX = 300

/** A compact product for the carousel: picture, name and price, linking to its page. */
export function RelatedProductTile({ product: p }: { product: ProductSummary }) {
  const image = compressedImageUrl(p.thumbnail_compress, CARD_IMAGE_SIZE, p.thumbnail || PLACEHOLDER_IMAGE)
  const price = p.discounted_price ?? p.selling_price
  return (
    <article className="related-tile card h-100">
      <ImageWithFallback
        src={image}
        alt=""
        width={TILE_PX}
        height={TILE_PX}
        loading="lazy"
        decoding="async"
        className="card-img-top related-tile-image"
      />
      <div className="card-body p-2">
        <h3 className="h6 related-tile-name">
          <Link className="stretched-link" to={paths.productDetail(p.slug)}>
            {p.product_name}
          </Link>
        </h3>
        <p className="mb-0 fw-semibold">{formatDollars(price)}</p>
      </div>
    </article>
  )
}
