import './star-rating.css'
import { STAR_MAX } from '@shop/shared/constants'

/** Stars filled to the rating (halves rounded), with the value as text for screen readers. */
export function StarRating({ value, size = '1rem' }: { value: number; size?: string }) {
  const rounded = Math.round(value * 2) / 2
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={`Rated ${value} out of ${STAR_MAX}`}
      style={{ fontSize: size }}
    >
      {Array.from({ length: STAR_MAX }, (_, i) => {
        const fill = rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty'
        return (
          <span key={i} className={`star star-${fill}`} aria-hidden="true">
            ★
          </span>
        )
      })}
    </span>
  )
}
