import { useActionState, useId } from 'react'
import { ActionForm } from '../../../components/action-form'
import { errorMessage } from '../../../store/api'
import { useSubscribeNewsletterMutation } from '../layout.api'

/** What the last submission left: the address to show again, and what became of it. */
interface Sent {
  email: string
  fieldError?: string
  outcome?: { ok: boolean; message: string }
}

/**
 * The footer's newsletter field: type email, required, SUBMIT; the server keeps each address once.
 * A React form action (docs/decisions/0130-first-load-forms-are-react-form-actions.md): the browser
 * checks the field first, then the shared schema (zod, loaded at the first submission, as it is
 * not in the first load) checks it as the server will.
 */
export function NewsletterForm() {
  const inputId = useId()
  const errorId = useId()
  const [subscribe] = useSubscribeNewsletterMutation()
  const [sent, send, sending] = useActionState(
    async (_: Sent, form: FormData): Promise<Sent> => {
      const email = String(form.get('email') ?? '')
      const { NewsletterSignupSchema } = await import('@shop/shared/schemas/newsletter')
      const parsed = NewsletterSignupSchema.safeParse({ email })
      if (!parsed.success) return { email, fieldError: parsed.error.issues[0]?.message }
      try {
        const result = await subscribe(parsed.data).unwrap()
        return { email: '', outcome: { ok: true, message: result.message } }
      } catch (error) {
        return {
          email,
          outcome: {
            ok: false,
            message: errorMessage(error, 'Sorry, we could not subscribe you. Please try again.'),
          },
        }
      }
    },
    { email: '' },
  )
  const { fieldError } = sent
  const outcome = sending ? undefined : sent.outcome

  return (
    <ActionForm className="newsletter-form" action={send}>
      <label htmlFor={inputId} className="footer-heading d-block">
        Subscribe to our newsletter
      </label>
      <p className="small mb-2">Offers and new products, now and then. Unsubscribe at any time.</p>
      <div className="input-group">
        {/* React empties the form after its action: the address comes back unless it was taken. */}
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your e-mail address"
          defaultValue={sent.email}
          className={`form-control${fieldError ? ' is-invalid' : ''}`}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <button type="submit" className="btn btn-accent" disabled={sending}>
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
    </ActionForm>
  )
}
