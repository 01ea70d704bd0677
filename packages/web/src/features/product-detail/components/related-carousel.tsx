import 'swiper/css'
import 'swiper/css/pagination'
import './related-carousel.css'
import { CAROUSEL_AUTOPLAY_DELAY_MS } from '@shop/shared/constants'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { useEffect, useState, type ReactNode } from 'react'
import { A11y, Autoplay, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import { RelatedTitle } from './related-title'

/** docs/requirements/storefront.md §7: 2 slides per view on small screens up to 6 on very wide ones. */
const BREAKPOINTS = {
  576: { slidesPerView: 3 },
  768: { slidesPerView: 4 },
  992: { slidesPerView: 5 },
  1400: { slidesPerView: 6 },
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
}

/**
 * The carousel, autoplaying every 3000 ms. Autoplay pauses while the pointer or keyboard focus is
 * in it, can be paused with a button (WCAG 2.2.2), and is off for people who ask their system for
 * reduced motion.
 */
export default function RelatedCarousel({
  products,
  renderProduct,
}: {
  products: ProductSummary[]
  renderProduct: (product: ProductSummary) => ReactNode
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [reducedMotion] = useState(prefersReducedMotion)
  const [paused, setPaused] = useState(reducedMotion)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    if (!swiper?.autoplay || swiper.destroyed) return
    if (paused || focused) swiper.autoplay.stop()
    else swiper.autoplay.start()
  }, [swiper, paused, focused])

  return (
    <>
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <RelatedTitle />
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? 'Play carousel' : 'Pause carousel'}
        </button>
      </div>
      <div
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
        }}
      >
        <Swiper
          modules={[Autoplay, Pagination, A11y]}
          onSwiper={setSwiper}
          slidesPerView={2}
          spaceBetween={16}
          breakpoints={BREAKPOINTS}
          pagination={{ clickable: true }}
          autoplay={{
            delay: CAROUSEL_AUTOPLAY_DELAY_MS,
            pauseOnMouseEnter: true,
            disableOnInteraction: false,
          }}
          rewind
          speed={reducedMotion ? 0 : 300}
          a11y={{
            containerMessage: 'Customers also bought',
            containerRoleDescriptionMessage: 'carousel',
            itemRoleDescriptionMessage: 'product',
          }}
          className="related-swiper"
        >
          {products.map((p) => (
            <SwiperSlide key={p.id} className="h-auto">
              {renderProduct(p)}
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </>
  )
}
