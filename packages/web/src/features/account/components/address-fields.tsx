import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { AddressFields } from '../../../components/address-fields'

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

interface AddressBookFieldsProps {
  register: UseFormRegister<AddressFormValues>
  errors: FieldErrors<AddressFormValues>
  required: AddressRequired
  /** The chosen country ('Parish' instead of 'State' for Bermuda). */
  country?: string
}

const third = 'col-md-4 mb-3'

/** The address book's fields (add and edit) laid out as one form section. */
export function AddressBookFields({ register, errors, required, country }: AddressBookFieldsProps) {
  return (
    <div className="row gx-3">
      <AddressFields
        country={country}
        fields={[
          { name: 'first_name', className: third },
          { name: 'middle_name', className: third },
          { name: 'last_name', className: third },
          'phone',
          'email',
          'address',
          'street',
          'flat_apartment',
          'city',
          'state',
          'zipcode',
          { name: 'country', placeholder: 'Select Country' },
        ]}
        field={(name) => ({
          registration: register(name),
          error: errors[name]?.message,
          required: required[name] ?? false,
        })}
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
