import { CARD_IMAGE_SIZE, DETAIL_IMAGE_SIZE } from '@shop/shared/constants'
import { compressedImageUrl, PLACEHOLDER_IMAGE } from '@shop/shared/images'
import type { ProductDetail } from '@shop/shared/schemas/catalogue'

export interface GalleryImage {
  large: string
  thumb: string
  alt: string
}

/** The product's pictures: gallery images (800px and 300px sizes), else its thumbnail. */
export function galleryImages(product: ProductDetail): GalleryImage[] {
  const fromGallery = product.images.map((img, i) => ({
    large: compressedImageUrl(img.compress_image, DETAIL_IMAGE_SIZE, img.url),
    thumb: compressedImageUrl(img.compress_image, CARD_IMAGE_SIZE, img.url),
    alt: `${product.product_name}, picture ${i + 1} of ${product.images.length}`,
  }))
  if (fromGallery.length) return fromGallery
  const fallback = product.thumbnail || PLACEHOLDER_IMAGE
  return [
    {
      large: compressedImageUrl(product.thumbnail_compress, DETAIL_IMAGE_SIZE, fallback),
      thumb: compressedImageUrl(product.thumbnail_compress, CARD_IMAGE_SIZE, fallback),
      alt: product.product_name,
    },
  ]
}
