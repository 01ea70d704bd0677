import { CARD_IMAGE_SIZE } from '@shop/shared/constants'
import { compressedImageUrl } from '@shop/shared/images'
import { formatDollars } from '@shop/shared/format'
import { Link } from 'react-router'
import { ImageWithFallback } from '../../../components/image-with-fallback'
import { paths } from '../../../config/paths'
import type { SubscriptionItem } from '../subscriptions.api'

/** The products of one subscription or delivery: picture, name linking to the product, quantity and price. */
export function SubscriptionItemsList({ items }: { items: readonly SubscriptionItem[] }) {
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {items.map((item) => (
        <li key={item.product_id} className="d-flex align-items-center gap-2">
          <ImageWithFallback
            src={compressedImageUrl(item.thumbnail_compress, CARD_IMAGE_SIZE, item.thumbnail)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="rounded border bg-white object-fit-contain flex-shrink-0"
          />
          <span className="min-w-0">
            <Link to={paths.productDetail(item.slug)} className="d-block text-break">
              {item.name}
            </Link>
            <span className="small text-body-secondary">
              {item.qty} × {formatDollars(item.price)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
