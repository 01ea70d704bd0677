import { formatDollars } from '@shop/shared/format'
import { Link } from 'react-router'
import { ProductThumbnail } from '../../../components/product-thumbnail'
import { paths } from '../../../config/paths'
import type { SubscriptionItem } from '../subscriptions.api'

/** The products of one subscription or delivery: picture, name linking to the product, quantity and price. */
export function SubscriptionItemsList({ items }: { items: readonly SubscriptionItem[] }) {
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {items.map((item) => (
        <li key={item.product_id} className="d-flex align-items-center gap-2">
          <ProductThumbnail compressed={item.thumbnail_compress} original={item.thumbnail} size={48} />
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
