import '../reviews.css'
import { STAR_MAX, STAR_MIN } from '@shop/shared/constants'
import { useId } from 'react'

interface StarInputProps {
  /** 0 while no star is chosen. */
  value: number
  onChange: (star: number) => void
  legend?: string
  error?: string
}

const STARS = Array.from({ length: STAR_MAX - STAR_MIN + 1 }, (_, i) => STAR_MIN + i)

/** A 1 to 5 star choice: real radio buttons (arrow keys move between them) drawn as stars. */
export function StarInput({ value, onChange, legend = 'Rating', error }: StarInputProps) {
  const id = useId()
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-1">
        {legend}
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="star-input">
        {STARS.map((star) => (
          <span key={star} className="star-input-option">
            <input
              type="radio"
              className="star-input-radio"
              id={`${id}-${star}`}
              name={`${id}-star`}
              value={star}
              checked={value === star}
              required
              onChange={() => onChange(star)}
            />
            <label
              htmlFor={`${id}-${star}`}
              className={`star-input-label${star <= value ? ' is-chosen' : ''}`}
              title={`${star} ${star === 1 ? 'star' : 'stars'}`}
            >
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
            </label>
          </span>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  )
}
