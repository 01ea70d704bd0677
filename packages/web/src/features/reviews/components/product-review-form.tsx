import { CAPTCHA_ERROR_HIDE_MS } from '@shop/shared/constants'
import { REVIEW_HONEYPOT_FIELD } from '@shop/shared/review-messages'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import { FormField, TextareaField } from '../../../components/form-field'
import { NameAndEmailFields } from '../../../components/name-and-email-fields'
import { captchaMatches, newCaptcha } from '../../../lib/security-code'
import { REVIEW_MESSAGES } from '../review-messages'
import { usePostProductReviewMutation } from '../reviews.api'
import { CaptchaField } from './captcha-field'
import { StarInput } from './star-input'

interface ReviewFields {
  name: string
  email: string
  headline: string
  review: string
  /** Hidden from people; a bot that fills it has its review dropped by the server. */
  [REVIEW_HONEYPOT_FIELD]: string
}

export interface ProductReviewFormProps {
  productId: number
  /** A signed-in shopper's name and e-mail, filled in for them. */
  defaultName?: string
  defaultEmail?: string
  /** The standalone dialog asks for the on-screen code and shows the server's message on failure. */
  withCaptcha?: boolean
  /** Told after the review was accepted. */
  onPosted?: () => void
}

/**
 * The product page's review form (inline and in the dialog): star, name, e-mail and review are
 * required, the headline is optional; Submit stays disabled until the required ones are given.
 */
export function ProductReviewForm({
  productId,
  defaultName = '',
  defaultEmail = '',
  withCaptcha = false,
  onPosted,
}: ProductReviewFormProps) {
  const id = useId()
  const [post, { isLoading }] = usePostProductReviewMutation()
  const [star, setStar] = useState(0)
  const [captcha, setCaptcha] = useState(() => (withCaptcha ? newCaptcha() : ''))
  const [typedCaptcha, setTypedCaptcha] = useState('')
  const [captchaWrong, setCaptchaWrong] = useState(false)
  const [starError, setStarError] = useState<string | undefined>()
  const [formError, setFormError] = useState('')
  // A guest's review waits for the shop's check: the form says so, as the page will not show it yet.
  const [held, setHeld] = useState(false)
  const empty: ReviewFields = {
    name: defaultName,
    email: defaultEmail,
    headline: '',
    review: '',
    [REVIEW_HONEYPOT_FIELD]: '',
  }
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ReviewFields>({ defaultValues: empty })
  const [name, email, review] = useWatch({ control, name: ['name', 'email', 'review'] })
  const complete = star > 0 && Boolean(name?.trim() && email?.trim() && review?.trim())

  // The account's name and e-mail may arrive after the form is drawn (the product comes first):
  // they fill the fields the shopper has not typed in yet.
  useEffect(() => {
    if (defaultName && !getValues('name')) setValue('name', defaultName)
    if (defaultEmail && !getValues('email')) setValue('email', defaultEmail)
  }, [defaultName, defaultEmail, getValues, setValue])

  // The wrong-code message goes away by itself after a while.
  useEffect(() => {
    if (!captchaWrong) return
    const timer = setTimeout(() => setCaptchaWrong(false), CAPTCHA_ERROR_HIDE_MS)
    return () => clearTimeout(timer)
  }, [captchaWrong])

  const onSubmit = async (values: ReviewFields) => {
    if (!complete) {
      toast.warning(REVIEW_MESSAGES.incomplete)
      return
    }
    setFormError('')
    setHeld(false)
    setStarError(undefined)
    clearErrors()
    // The server's own rules and messages, checked before the call. The schemas (zod) load with
    // the first submission: the product page hydrates the form without them.
    const { ProductReviewSchema } = await import('@shop/shared/schemas/reviews')
    const checked = ProductReviewSchema.safeParse({ ...values, star, product_id: productId })
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0])
        if (field === 'star') setStarError(issue.message)
        else if (field in empty) setError(field as keyof ReviewFields, { message: issue.message })
      }
      return
    }
    if (withCaptcha && !captchaMatches(captcha, typedCaptcha)) {
      setCaptchaWrong(true)
      setCaptcha(newCaptcha(captcha))
      setTypedCaptcha('')
      return
    }
    try {
      const answer = await post({ product_id: productId, star, ...values }).unwrap()
      toast.success(REVIEW_MESSAGES.added)
      setHeld(answer.Review?.status === 'pending')
      reset(empty)
      setStar(0)
      if (withCaptcha) {
        setCaptcha(newCaptcha(captcha))
        setTypedCaptcha('')
      }
      onPosted?.()
    } catch (error) {
      const fieldErrors = Object.entries(fieldErrorsOf(error) ?? {})
      for (const [field, messages] of fieldErrors) {
        if (field === 'star') setStarError(messages[0])
        else if (field in empty) setError(field as keyof ReviewFields, { message: messages[0] })
      }
      const message = errorMessage(error, REVIEW_MESSAGES.failed)
      // A refusal that names no field (one review per product, too many reviews) is said in the form too.
      if (fieldErrors.length === 0 && message !== REVIEW_MESSAGES.failed) setFormError(message)
      toast.error(withCaptcha ? message : REVIEW_MESSAGES.failed)
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Write a review">
      <StarInput value={star} onChange={setStar} legend="Your rating" error={starError} />
      <div className="row gx-3">
        <NameAndEmailFields
          className="col-sm-6 mb-3"
          name={{ registration: register('name'), error: errors.name?.message }}
          email={{ registration: register('email'), error: errors.email?.message }}
        />
      </div>
      <FormField label="Headline" registration={register('headline')} error={errors.headline?.message} />
      <TextareaField
        label="Review"
        rows={4}
        required
        registration={register('review')}
        error={errors.review?.message}
      />
      <div className="review-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-${REVIEW_HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${id}-${REVIEW_HONEYPOT_FIELD}`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(REVIEW_HONEYPOT_FIELD)}
        />
      </div>
      {withCaptcha && (
        <CaptchaField
          code={captcha}
          typed={typedCaptcha}
          onTypedChange={setTypedCaptcha}
          onRefresh={() => {
            setCaptcha(newCaptcha(captcha))
            setTypedCaptcha('')
          }}
          error={captchaWrong ? REVIEW_MESSAGES.captchaWrong : undefined}
        />
      )}
      {formError && (
        <p className="text-danger" role="alert">
          {formError}
        </p>
      )}
      {held && <p role="status">{REVIEW_MESSAGES.held}</p>}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button
          type="submit"
          className="btn btn-primary px-4"
          disabled={!complete || isLoading}
          aria-describedby={complete ? undefined : `${id}-incomplete`}
        >
          {isLoading ? 'Submitting...' : 'Submit'}
        </button>
        {!complete && (
          <p id={`${id}-incomplete`} className="form-text mb-0">
            {REVIEW_MESSAGES.incomplete}
          </p>
        )}
      </div>
    </form>
  )
}
