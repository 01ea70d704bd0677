import { useRef, useState, type KeyboardEvent } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons'
import { ImageWithFallback } from '../../../components/image-with-fallback'
import type { GalleryImage } from '../gallery-images'

const MAIN_PX = 800
const THUMB_PX = 300

/**
 * docs/requirements/storefront.md §7: the 800px main picture with a thumbnail strip. The pictures
 * sit in a row that scrolls one picture at a time (CSS scroll snapping: a phone swipes it with no
 * script), with previous and next buttons, arrow keys and the thumbnails moving it. The first
 * picture is the page's largest paint and loads at once; the others load when scrolled near.
 * Every picture keeps its size before loading (width and height set), so nothing shifts.
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const trackRef = useRef<HTMLDivElement>(null)
  const frame = useRef(0)
  const [active, setActive] = useState(0)
  const many = images.length > 1
  const last = images.length - 1

  const show = (index: number) => {
    const track = trackRef.current
    const next = Math.max(0, Math.min(last, index))
    setActive(next)
    if (!track) return
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: next * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' })
  }
  // A swipe or a scroll by trackpad: the picture the row stops on is the active one.
  const onScroll = () => {
    if (frame.current) return
    frame.current = requestAnimationFrame(() => {
      frame.current = 0
      const track = trackRef.current
      if (track?.clientWidth) setActive(Math.round(track.scrollLeft / track.clientWidth))
    })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      show(active + (event.key === 'ArrowLeft' ? -1 : 1))
    }
  }

  return (
    <div className="product-gallery">
      <div className="product-gallery-main">
        <div
          ref={trackRef}
          className="product-gallery-track"
          role="region"
          aria-roledescription="carousel"
          aria-label="Product pictures"
          tabIndex={many ? 0 : undefined}
          onScroll={many ? onScroll : undefined}
          onKeyDown={many ? onKeyDown : undefined}
        >
          {images.map((img, i) => (
            <div
              key={`${img.large}-${i}`}
              className="product-gallery-slide"
              role="group"
              aria-roledescription="picture"
              aria-label={`${i + 1} / ${images.length}`}
            >
              <ImageWithFallback
                src={img.large}
                alt={img.alt}
                width={MAIN_PX}
                height={MAIN_PX}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? undefined : 'async'}
                className="product-gallery-image"
              />
            </div>
          ))}
        </div>
        {many && (
          <>
            <button
              type="button"
              className="product-gallery-nav product-gallery-prev"
              aria-label="Previous picture"
              disabled={active === 0}
              onClick={() => show(active - 1)}
            >
              <ChevronLeftIcon size={20} />
            </button>
            <button
              type="button"
              className="product-gallery-nav product-gallery-next"
              aria-label="Next picture"
              disabled={active === last}
              onClick={() => show(active + 1)}
            >
              <ChevronRightIcon size={20} />
            </button>
          </>
        )}
      </div>
      {many && (
        <ul className="product-gallery-thumbs list-unstyled mt-2 mb-0" aria-label="Choose a picture">
          {images.map((img, i) => (
            <li key={`${img.thumb}-${i}`}>
              <button
                type="button"
                className="product-gallery-thumb"
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => show(i)}
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
