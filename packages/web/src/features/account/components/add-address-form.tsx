import { zodResolver } from '@hookform/resolvers/zod'
import { AddAddressSchema, type AddAddress, type UserProfile } from '@shop/shared/schemas/account'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { fieldErrorsOf } from '../../../store/api'
import { failureMessage } from '../../../lib/request-outcome'
import { useAddAddressMutation } from '../account.api'
import { ADDRESS_ADD } from '../messages'
import { AddressBookFields, EMPTY_ADDRESS, placeServerErrors, type AddressFormValues } from './address-fields'
import { SaveOrCancel } from '../../../components/save-or-cancel'

const REQUIRED = {
  first_name: true,
  last_name: true,
  phone: true,
  email: true,
  city: true,
  zipcode: true,
  country: true,
}

/** docs/requirements/accounts.md §6 inline 'Add Addresses' form; the shopper's own name and contact come filled in. */
export function AddAddressForm({
  user,
  onDone,
  makeDefault = false,
}: {
  user: UserProfile
  onDone: () => void
  /** Added from the default-address card: the new address becomes the default. */
  makeDefault?: boolean
}) {
  const [addAddress, { isLoading }] = useAddAddressMutation()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddAddress>({
    resolver: zodResolver(AddAddressSchema) as never,
    defaultValues: {
      ...EMPTY_ADDRESS,
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
      email: user.email,
      country: 'Bermuda',
    },
  })
  const country = useWatch({ control, name: 'country' })

  const onSubmit = async (values: AddAddress) => {
    try {
      await addAddress(makeDefault ? { ...values, default_address: true } : values).unwrap()
      toast.success(ADDRESS_ADD.done)
      onDone()
    } catch (error) {
      placeServerErrors(fieldErrorsOf(error), setError)
      toast.error(failureMessage(error, ADDRESS_ADD))
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="add-address-title" className="card">
      <div className="card-body p-4">
        <h3 id="add-address-title" className="h5 mb-3">
          Add Addresses
        </h3>
        <AddressBookFields register={register} errors={errors} required={REQUIRED} country={country} />
        <SaveOrCancel label="Save Address" saving={isLoading} cancel={{ onClick: onDone }} />
      </div>
    </form>
  )
}
