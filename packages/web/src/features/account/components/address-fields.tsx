import { COUNTRIES } from '@shop/shared/countries'
import { PHONE_MAX_LENGTH, ZIPCODE_MAX_LENGTH } from '@shop/shared/constants'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { FormField, SelectField } from '../../../components/form-field'

/** The address form's fields as typed (every one a string). */
export interface AddressFormValues {
  first_name: string
  middle_name: string
  last_name: string
  phone: string
  email: string
  flat_apartment: string
  address: string
  street: string
  city: string
  state: string
  zipcode: string
  country: string
}

export const EMPTY_ADDRESS: AddressFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  phone: '',
  email: '',
  flat_apartment: '',
  address: '',
  street: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
}

/** Which fields the form marks as required: docs/requirements/accounts.md §7. */
export type AddressRequired = Partial<Record<keyof AddressFormValues, boolean>>

interface AddressFieldsProps {
  register: UseFormRegister<AddressFormValues>
  errors: FieldErrors<AddressFormValues>
  required: AddressRequired
}

/** The fields of docs/requirements/accounts.md §7 laid out as one form section. */
export function AddressFields({ register, errors, required }: AddressFieldsProps) {
  const field = (name: keyof AddressFormValues) => ({
    registration: register(name),
    error: errors[name]?.message,
    required: required[name] ?? false,
  })
  return (
    <div className="row gx-3">
      <FormField
        className="col-md-4 mb-3"
        label="First Name"
        autoComplete="given-name"
        {...field('first_name')}
      />
      <FormField
        className="col-md-4 mb-3"
        label="Middle Name"
        autoComplete="additional-name"
        {...field('middle_name')}
      />
      <FormField
        className="col-md-4 mb-3"
        label="Last Name"
        autoComplete="family-name"
        {...field('last_name')}
      />
      <FormField
        className="col-md-6 mb-3"
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        {...field('phone')}
      />
      <FormField
        className="col-md-6 mb-3"
        label="Email"
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <FormField
        className="col-md-6 mb-3"
        label="Address"
        autoComplete="address-line1"
        {...field('address')}
      />
      <FormField className="col-md-6 mb-3" label="Street" autoComplete="address-line2" {...field('street')} />
      <FormField className="col-md-6 mb-3" label="Flat/Apartment" {...field('flat_apartment')} />
      <FormField className="col-md-6 mb-3" label="City" autoComplete="address-level2" {...field('city')} />
      <FormField className="col-md-6 mb-3" label="State" autoComplete="address-level1" {...field('state')} />
      <FormField
        className="col-md-6 mb-3"
        label="Zipcode"
        autoComplete="postal-code"
        maxLength={ZIPCODE_MAX_LENGTH}
        {...field('zipcode')}
      />
      <SelectField
        className="col-md-6 mb-3"
        label="Country"
        autoComplete="country-name"
        placeholder="Select Country"
        options={COUNTRIES}
        {...field('country')}
      />
    </div>
  )
}

/** Puts a 400 answer's field messages on the form's fields; true when any was placed. */
export function placeServerErrors(
  errors: Record<string, string[]> | undefined,
  setError: (name: keyof AddressFormValues, error: { message?: string }) => void,
): boolean {
  let placed = false
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (name in EMPTY_ADDRESS) {
      setError(name as keyof AddressFormValues, { message: messages[0] })
      placed = true
    }
  }
  return placed
}
