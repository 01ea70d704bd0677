import { useId, useState, type FormEvent } from 'react'
import { errorMessage } from '../../../store/api'
import { useSubscribeNewsletterMutation } from '../layout.api'

/**
 * The footer's newsletter field: type email, required, SUBMIT; the server keeps each address once.
 * On every page's first load, so no form library: the browser checks the field first, and the
 * shared schema (zod, loaded on the first submit) checks it as the server will.
 */
export function NewsletterForm() {
  const inputId = useId()
  const errorId = useId()
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation()
  const [fieldError, setFieldError] = useState<string>()
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setOutcome(null)
    const { NewsletterSignupSchema } = await import('@shop/shared/schemas/newsletter')
    const parsed = NewsletterSignupSchema.safeParse({ email: new FormData(form).get('email') ?? '' })
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message)
      return
    }
    setFieldError(undefined)
    try {
      const result = await subscribe(parsed.data).unwrap()
      setOutcome({ ok: true, message: result.message })
      form.reset()
    } catch (error) {
      setOutcome({
        ok: false,
        message: errorMessage(error, 'Sorry, we could not subscribe you. Please try again.'),
      })
    }
  }

  return (
    <form className="newsletter-form" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={inputId} className="footer-heading d-block">
        Subscribe to our newsletter
      </label>
      <p className="small mb-2">Offers and new products, now and then. Unsubscribe at any time.</p>
      <div className="input-group">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your e-mail address"
          className={`form-control${fieldError ? ' is-invalid' : ''}`}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
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
