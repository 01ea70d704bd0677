import { zodResolver } from '@hookform/resolvers/zod'
import { REGISTRATION_COUNTRIES } from '@shop/shared/countries'
import {
  ACCOUNT_MESSAGES,
  RegisterSchema,
  type Register,
  type RegisterInput,
} from '@shop/shared/schemas/account'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from '../../../lib/toast'
import { fieldErrorsOf } from '../../../store/api'
import { AddressFields } from '../../../components/address-fields'
import { NewPasswordFields } from '../../../components/new-password-fields'
import { paths, safeRedirectPath } from '../../../config/paths'
import { useSignupMutation } from '../auth.api'
import { phoneRegistration } from '../../../lib/phone-registration'

const EMPTY: RegisterInput = {
  first_name: '',
  middle_name: '',
  last_name: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  zipcode: '',
  country: '',
  password: '',
  confirm_password: '',
  cart_reminders: false,
}

/** Registration (docs/requirements/accounts.md §2), validated by the shared schema. */
export function RegistrationForm() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [signup, { isLoading }] = useSignupMutation()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: EMPTY,
  })
  const country = useWatch({ control, name: 'country' })

  const onSubmit = async (values: Register) => {
    try {
      await signup(values).unwrap()
      toast.success(ACCOUNT_MESSAGES.registered)
      // Signed in by the registration itself: back to where the shopper came from.
      await navigate(safeRedirectPath(searchParams.get('redirectTo'), paths.home), { replace: true })
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (fields) {
        for (const [field, messages] of Object.entries(fields)) {
          if (field in EMPTY) setError(field as keyof RegisterInput, { message: messages[0] })
        }
      }
      const status = (error as { status?: unknown }).status
      const message = (error as { data?: { message?: unknown } }).data?.message
      // A 400 names its fields (shown on them); anything else is the required duplicate text (docs/requirements/messages.md §5).
      toast.error(status === 400 && typeof message === 'string' ? message : ACCOUNT_MESSAGES.duplicate)
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="row gx-3">
        <AddressFields
          country={country}
          fields={[
            { name: 'first_name', className: 'col-md-4 mb-3' },
            { name: 'middle_name', className: 'col-md-4 mb-3' },
            { name: 'last_name', className: 'col-md-4 mb-3' },
            { name: 'phone', inputMode: 'tel' },
            'email',
            { name: 'address', className: 'col-12 mb-3', autoComplete: 'street-address' },
            { name: 'city', className: 'col-md-4 mb-3' },
            { name: 'zipcode', className: 'col-md-4 mb-3' },
            {
              name: 'country',
              className: 'col-md-4 mb-3',
              placeholder: 'Select Country',
              options: REGISTRATION_COUNTRIES,
            },
          ]}
          field={(name) => ({
            registration: name === 'phone' ? phoneRegistration(register(name)) : register(name),
            error: errors[name]?.message,
            required: name !== 'middle_name',
          })}
        />
        <NewPasswordFields
          className="col-md-6 mb-3"
          password={{ registration: register('password'), error: errors.password?.message }}
          confirm={{ registration: register('confirm_password'), error: errors.confirm_password?.message }}
        />
      </div>
      <div className="form-check mb-3">
        <input
          id="cart_reminders"
          type="checkbox"
          className="form-check-input"
          {...register('cart_reminders')}
        />
        <label className="form-check-label" htmlFor="cart_reminders">
          E-mail me a reminder when I leave items in my cart (you can stop it at any time)
        </label>
      </div>
      <button type="submit" className="btn btn-primary px-4" disabled={isLoading}>
        {isLoading ? 'Registering...' : 'Register'}
      </button>
      <p className="mt-4 mb-0">
        Already have an account? <Link to="/Login">Login</Link>
      </p>
    </form>
  )
}
