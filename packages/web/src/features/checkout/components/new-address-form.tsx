import { zodResolver } from '@hookform/resolvers/zod'
import { AddAddressSchema, type AddAddress, type AddAddressInput } from '@shop/shared/schemas/account'
import { useForm, useWatch } from 'react-hook-form'
import { AddressFields } from '../../../components/address-fields'
import { SaveOrCancel } from '../../../components/save-or-cancel'

type Values = Pick<
  AddAddressInput,
  'first_name' | 'last_name' | 'phone' | 'email' | 'city' | 'zipcode' | 'country'
>

const half = 'col-sm-6'
const REQUIRED = new Set(['first_name', 'last_name', 'phone', 'email', 'city', 'zipcode', 'country'])

interface NewAddressFormProps {
  /** Filled in from the customer's profile. */
  defaults: Partial<Values>
  saving: boolean
  onSave: (address: AddAddress) => void
  onCancel: () => void
}

/** The small inline 'new address' form of the checkout pages; saved with POST customer/address. */
export function NewAddressForm({ defaults, saving, onSave, onCancel }: NewAddressFormProps) {
  const {
    register,
    control,
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
  const country = useWatch({ control, name: 'country' })
  return (
    <form
      noValidate
      aria-label="New address"
      className="border rounded p-3 bg-white"
      onSubmit={handleSubmit((address) => onSave(address))}
    >
      <div className="row g-3">
        <AddressFields
          country={country}
          fields={[
            { name: 'first_name', className: half },
            { name: 'last_name', className: half },
            { name: 'phone', className: half },
            { name: 'email', className: half },
            { name: 'address', className: 'col-12' },
            {
              name: 'flat_apartment',
              label: 'Apartment/Flat',
              autoComplete: 'address-line2',
              className: half,
            },
            { name: 'city', label: 'City/Town', className: half },
            { name: 'state', className: half },
            { name: 'zipcode', label: 'Postal code', className: half },
            { name: 'country', className: 'col-12' },
          ]}
          field={(name) => ({
            registration: register(name),
            error: errors[name]?.message,
            required: REQUIRED.has(name),
          })}
        />
      </div>
      <SaveOrCancel
        label="Save Address"
        saving={saving}
        cancel={{ onClick: onCancel }}
        className="d-flex gap-2 mt-3"
      />
    </form>
  )
}
