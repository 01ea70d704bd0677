import { zodResolver } from '@hookform/resolvers/zod'
import { PHONE_NUMBER_MAX_LENGTH } from '@shop/shared/constants'
import { formatDate, parseDayMonthYear } from '@shop/shared/format'
import { UpdateProfileSchema, type UpdateProfile, type UserProfile } from '@shop/shared/schemas/account'
import { useId } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { fieldErrorsOf } from '../../../store/api'
import { AddressFields } from '../../../components/address-fields'
import { FormField, SelectField } from '../../../components/form-field'
import { paths } from '../../../config/paths'
import { failureMessage } from '../../../lib/request-outcome'
import { useUpdateUserMutation } from '../account.api'
import { PROFILE_UPDATE } from '../messages'
import { SaveOrCancel } from '../../../components/save-or-cancel'
import { phoneRegistration } from '../../../lib/phone-registration'

type ProfileFormValues = {
  first_name: string
  middle_name: string
  last_name: string
  phone: string
  work_phone: string
  home_phone: string
  gender: string
  dob: string
  address: string
  street: string
  flat_apartment: string
  city: string
  state: string
  zipcode: string
  country: string
  cart_reminders: boolean
}

function formValues(user: UserProfile): ProfileFormValues {
  return {
    first_name: user.first_name,
    middle_name: user.middle_name ?? '',
    last_name: user.last_name,
    phone: user.phone,
    work_phone: user.work_phone ?? '',
    home_phone: user.home_phone ?? '',
    gender: user.gender ?? '',
    // Shown and typed as the shop shows dates: DD-MM-YYYY (docs/requirements/limits.md).
    dob: formatDate(user.dob),
    address: user.address ?? '',
    street: user.street ?? '',
    flat_apartment: user.flat_apartment ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipcode: user.zipcode ?? '',
    country: user.country ?? '',
    cart_reminders: user.cart_reminders === 1,
  }
}

const DOB_FORMAT = 'Date of birth must be a date (DD-MM-YYYY)'
const checkProfile = zodResolver(UpdateProfileSchema) as unknown as Resolver<
  ProfileFormValues,
  unknown,
  UpdateProfile
>

/** The shared schema checks the profile; the date of birth is typed DD-MM-YYYY and sent YYYY-MM-DD. */
const profileResolver: Resolver<ProfileFormValues, unknown, UpdateProfile> = async (
  values,
  context,
  options,
) => {
  const typed = values.dob.trim()
  const iso = typed ? parseDayMonthYear(typed) : ''
  if (iso === null) return { values: {}, errors: { dob: { type: 'format', message: DOB_FORMAT } } }
  return checkProfile({ ...values, dob: iso }, context, options)
}

const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
]

/**
 * My Edit Profile (docs/requirements/accounts.md §6): every field but the e-mail (read-only); sends only the changed fields
 * (docs/requirements/accounts.md §10), the date of birth as YYYY-MM-DD. `onSaved` gets the profile as the server now has it.
 */
export function EditProfileForm({
  user,
  onSaved,
}: {
  user: UserProfile
  onSaved: (user: UserProfile) => void | Promise<void>
}) {
  const emailId = useId()
  const [updateUser, { isLoading }] = useUpdateUserMutation()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<ProfileFormValues, unknown, UpdateProfile>({
    resolver: profileResolver,
    defaultValues: formValues(user),
  })
  const country = useWatch({ control, name: 'country' })

  const onSubmit = async (values: UpdateProfile) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([field]) => dirtyFields[field as keyof ProfileFormValues]),
    ) as UpdateProfile
    try {
      const answer = await updateUser(changed).unwrap()
      toast.success(PROFILE_UPDATE.done)
      await onSaved(answer.data)
    } catch (error) {
      const known = formValues(user)
      for (const [field, messages] of Object.entries(fieldErrorsOf(error) ?? {})) {
        if (field in known) setError(field as keyof ProfileFormValues, { message: messages[0] })
      }
      toast.error(failureMessage(error, PROFILE_UPDATE))
    }
  }

  const field = (name: Exclude<keyof ProfileFormValues, 'cart_reminders'>) => ({
    registration: register(name),
    error: errors[name]?.message,
  })
  const phoneField = (name: 'phone' | 'work_phone' | 'home_phone') => ({
    registration: phoneRegistration(register(name)),
    error: errors[name]?.message,
  })

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="card">
      <div className="card-body p-4">
        <fieldset className="mb-2">
          <legend className="h6 fw-semibold border-bottom pb-2 mb-3">Personal details</legend>
          <div className="row gx-3">
            <FormField
              className="col-md-4 mb-3"
              label="First Name"
              autoComplete="given-name"
              required
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
              required
              {...field('last_name')}
            />
            <SelectField
              className="col-md-4 mb-3"
              label="Gender"
              placeholder="Select Gender"
              options={GENDER_OPTIONS}
              {...field('gender')}
            />
            <FormField
              className="col-md-4 mb-3"
              label="Date of Birth (DD-MM-YYYY)"
              placeholder="DD-MM-YYYY"
              maxLength={10}
              autoComplete="bday"
              {...field('dob')}
            />
            <div className="col-md-4 mb-3">
              <label className="form-label" htmlFor={emailId}>
                Email
              </label>
              <input
                id={emailId}
                className="form-control bg-light"
                type="email"
                value={user.email}
                readOnly
                aria-describedby={`${emailId}-hint`}
              />
              <div id={`${emailId}-hint`} className="form-text">
                Your e-mail address cannot be changed.
              </div>
            </div>
          </div>
        </fieldset>
        <fieldset className="mb-2">
          <legend className="h6 fw-semibold border-bottom pb-2 mb-3">Phone numbers</legend>
          <div className="row gx-3">
            <FormField
              className="col-md-4 mb-3"
              label="Cell Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_NUMBER_MAX_LENGTH}
              required
              {...phoneField('phone')}
            />
            <FormField
              className="col-md-4 mb-3"
              label="Work Phone"
              type="tel"
              maxLength={PHONE_NUMBER_MAX_LENGTH}
              {...phoneField('work_phone')}
            />
            <FormField
              className="col-md-4 mb-3"
              label="Home Phone"
              type="tel"
              maxLength={PHONE_NUMBER_MAX_LENGTH}
              {...phoneField('home_phone')}
            />
          </div>
        </fieldset>
        <fieldset className="mb-2">
          <legend className="h6 fw-semibold border-bottom pb-2 mb-3">Address</legend>
          <div className="row gx-3">
            <AddressFields
              country={country}
              fields={[
                { name: 'address', label: 'Address Line 1' },
                { name: 'street', label: 'Address Line 2' },
                { name: 'flat_apartment', label: 'Apartment/Flat', className: 'col-md-4 mb-3' },
                { name: 'city', label: 'City/Town', className: 'col-md-4 mb-3' },
                { name: 'zipcode', label: 'Postal Code', className: 'col-md-4 mb-3' },
                'state',
                { name: 'country', placeholder: 'Select Country' },
              ]}
              field={field}
            />
          </div>
        </fieldset>
        <div className="form-check mb-3">
          <input
            id="cart_reminders"
            type="checkbox"
            className="form-check-input"
            {...register('cart_reminders')}
          />
          <label className="form-check-label" htmlFor="cart_reminders">
            E-mail me a reminder when I leave items in my cart
          </label>
        </div>
        <SaveOrCancel label="Update Profile" saving={isLoading} cancel={{ to: paths.myProfile }} />
      </div>
    </form>
  )
}
