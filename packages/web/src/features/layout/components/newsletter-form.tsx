import { zodResolver } from '@hookform/resolvers/zod'
import { NewsletterSignupSchema, type NewsletterSignup } from '@shop/shared/schemas/newsletter'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage } from '../../../store/api'
import { useSubscribeNewsletterMutation } from '../layout.api'

/** The footer's newsletter field: type email, required, SUBMIT; the server keeps each address once. */
export function NewsletterForm() {
  const inputId = useId()
  const errorId = useId()
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation()
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterSignup>({
    resolver: zodResolver(NewsletterSignupSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null)
    try {
      const result = await subscribe(values).unwrap()
      setOutcome({ ok: true, message: result.message })
      reset()
    } catch (error) {
      setOutcome({
        ok: false,
        message: errorMessage(error, 'Sorry, we could not subscribe you. Please try again.'),
      })
    }
  })

  const fieldError = errors.email?.message
  return (
    <form className="newsletter-form" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="footer-heading d-block">
        Subscribe to our newsletter
      </label>
      <p className="small mb-2">Offers and new products, now and then. Unsubscribe at any time.</p>
      <div className="input-group">
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="Your e-mail address"
          className={`form-control${fieldError ? ' is-invalid' : ''}`}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          {...register('email')}
        />
        <button type="submit" className="btn btn-accent" disabled={isLoading}>
          SUBMIT
        </button>
      </div>
      {fieldError && (
        <p id={errorId} className="newsletter-error small mt-1 mb-0">
          {fieldError}
        </p>
      )}
      <p role="status" className={`small mt-2 mb-0 ${outcome?.ok ? 'newsletter-ok' : 'newsletter-error'}`}>
        {outcome?.message}
      </p>
    </form>
  )
}
