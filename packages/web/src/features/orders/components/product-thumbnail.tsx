import { CARD_IMAGE_SIZE } from '@shop/shared/constants'
import { compressedImageUrl } from '@shop/shared/images'
import type { OrderItem } from '@shop/shared/schemas/orders'
import { ImageWithFallback } from '../../../components/image-with-fallback'

/** A small picture of an order line's product (the 300px size), with the placeholder on failure. */
export function ProductThumbnail({ product, size = 56 }: { product: OrderItem['product']; size?: number }) {
  return (
    <ImageWithFallback
      src={compressedImageUrl(product.thumbnail_compress, CARD_IMAGE_SIZE, product.thumbnail)}
      alt={product.product_name}
      width={size}
      height={size}
      loading="lazy"
      className="rounded border bg-white object-fit-contain flex-shrink-0"
    />
  )
}
