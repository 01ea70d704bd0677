import 'swiper/css'
import 'swiper/css/navigation'
import { CARD_IMAGE_SIZE, DETAIL_IMAGE_SIZE } from '@shop/shared/constants'
import { compressedImageUrl, PLACEHOLDER_IMAGE } from '@shop/shared/images'
import type { ProductDetail } from '@shop/shared/schemas/catalogue'
import { useState } from 'react'
import { A11y, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import { ImageWithFallback } from '../../../components/image-with-fallback'

const MAIN_PX = 800
const THUMB_PX = 300

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

/**
 * docs/requirements/storefront.md §7: the 800px main slider with a thumbnail strip. The first picture is the
 * page's largest paint and loads at once; the others load when shown. Every picture keeps its
 * size before loading (width and height set), so nothing shifts. The thumbnails are buttons, so
 * the strip works by keyboard too.
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const [main, setMain] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const many = images.length > 1
  return (
    <div className="product-gallery">
      <Swiper
        className="product-gallery-main"
        modules={[Navigation, Keyboard, A11y]}
        navigation={many}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: 'Previous picture',
          nextSlideMessage: 'Next picture',
          containerMessage: 'Product pictures',
          containerRoleDescriptionMessage: 'carousel',
          itemRoleDescriptionMessage: 'picture',
        }}
        spaceBetween={8}
        onSwiper={setMain}
        onSlideChange={(s) => setActive(s.activeIndex)}
      >
        {images.map((img, i) => (
          <SwiperSlide key={`${img.large}-${i}`}>
            <ImageWithFallback
              src={img.large}
              alt={img.alt}
              width={MAIN_PX}
              height={MAIN_PX}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
              className="product-gallery-image"
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {many && (
        <ul className="product-gallery-thumbs list-unstyled mt-2 mb-0" aria-label="Choose a picture">
          {images.map((img, i) => (
            <li key={`${img.thumb}-${i}`}>
              <button
                type="button"
                className="product-gallery-thumb"
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => main?.slideTo(i)}
              >
                <ImageWithFallback
                  src={img.thumb}
                  alt=""
                  width={THUMB_PX}
                  height={THUMB_PX}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
