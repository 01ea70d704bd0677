import { zodResolver } from '@hookform/resolvers/zod'
import {
  BusinessAccountApplicationSchema,
  type BusinessAccountApplication,
  type CustomerBusinessAccount,
} from '@shop/shared/schemas/business-accounts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormField, TextareaField } from '../../../components/form-field'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import { useApplyForBusinessAccountMutation } from '../business-account.api'

/** Applying (or applying again after a refusal) to pay on account; the shared schema checks it. */
export function ApplicationForm({ data }: { data: CustomerBusinessAccount }) {
  const [apply, { isLoading: sending }] = useApplyForBusinessAccountMutation()
  const [error, setFormError] = useState<string | null>(null)
  const previous = data.account
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BusinessAccountApplication>({
    resolver: zodResolver(BusinessAccountApplicationSchema),
    defaultValues: {
      practice_name: previous?.practice_name ?? '',
      billing_email: previous?.billing_email ?? '',
      billing_address: previous?.billing_address ?? '',
    },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await apply(values).unwrap()
    } catch (err) {
      for (const [field, messages] of Object.entries(fieldErrorsOf(err) ?? {})) {
        if (field in values) setError(field as keyof BusinessAccountApplication, { message: messages[0] })
      }
      setFormError(errorMessage(err, 'The application could not be sent.'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ba-apply-heading" className="mb-4">
      <h2 id="ba-apply-heading" className="h5">
        {previous ? 'Apply again' : 'Apply to pay on account'}
      </h2>
      <p className="small text-body-secondary">
        Clinics and practices can order now and pay by invoice, with their purchase-order number, within
        agreed terms (15, 30 or 60 days) and a credit limit. All sales on account are subject to credit
        approval: we review every application and e-mail you our decision.
      </p>
      <FormField
        label="Practice name"
        autoComplete="organization"
        registration={register('practice_name')}
        error={errors.practice_name?.message}
      />
      <FormField
        label="Billing e-mail (invoices and reminders go here)"
        type="email"
        autoComplete="email"
        registration={register('billing_email')}
        error={errors.billing_email?.message}
      />
      <TextareaField
        label="Billing address"
        rows={3}
        autoComplete="street-address"
        registration={register('billing_address')}
        error={errors.billing_address?.message}
      />
      <div aria-live="polite">{error ? <p className="alert alert-danger">{error}</p> : null}</div>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        Send application
      </button>
    </form>
  )
}
