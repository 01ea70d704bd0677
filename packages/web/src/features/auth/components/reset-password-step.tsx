import { zodResolver } from '@hookform/resolvers/zod'
import { PASSWORD_MIN_LENGTH } from '@shop/shared/constants'
import {
  ACCOUNT_MESSAGES,
  PASSWORD_TOO_SHORT_MESSAGE,
  ResetPasswordSchema,
} from '@shop/shared/schemas/account'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { describedBy } from '../../../components/form-field'
import { paths } from '../../../config/paths'
import { toast } from '../../../lib/toast'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import { useResetPasswordMutation } from '../auth.api'
import { ResetStepHeading } from './reset-step-heading'

const NewPasswordSchema = ResetPasswordSchema.pick({ password: true })
type NewPasswordInput = z.input<typeof NewPasswordSchema>
type NewPassword = z.output<typeof NewPasswordSchema>

/** Step 3: the new password, sent with the reset token; then the login, the address filled in. */
export function ResetPasswordStep({ email, resetToken }: { email: string; resetToken: string }) {
  const id = useId()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<NewPasswordInput, unknown, NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '' },
  })
  const [update, { isLoading }] = useResetPasswordMutation()
  const long = String(useWatch({ control, name: 'password' }) ?? '').length >= PASSWORD_MIN_LENGTH
  const error = errors.password?.message

  const onSubmit = async ({ password }: NewPassword) => {
    if (isLoading) return
    try {
      await update({ email, password, reset_token: resetToken }).unwrap()
      toast.success(ACCOUNT_MESSAGES.passwordUpdated)
      await navigate(paths.login, { state: { email } })
    } catch (failure) {
      toast.error('Error!')
      // A refused password names its rule; a spent or expired reset says to start again.
      const fields = fieldErrorsOf(failure)
      const message = fields?.password?.[0] ?? (fields?.reset_token ? errorMessage(failure) : null)
      if (message) setError('password', { message })
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <ResetStepHeading step={3}>Choose a new password</ResetStepHeading>
      <div className="mb-3">
        <label className="form-label" htmlFor={id}>
          New Password
        </label>
        <input
          id={id}
          type="password"
          className={`form-control${error ? ' is-invalid' : ''}`}
          autoComplete="new-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, error)}
          {...register('password')}
        />
        <div id={`${id}-hint`} className="form-text">
          {PASSWORD_TOO_SHORT_MESSAGE}
        </div>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={!long || isLoading}>
        {isLoading ? 'Saving...' : 'Update Password'}
      </button>
    </form>
  )
}
