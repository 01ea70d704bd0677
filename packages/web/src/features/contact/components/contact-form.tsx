import { zodResolver } from '@hookform/resolvers/zod'
import { PHONE_MAX_LENGTH } from '@shop/shared/constants'
import { ACCOUNT_MESSAGES, ContactSchema, type ContactInput } from '@shop/shared/schemas/account'
import { useCallback, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import type { z } from 'zod'
import { fieldErrorsOf } from '../../../store/api'
import { FormField, TextareaField } from '../../../components/form-field'
import { NameAndEmailFields } from '../../../components/name-and-email-fields'
import { SecurityCodeField } from '../../../components/security-code-field'
import { useSendContactMessageMutation } from '../contact.api'

type Contact = z.output<typeof ContactSchema>
const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '' }

/** docs/requirements/storefront.md §9 form: name, e-mail and phone required, message optional, and the code. */
export function ContactForm() {
  const [send, { isLoading }] = useSendContactMessageMutation()
  const [codeMatches, setCodeMatches] = useState(false)
  const [resetKey, setResetKey] = useState(0)
  const onMatchChange = useCallback((matches: boolean) => setCodeMatches(matches), [])
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, Contact>({ resolver: zodResolver(ContactSchema), defaultValues: EMPTY })
  const [name, email, phone] = useWatch({ control, name: ['name', 'email', 'phone'] })
  const filled = Boolean(name?.trim() && email?.trim() && phone?.trim())

  const onSubmit = async (values: Contact) => {
    if (!codeMatches) return
    try {
      await send(values).unwrap()
      toast.success(ACCOUNT_MESSAGES.contactSent)
      reset(EMPTY)
      setCodeMatches(false)
      setResetKey((k) => k + 1)
    } catch (error) {
      for (const [field, messages] of Object.entries(fieldErrorsOf(error) ?? {})) {
        if (field in EMPTY) setError(field as keyof ContactInput, { message: messages[0] })
      }
      toast.error('Error!')
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="h5 mb-3">
        Send us a message
      </h2>
      <div className="row gx-3">
        <NameAndEmailFields
          className="col-md-6 mb-3"
          name={{ registration: register('name'), error: errors.name?.message }}
          email={{ registration: register('email'), error: errors.email?.message }}
        />
        <FormField
          className="col-md-6 mb-3"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          required
          registration={register('phone')}
          error={errors.phone?.message}
        />
      </div>
      <TextareaField
        label="Message"
        rows={5}
        registration={register('message')}
        error={errors.message?.message}
      />
      <SecurityCodeField key={resetKey} onMatchChange={onMatchChange} />
      <button type="submit" className="btn btn-primary px-4" disabled={!filled || !codeMatches || isLoading}>
        {isLoading ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  )
}
