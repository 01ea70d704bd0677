import { zodResolver } from '@hookform/resolvers/zod'
import { StaffLoginSchema, type StaffLoginInput } from '@shop/shared/schemas/admin/auth'
import { useForm } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { FormField } from '../../../components/form-field'
import { errorMessage } from '../../../store/api'
import { useStaffLoginMutation } from '../admin-auth.api'

/** /admin/login: a staff member's e-mail and password; the server's refusal is shown as it is. */
export function StaffLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [login, { isLoading, error }] = useStaffLoginMutation()
  const form = useForm<StaffLoginInput>({
    resolver: zodResolver(StaffLoginSchema),
    defaultValues: { email: '', password: '' },
  })
  const field = fieldBinder(form)

  const submit = form.handleSubmit(async (values) => {
    const result = await login(values)
    if (!result.error) onSignedIn()
  })

  return (
    <form noValidate onSubmit={submit}>
      {error && (
        <div className="alert alert-danger py-2" role="alert">
          {errorMessage(error, 'Sign-in failed. Please try again.')}
        </div>
      )}
      <FormField label="Email" type="email" autoComplete="username" required {...field('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
        {isLoading ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}
