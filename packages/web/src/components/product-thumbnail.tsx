import { CARD_IMAGE_SIZE } from '@shop/shared/constants'
import { compressedImageUrl, PLACEHOLDER_IMAGE } from '@shop/shared/images'
import { ImageWithFallback } from './image-with-fallback'

interface ProductThumbnailProps {
  /** The product's `thumbnail_compress` JSON: its 300px picture is shown. */
  compressed: string | null | undefined
  /** The original picture, when there is no 300px one. */
  original: string | null | undefined
  /** Shown width and height in pixels. */
  size: number
  /** Empty (the default) when the product's name is written beside the picture. */
  alt?: string
  loading?: 'lazy' | 'eager'
}

/** A small square picture of a product in a list, with the placeholder when it is missing or fails. */
export function ProductThumbnail({
  compressed,
  original,
  size,
  alt = '',
  loading = 'lazy',
}: ProductThumbnailProps) {
  return (
    <ImageWithFallback
      src={compressedImageUrl(compressed, CARD_IMAGE_SIZE, original || PLACEHOLDER_IMAGE)}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      className="rounded border bg-white object-fit-contain flex-shrink-0"
    />
  )
}
