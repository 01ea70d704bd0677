import { zodResolver } from '@hookform/resolvers/zod'
import { ChangeOwnPasswordSchema } from '@shop/shared/schemas/admin/auth'
import { NEW_PASSWORDS_DIFFER_MESSAGE } from '@shop/shared/schemas/account'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { fieldBinder } from '../../../components/admin/field-binder'
import { FormField } from '../../../components/form-field'
import { NewPasswordFields } from '../../../components/new-password-fields'
import { errorMessage } from '../../../store/api'
import { useChangeOwnPasswordMutation, useStaffLogoutMutation } from '../admin-auth.api'

const FormSchema = ChangeOwnPasswordSchema.extend({ password_confirmation: z.string() }).refine(
  (v) => v.password === v.password_confirmation,
  { path: ['password_confirmation'], message: NEW_PASSWORDS_DIFFER_MESSAGE },
)
type FormValues = z.input<typeof FormSchema>

/**
 * The first screen of a member who signed in with a one-time password an owner gave them: nothing
 * else opens (the server refuses every other call) until they choose their own.
 */
export function ChoosePasswordForm() {
  const [change, { isLoading, error }] = useChangeOwnPasswordMutation()
  const [logout] = useStaffLogoutMutation()
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  })
  const field = fieldBinder(form)
  const submit = form.handleSubmit(async ({ current_password, password }) => {
    await change({ current_password, password })
  })
  return (
    <main id="admin-main" className="container py-5" style={{ maxWidth: '26rem' }}>
      <div className="admin-panel p-4">
        <h1 className="h4 mb-1">Choose your own password</h1>
        <p className="text-muted small">
          You signed in with a one-time password. Choose your own before anything else: nobody else will know
          it.
        </p>
        <form noValidate onSubmit={submit}>
          {error && (
            <div className="alert alert-danger py-2" role="alert">
              {errorMessage(error, 'Your password could not be changed. Please try again.')}
            </div>
          )}
          <FormField
            label="One-time password"
            type="password"
            autoComplete="current-password"
            required
            {...field('current_password')}
          />
          <NewPasswordFields
            passwordLabel="New password"
            password={field('password')}
            confirm={field('password_confirmation')}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save my password'}
          </button>
        </form>
        <button type="button" className="btn btn-link btn-sm mt-2 px-0" onClick={() => logout()}>
          Sign out
        </button>
      </div>
    </main>
  )
}
