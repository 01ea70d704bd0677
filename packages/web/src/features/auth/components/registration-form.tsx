import { zodResolver } from '@hookform/resolvers/zod'
import { REGISTRATION_COUNTRIES } from '@shop/shared/countries'
import { ZIPCODE_MAX_LENGTH } from '@shop/shared/constants'
import {
  ACCOUNT_MESSAGES,
  PASSWORD_TOO_SHORT_MESSAGE,
  RegisterSchema,
  type Register,
  type RegisterInput,
} from '@shop/shared/schemas/account'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { toast } from 'react-toastify'
import { fieldErrorsOf } from '../../../store/api'
import { FormField, SelectField } from '../../../components/form-field'
import { paths } from '../../../config/paths'
import { useSignupMutation } from '../auth.api'

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
}

/** Spec 2 'Registration' with the fields of spec 3 and the rules of spec 5, from the shared schema. */
export function RegistrationForm() {
  const navigate = useNavigate()
  const [signup, { isLoading }] = useSignupMutation()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: EMPTY,
  })

  const onSubmit = async (values: Register) => {
    try {
      await signup(values).unwrap()
      toast.success(ACCOUNT_MESSAGES.registered)
      await navigate(paths.login, { state: { email: values.email } })
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (fields) {
        for (const [field, messages] of Object.entries(fields)) {
          if (field in EMPTY) setError(field as keyof RegisterInput, { message: messages[0] })
        }
      }
      const status = (error as { status?: unknown }).status
      const message = (error as { data?: { message?: unknown } }).data?.message
      // A 400 names its fields (shown on them); anything else is the spec's duplicate text (spec 8).
      toast.error(status === 400 && typeof message === 'string' ? message : ACCOUNT_MESSAGES.duplicate)
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="row gx-3">
        <FormField
          className="col-md-4 mb-3"
          label="First Name"
          autoComplete="given-name"
          required
          registration={register('first_name')}
          error={errors.first_name?.message}
        />
        <FormField
          className="col-md-4 mb-3"
          label="Middle Name"
          autoComplete="additional-name"
          registration={register('middle_name')}
          error={errors.middle_name?.message}
        />
        <FormField
          className="col-md-4 mb-3"
          label="Last Name"
          autoComplete="family-name"
          required
          registration={register('last_name')}
          error={errors.last_name?.message}
        />
        <FormField
          className="col-md-6 mb-3"
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          registration={register('phone')}
          error={errors.phone?.message}
        />
        <FormField
          className="col-md-6 mb-3"
          label="Email"
          type="email"
          autoComplete="email"
          required
          registration={register('email')}
          error={errors.email?.message}
        />
        <FormField
          className="col-12 mb-3"
          label="Address"
          autoComplete="street-address"
          required
          registration={register('address')}
          error={errors.address?.message}
        />
        <FormField
          className="col-md-4 mb-3"
          label="City"
          autoComplete="address-level2"
          required
          registration={register('city')}
          error={errors.city?.message}
        />
        <FormField
          className="col-md-4 mb-3"
          label="Zipcode"
          autoComplete="postal-code"
          maxLength={ZIPCODE_MAX_LENGTH}
          required
          registration={register('zipcode')}
          error={errors.zipcode?.message}
        />
        <SelectField
          className="col-md-4 mb-3"
          label="Country"
          autoComplete="country-name"
          placeholder="Select Country"
          options={REGISTRATION_COUNTRIES}
          required
          registration={register('country')}
          error={errors.country?.message}
        />
        <FormField
          className="col-md-6 mb-3"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_TOO_SHORT_MESSAGE}
          registration={register('password')}
          error={errors.password?.message}
        />
        <FormField
          className="col-md-6 mb-3"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          registration={register('confirm_password')}
          error={errors.confirm_password?.message}
        />
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
