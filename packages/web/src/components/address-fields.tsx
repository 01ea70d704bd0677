import { COUNTRIES } from '@shop/shared/countries'
import { PHONE_NUMBER_MAX_LENGTH, ZIPCODE_MAX_LENGTH } from '@shop/shared/constants'
import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, SelectField } from './form-field'

/** The parts of a postal address (with its contact) that a form may ask for. */
export type AddressFieldName =
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'phone'
  | 'email'
  | 'flat_apartment'
  | 'address'
  | 'street'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'country'

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required'>

/** How every form shows a part unless it says otherwise. */
const DEFAULTS: Record<AddressFieldName, { label: string } & InputAttributes> = {
  first_name: { label: 'First Name', autoComplete: 'given-name' },
  middle_name: { label: 'Middle Name', autoComplete: 'additional-name' },
  last_name: { label: 'Last Name', autoComplete: 'family-name' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: PHONE_NUMBER_MAX_LENGTH },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  flat_apartment: { label: 'Flat/Apartment' },
  address: { label: 'Address', autoComplete: 'address-line1' },
  street: { label: 'Street', autoComplete: 'address-line2' },
  city: { label: 'City', autoComplete: 'address-level2' },
  state: { label: 'State', autoComplete: 'address-level1' },
  zipcode: { label: 'Zipcode', autoComplete: 'postal-code', maxLength: ZIPCODE_MAX_LENGTH },
  country: { label: 'Country', autoComplete: 'country-name' },
}

/** One part as a form lays it out: its name, or its name with its own label, width or attributes. */
export type AddressFieldSpec<N extends AddressFieldName = AddressFieldName> =
  | N
  | ({
      name: N
      label?: string
      /** Bootstrap column and spacing classes; 'col-md-6 mb-3' unless given. */
      className?: string
      /** Country only: the choices, and the text of an empty first choice. */
      options?: readonly string[]
      placeholder?: string
    } & InputAttributes)

interface AddressFieldsProps<N extends AddressFieldName> {
  /** The parts shown, in order. */
  fields: readonly AddressFieldSpec<N>[]
  /** The form's binding of a part: its registration, error message and whether it is required. */
  field: (name: N) => { registration: UseFormRegisterReturn; error?: string; required?: boolean }
  /** The country chosen in the form: a Bermuda address has a parish where others have a state. */
  country?: string
}

/** 'Parish' for a Bermuda address, the form's own label otherwise. */
export function regionLabel(country: string | undefined, label: string): string {
  return country === 'Bermuda' && label === 'State' ? 'Parish' : label
}

/**
 * The one set of address inputs: the address book's add and edit forms, the profile, registration
 * and the checkout's new-address form all lay out their parts with it, over their own form.
 */
export function AddressFields<N extends AddressFieldName>({ fields, field, country }: AddressFieldsProps<N>) {
  return (
    <>
      {fields.map((spec) => {
        const name: N = typeof spec === 'object' ? spec.name : spec
        const {
          name: _name,
          className,
          options,
          placeholder,
          ...own
        } = typeof spec === 'object' ? spec : { name }
        const props = { ...DEFAULTS[name], ...own, className: className ?? 'col-md-6 mb-3', ...field(name) }
        if (name === 'country') {
          const { label, className: cls, registration, error, required, autoComplete } = props
          return (
            <SelectField
              key={name}
              className={cls}
              label={label}
              autoComplete={autoComplete}
              placeholder={placeholder}
              options={options ?? COUNTRIES}
              registration={registration}
              error={error}
              required={required}
            />
          )
        }
        const label = name === 'state' ? regionLabel(country, props.label) : props.label
        return <FormField key={name} {...props} label={label} />
      })}
    </>
  )
}
