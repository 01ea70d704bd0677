import { PASSWORD_TOO_SHORT_MESSAGE } from '@shop/shared/schemas/account'
import { FormField, type FieldBinding } from './form-field'

/** A new password with its length rule as a hint, and its confirmation (registration, change password). */
export function NewPasswordFields({
  password,
  confirm,
  passwordLabel = 'Password',
  className,
}: {
  password: FieldBinding
  confirm: FieldBinding
  passwordLabel?: string
  className?: string
}) {
  return (
    <>
      <FormField
        className={className}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_TOO_SHORT_MESSAGE}
        {...password}
      />
      <FormField
        className={className}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...confirm}
      />
    </>
  )
}
