import { CARD_IMAGE_SIZE } from '@shop/shared/constants'
import { compressedImageUrl } from '@shop/shared/images'
import { formatDollars } from '@shop/shared/format'
import type { SubscriptionItem } from '@shop/shared/schemas/subscriptions'
import { ImageWithFallback } from '../../../components/image-with-fallback'

/** The products of a subscription or delivery: picture, name, quantity and unit price. */
export function SubscriptionItems({ items }: { items: readonly SubscriptionItem[] }) {
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
          <span className="small">
            {item.name} × {item.qty} at {formatDollars(item.price)}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** A subscription's items list, kept as JSON text by the API. */
export function parseSubscriptionItems(items: string): SubscriptionItem[] {
  try {
    const parsed: unknown = JSON.parse(items)
    return Array.isArray(parsed) ? (parsed as SubscriptionItem[]) : []
  } catch {
    return []
  }
}

export function everyLabel(months: number): string {
  return months === 1 ? 'Every month' : `Every ${months} months`
}
