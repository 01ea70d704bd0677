import { zodResolver } from '@hookform/resolvers/zod'
import { EditAddressSchema, type Address, type EditAddress } from '@shop/shared/schemas/account'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from '../../../lib/toast'
import { fieldErrorsOf } from '../../../store/api'
import { paths } from '../../../config/paths'
import { failureMessage } from '../../../lib/request-outcome'
import { useUpdateAddressMutation } from '../account.api'
import { ADDRESS_UPDATE } from '../messages'
import { AddressBookFields, placeServerErrors, type AddressFormValues } from './address-fields'
import { SaveOrCancel } from '../../../components/save-or-cancel'

const REQUIRED = { first_name: true, city: true, zipcode: true, country: true }

function formValues(a: Address): AddressFormValues {
  return {
    first_name: a.first_name,
    middle_name: a.middle_name ?? '',
    last_name: a.last_name ?? '',
    phone: a.phone ?? '',
    email: a.email ?? '',
    flat_apartment: a.flat_apartment ?? a.apartment_flat ?? '',
    address: a.address ?? '',
    street: a.street ?? '',
    city: a.city,
    state: a.state ?? '',
    zipcode: a.zipcode,
    country: a.country,
  }
}

/** The 'Edit Addresses' form (docs/requirements/accounts.md §7: first name, city, zipcode and country required). */
export function EditAddressForm({ address }: { address: Address }) {
  const navigate = useNavigate()
  const [update, { isLoading }] = useUpdateAddressMutation()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, EditAddress>({
    resolver: zodResolver(EditAddressSchema) as never,
    defaultValues: formValues(address),
  })
  const country = useWatch({ control, name: 'country' })

  const onSubmit = async (values: EditAddress) => {
    try {
      await update({ id: address.id, body: values }).unwrap()
      toast.success(ADDRESS_UPDATE.done)
      await navigate(paths.myProfile)
    } catch (error) {
      placeServerErrors(fieldErrorsOf(error), setError)
      toast.error(failureMessage(error, ADDRESS_UPDATE))
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="card">
      <div className="card-body p-4">
        <AddressBookFields register={register} errors={errors} required={REQUIRED} country={country} />
        <SaveOrCancel label="Update Address" saving={isLoading} cancel={{ to: paths.myProfile }} />
      </div>
    </form>
  )
}
