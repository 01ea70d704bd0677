import {
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
  RESET_EMAIL_DEBOUNCE_MS,
  RESET_CODE_TTL_MINUTES,
} from '@shop/shared/constants'
import {
  ACCOUNT_MESSAGES,
  CheckEmailParamsSchema,
  PASSWORD_TOO_SHORT_MESSAGE,
  RESET_CODE_MESSAGE,
} from '@shop/shared/schemas/account'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from '../../../lib/toast'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import { paths } from '../../../config/paths'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import {
  useCheckEmailQuery,
  useResetPasswordMutation,
  useSendOtpMailMutation,
  useVerifyOtpMutation,
} from '../auth.api'

/** docs/requirements/accounts.md §4: used from 4 characters, called invalid when longer than 5. */
const EMAIL_MIN_USED = 4
const EMAIL_INVALID_AFTER = 5
const CODE_TYPING = new RegExp(`^\\d{0,${RESET_CODE_LENGTH}}$`)

type Step = 'email' | 'code' | 'password'

/** The heading of the shown step takes focus, so screen readers hear that the step changed. */
function StepHeading({ step, children }: { step: number; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (step > 1) ref.current?.focus()
  }, [step])
  return (
    <>
      <p className="text-muted small mb-1">Step {step} of 3</p>
      <h2 ref={ref} tabIndex={-1} className="h5 mb-3 step-heading">
        {children}
      </h2>
    </>
  )
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const id = useId()
  const [email, setEmail] = useState('')
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

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!found || sending) return
    try {
      await sendOtp({ email: used.toLowerCase() }).unwrap()
      toast.success(ACCOUNT_MESSAGES.otpSent)
      onSent(used.toLowerCase())
    } catch {
      toast.error('Error!')
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <StepHeading step={1}>Enter your email address</StepHeading>
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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-status`}
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

function CodeStep({ email, onVerified }: { email: string; onVerified: (resetToken: string) => void }) {
  const id = useId()
  const [code, setCode] = useState('')
  // Why the server refused the last code (wrong, or dead after too many tries or expiry).
  const [refusal, setRefusal] = useState<string | null>(null)
  const [verify, { isLoading: verifying }] = useVerifyOtpMutation()
  const [resend, { isLoading: resending }] = useSendOtpMailMutation()
  const wrong = !CODE_TYPING.test(code)
  const complete = !wrong && code.length === RESET_CODE_LENGTH

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!complete || verifying) return
    try {
      const answer = await verify({ email, otp: code }).unwrap()
      toast.success(ACCOUNT_MESSAGES.otpVerified)
      onVerified(answer.reset_token)
    } catch (error) {
      // A wrong code answers 422 'OTP not verified!' with the reason under errors.otp.
      toast.error(errorMessage(error, ACCOUNT_MESSAGES.otpNotVerified))
      setRefusal(fieldErrorsOf(error)?.otp?.[0] ?? null)
      setCode('')
    }
  }

  const again = async () => {
    try {
      await resend({ email }).unwrap()
      setCode('')
      setRefusal(null)
      toast.success('Otp resent successfully')
    } catch {
      toast.error('Error!')
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <StepHeading step={2}>Enter the code</StepHeading>
      <p>
        We sent a {RESET_CODE_LENGTH}-digit code to <strong>{email}</strong>. It is valid for{' '}
        {RESET_CODE_TTL_MINUTES} minutes.
      </p>
      <div className="mb-3">
        <label className="form-label" htmlFor={id}>
          Code
        </label>
        <input
          id={id}
          className={`form-control otp-input${wrong ? ' is-invalid' : ''}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          aria-invalid={wrong || undefined}
          aria-describedby={`${id}-error`}
        />
        <div id={`${id}-error`} className="invalid-feedback d-block" role="status">
          {wrong ? RESET_CODE_MESSAGE : refusal}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={!complete || verifying}>
          {verifying ? 'Verifying...' : 'Verify'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={again} disabled={resending}>
          {resending ? 'Sending...' : 'Resend'}
        </button>
      </div>
    </form>
  )
}

function PasswordStep({ email, resetToken }: { email: string; resetToken: string }) {
  const id = useId()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [serverError, setServerError] = useState<string | null>(null)
  const [update, { isLoading }] = useResetPasswordMutation()
  const long = password.length >= PASSWORD_MIN_LENGTH

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!long || isLoading) return
    setServerError(null)
    try {
      await update({ email, password, reset_token: resetToken }).unwrap()
      toast.success(ACCOUNT_MESSAGES.passwordUpdated)
      await navigate(paths.login, { state: { email } })
    } catch (error) {
      toast.error('Error!')
      // A refused password names its rule; a spent or expired reset says to start again.
      const fields = fieldErrorsOf(error)
      setServerError(fields?.password?.[0] ?? (fields?.reset_token ? errorMessage(error) : null))
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <StepHeading step={3}>Choose a new password</StepHeading>
      <div className="mb-3">
        <label className="form-label" htmlFor={id}>
          New Password
        </label>
        <input
          id={id}
          type="password"
          className={`form-control${serverError ? ' is-invalid' : ''}`}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={serverError ? true : undefined}
          aria-describedby={`${id}-hint${serverError ? ` ${id}-error` : ''}`}
        />
        <div id={`${id}-hint`} className="form-text">
          {PASSWORD_TOO_SHORT_MESSAGE}
        </div>
        {serverError && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {serverError}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={!long || isLoading}>
        {isLoading ? 'Saving...' : 'Update Password'}
      </button>
    </form>
  )
}

/**
 * docs/requirements/accounts.md §4 in three steps: e-mail, code, new password, then /login.
 * docs/decisions/0010-password-reset-code-made-by-the-server.md: the server makes a 6-digit code and answers a one-time reset token for step 3.
 */
export function ForgetPasswordFlow() {
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [resetToken, setResetToken] = useState('')

  return (
    <>
      {step === 'email' && (
        <EmailStep
          onSent={(address) => {
            setEmail(address)
            setStep('code')
          }}
        />
      )}
      {step === 'code' && (
        <CodeStep
          email={email}
          onVerified={(token) => {
            setResetToken(token)
            setStep('password')
          }}
        />
      )}
      {step === 'password' && <PasswordStep email={email} resetToken={resetToken} />}
      <p className="mt-4 mb-0">
        Remembered it? <Link to={paths.login}>Back to login</Link>
      </p>
    </>
  )
}
