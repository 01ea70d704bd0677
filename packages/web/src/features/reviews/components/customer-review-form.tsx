import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FormField, TextareaField } from '../../../components/form-field'
import { StarInput } from './star-input'

export interface CustomerReviewValues {
  star: number
  headline: string
  review: string
}

interface CustomerReviewFormProps {
  /** The product's thumbnail and name above the form. */
  product: ReactNode
  initial?: CustomerReviewValues
  /** Saves; resolves true when the review was accepted (a new review's form then starts empty). */
  onSave: (values: CustomerReviewValues) => Promise<boolean>
  resetOnSuccess?: boolean
  busy?: boolean
  /** Why the server refused the last try. */
  refusal?: string
}

export const STAR_MISSING = 'Please choose a rating from 1 to 5 stars.'

const EMPTY: CustomerReviewValues = { star: 0, headline: '', review: '' }

/**
 * Create Review and Edit Review: a 1 to 5 star choice (marked required), headline and review
 * text (both required) and Submit. A missing star is named on the form before anything is sent.
 */
export function CustomerReviewForm({
  product,
  initial = EMPTY,
  onSave,
  resetOnSuccess = false,
  busy = false,
  refusal,
}: CustomerReviewFormProps) {
  const [star, setStar] = useState(initial.star)
  const [starMissing, setStarMissing] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Omit<CustomerReviewValues, 'star'>>({
    defaultValues: { headline: initial.headline, review: initial.review },
  })

  const onSubmit = async (values: Omit<CustomerReviewValues, 'star'>) => {
    if (Math.trunc(star) < 1) return setStarMissing(true)
    const saved = await onSave({ ...values, star: Math.trunc(star) })
    if (saved && resetOnSuccess) {
      reset({ headline: '', review: '' })
      setStar(0)
    }
  }

  return (
    <form
      onSubmit={(event) => {
        // Every missing field is named at once, the rating with the others.
        if (Math.trunc(star) < 1) setStarMissing(true)
        return handleSubmit(onSubmit)(event)
      }}
      noValidate
      aria-label="Review"
    >
      <div className="mb-3">{product}</div>
      <StarInput
        value={star}
        onChange={(next) => {
          setStar(next)
          setStarMissing(false)
        }}
        error={starMissing ? STAR_MISSING : undefined}
      />
      <FormField
        label="Headline"
        required
        registration={register('headline', { validate: (v) => v.trim() !== '' || 'Headline is required' })}
        error={errors.headline?.message}
      />
      <TextareaField
        label="Review"
        rows={5}
        required
        registration={register('review', { validate: (v) => v.trim() !== '' || 'Review is required' })}
        error={errors.review?.message}
      />
      {refusal && (
        <p className="text-danger" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="btn btn-primary px-4" disabled={busy}>
        {busy ? 'Submitting...' : 'Submit'}
      </button>
    </form>
  )
}
