import { zodResolver } from '@hookform/resolvers/zod'
import { RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES } from '@shop/shared/constants'
import { ACCOUNT_MESSAGES, RESET_CODE_MESSAGE, VerifyOtpSchema } from '@shop/shared/schemas/account'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { toast } from '../../../lib/toast'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import { useSendOtpMailMutation, useVerifyOtpMutation } from '../auth.api'
import { ResetStepHeading } from './reset-step-heading'

const CODE_TYPING = new RegExp(`^\\d{0,${RESET_CODE_LENGTH}}$`)
const CodeSchema = VerifyOtpSchema.pick({ otp: true })
type CodeInput = z.input<typeof CodeSchema>
type CodeOutput = z.output<typeof CodeSchema>

/** Step 2: the mailed code; Verify answers the reset token of step 3, Resend mails a new code. */
export function ResetCodeStep({
  email,
  onVerified,
}: {
  email: string
  onVerified: (resetToken: string) => void
}) {
  const id = useId()
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(CodeSchema),
    defaultValues: { otp: '' },
  })
  const [verify, { isLoading: verifying }] = useVerifyOtpMutation()
  const [resend, { isLoading: resending }] = useSendOtpMailMutation()
  const code = String(useWatch({ control, name: 'otp' }) ?? '').trim()
  const wrong = !CODE_TYPING.test(code)
  const complete = !wrong && code.length === RESET_CODE_LENGTH

  const onSubmit = async ({ otp }: CodeOutput) => {
    if (verifying) return
    try {
      const answer = await verify({ email, otp }).unwrap()
      toast.success(ACCOUNT_MESSAGES.otpVerified)
      onVerified(answer.reset_token)
    } catch (error) {
      // A wrong code answers 422 'OTP not verified!'; why (wrong, or dead after too many tries or
      // expiry) comes under errors.otp and stays under the field.
      toast.error(errorMessage(error, ACCOUNT_MESSAGES.otpNotVerified))
      reset({ otp: '' })
      const refusal = fieldErrorsOf(error)?.otp?.[0]
      if (refusal) setError('otp', { message: refusal })
    }
  }

  const again = async () => {
    try {
      await resend({ email }).unwrap()
      reset({ otp: '' })
      toast.success('Otp resent successfully')
    } catch {
      toast.error('Error!')
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <ResetStepHeading step={2}>Enter the code</ResetStepHeading>
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
          aria-invalid={wrong || undefined}
          aria-describedby={`${id}-error`}
          {...register('otp')}
        />
        <div id={`${id}-error`} className="invalid-feedback d-block" role="status">
          {wrong ? RESET_CODE_MESSAGE : errors.otp?.message}
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
