import { zodResolver } from '@hookform/resolvers/zod'
import { COUNTRIES } from '@shop/shared/countries'
import { PHONE_MAX_LENGTH, ZIPCODE_MAX_LENGTH } from '@shop/shared/constants'
import { AddAddressSchema, type AddAddress, type AddAddressInput } from '@shop/shared/schemas/account'
import { useId } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'

type Values = Pick<
  AddAddressInput,
  'first_name' | 'last_name' | 'phone' | 'email' | 'city' | 'zipcode' | 'country'
>

interface NewAddressFormProps {
  /** Filled in from the customer's profile. */
  defaults: Partial<Values>
  saving: boolean
  onSave: (address: AddAddress) => void
  onCancel: () => void
}

function Field({
  id,
  label,
  registration,
  error,
  required,
  className,
  ...input
}: {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  required?: boolean
  className?: string
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className ?? 'col-sm-6'}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...registration}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  )
}

/** The small inline 'new address' form of the checkout pages; saved with POST customer/address. */
export function NewAddressForm({ defaults, saving, onSave, onCancel }: NewAddressFormProps) {
  const base = useId()
  const id = (name: string) => `${base}-${name}`
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddAddressInput, unknown, AddAddress>({
    resolver: zodResolver(AddAddressSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      address: '',
      flat_apartment: '',
      city: '',
      state: '',
      zipcode: '',
      country: 'Bermuda',
      ...defaults,
    },
  })
  const e = errors
  return (
    <form
      noValidate
      aria-label="New address"
      className="border rounded p-3 bg-white"
      onSubmit={handleSubmit((address) => onSave(address))}
    >
      <div className="row g-3">
        <Field
          id={id('first')}
          label="First Name"
          required
          autoComplete="given-name"
          registration={register('first_name')}
          error={e.first_name?.message}
        />
        <Field
          id={id('last')}
          label="Last Name"
          required
          autoComplete="family-name"
          registration={register('last_name')}
          error={e.last_name?.message}
        />
        <Field
          id={id('phone')}
          label="Phone"
          required
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          registration={register('phone')}
          error={e.phone?.message}
        />
        <Field
          id={id('email')}
          label="Email"
          required
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={e.email?.message}
        />
        <Field
          id={id('address')}
          label="Address"
          className="col-12"
          autoComplete="address-line1"
          registration={register('address')}
          error={e.address?.message}
        />
        <Field
          id={id('flat')}
          label="Apartment/Flat"
          autoComplete="address-line2"
          registration={register('flat_apartment')}
          error={e.flat_apartment?.message}
        />
        <Field
          id={id('city')}
          label="City/Parish"
          required
          autoComplete="address-level2"
          registration={register('city')}
          error={e.city?.message}
        />
        <Field
          id={id('state')}
          label="State"
          autoComplete="address-level1"
          registration={register('state')}
          error={e.state?.message}
        />
        <Field
          id={id('zip')}
          label="Postal code"
          required
          autoComplete="postal-code"
          maxLength={ZIPCODE_MAX_LENGTH}
          registration={register('zipcode')}
          error={e.zipcode?.message}
        />
        <div className="col-12">
          <label htmlFor={id('country')} className="form-label">
            Country
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <select
            id={id('country')}
            className={`form-select${e.country ? ' is-invalid' : ''}`}
            autoComplete="country-name"
            required
            aria-invalid={e.country ? true : undefined}
            aria-describedby={e.country ? `${id('country')}-error` : undefined}
            {...register('country')}
          >
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {e.country ? (
            <div id={`${id('country')}-error`} className="invalid-feedback d-block">
              {e.country.message}
            </div>
          ) : null}
        </div>
      </div>
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Address'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
