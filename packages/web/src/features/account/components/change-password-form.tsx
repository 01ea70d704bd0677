import { zodResolver } from '@hookform/resolvers/zod'
import { ChangePasswordFormSchema } from '@shop/shared/schemas/account'
import { useForm } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import type { z } from 'zod'
import { fieldErrorsOf } from '../../../store/api'
import { FormField } from '../../../components/form-field'
import { NewPasswordFields } from '../../../components/new-password-fields'
import { failureMessage } from '../../../lib/request-outcome'
import { useChangePasswordMutation } from '../account.api'
import { PASSWORD_CHANGE } from '../messages'

type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>
type ChangePasswordForm = z.output<typeof ChangePasswordFormSchema>
const EMPTY: ChangePasswordFormInput = { old_password: '', new_password: '', confirm_password: '' }

/** docs/requirements/accounts.md §8: old, new and confirm, and SUBMIT; the confirmation never leaves the browser. */
export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordFormInput, unknown, ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  })

  const onSubmit = async ({ old_password, new_password }: ChangePasswordForm) => {
    try {
      await changePassword({ old_password, new_password }).unwrap()
      toast.success(PASSWORD_CHANGE.done)
      reset(EMPTY)
    } catch (error) {
      for (const [field, messages] of Object.entries(fieldErrorsOf(error) ?? {})) {
        if (field in EMPTY) setError(field as keyof ChangePasswordFormInput, { message: messages[0] })
      }
      toast.error(failureMessage(error, PASSWORD_CHANGE))
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="card change-password-card">
      <div className="card-body p-4">
        <FormField
          label="Old Password"
          type="password"
          autoComplete="current-password"
          required
          registration={register('old_password')}
          error={errors.old_password?.message}
        />
        <NewPasswordFields
          passwordLabel="New Password"
          password={{ registration: register('new_password'), error: errors.new_password?.message }}
          confirm={{ registration: register('confirm_password'), error: errors.confirm_password?.message }}
        />
        <button type="submit" className="btn btn-primary px-4" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'SUBMIT'}
        </button>
      </div>
    </form>
  )
}
