import { zodResolver } from '@hookform/resolvers/zod'
import { RESET_CODE_LENGTH, RESET_EMAIL_DEBOUNCE_MS } from '@shop/shared/constants'
import { ACCOUNT_MESSAGES, CheckEmailParamsSchema, SendOtpMailSchema } from '@shop/shared/schemas/account'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { toast } from '../../../lib/toast'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useCheckEmailQuery, useSendOtpMailMutation } from '../auth.api'
import { ResetStepHeading } from './reset-step-heading'

/** docs/requirements/accounts.md §4: used from 4 characters, called invalid when longer than 5. */
const EMAIL_MIN_USED = 4
const EMAIL_INVALID_AFTER = 5

type EmailStepInput = z.input<typeof SendOtpMailSchema>
type EmailStepOutput = z.output<typeof SendOtpMailSchema>

/** Step 1: the address is checked as it is typed; Send mails the code once an account is found. */
export function ResetEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const id = useId()
  const { register, handleSubmit, control } = useForm<EmailStepInput, unknown, EmailStepOutput>({
    resolver: zodResolver(SendOtpMailSchema),
    defaultValues: { email: '' },
  })
  const email = useWatch({ control, name: 'email' })
  const debounced = useDebouncedValue(email.trim(), RESET_EMAIL_DEBOUNCE_MS)
  const used = debounced.length >= EMAIL_MIN_USED ? debounced : ''
  const valid = used !== '' && CheckEmailParamsSchema.shape.address.safeParse(used).success
  const invalid = used.length > EMAIL_INVALID_AFTER && !valid
  const check = useCheckEmailQuery(used.toLowerCase(), { skip: !valid })
  const [sendOtp, { isLoading: sending }] = useSendOtpMailMutation()
  const settled = debounced === email.trim()
  const found = valid && settled && !check.isFetching && check.data === 'found'

  let status: { text: string; tone: string } | null = null
  if (invalid) status = { text: 'Invalid email address!', tone: 'text-danger' }
  else if (valid && (check.isFetching || !settled)) status = { text: 'Checking...', tone: 'text-muted' }
  else if (valid && check.isError)
    status = { text: 'We could not check this address. Please try again.', tone: 'text-danger' }
  else if (valid && check.data === 'not-found')
    status = { text: 'No account uses this email address.', tone: 'text-danger' }
  else if (found) status = { text: 'Account found. We can send you a code.', tone: 'text-success' }

  const onSubmit = async ({ email: address }: EmailStepOutput) => {
    if (!found || sending) return
    try {
      await sendOtp({ email: address.toLowerCase() }).unwrap()
      toast.success(ACCOUNT_MESSAGES.otpSent)
      onSent(address.toLowerCase())
    } catch {
      toast.error('Error!')
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <ResetStepHeading step={1}>Enter your email address</ResetStepHeading>
      <p>We will e-mail you a {RESET_CODE_LENGTH}-digit code to reset your password.</p>
      <div className="mb-3">
        <label className="form-label" htmlFor={id}>
          Email
        </label>
        <input
          id={id}
          type="email"
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-status`}
          {...register('email')}
        />
        <div id={`${id}-status`} className={`form-text ${status?.tone ?? ''}`} role="status">
          {status?.text}
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={!found || sending}>
        {sending ? 'Sending...' : 'Send'}
      </button>
    </form>
  )
}
