import { zodResolver } from '@hookform/resolvers/zod'
import {
  APPLICATION_STATUS_TEXT,
  LICENCE_DOCUMENT_MAX_BYTES,
  ProfessionalApplicationInputSchema,
  type ProfessionalStatus,
} from '@shop/shared/schemas/professional'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { formatDate } from '@shop/shared/format'
import { DateField } from '../../../components/date-field'
import { FormField, TextareaField } from '../../../components/form-field'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import { useApplyProfessionalMutation, useGetProfessionalStatusQuery } from '../professional.api'

const FIELDS = [
  { name: 'profession', label: 'Profession (e.g. registered nurse, dentist)', type: 'text' },
  { name: 'licence_number', label: 'Licence or registration number', type: 'text' },
  { name: 'issuing_body', label: 'Issuing body', type: 'text' },
  { name: 'country', label: 'Country of the licence', type: 'text' },
  { name: 'licence_expiry', label: 'Licence expiry date', type: 'date' },
  { name: 'practice_name', label: 'Practice name', type: 'text' },
] as const
const FIELD_NAMES = [...FIELDS.map((f) => f.name), 'practice_address'] as const

const STANDING_TEXT = {
  none: 'Not verified',
  verified: 'Verified professional',
  lapsed: 'Verification lapsed',
  suspended: 'Verification suspended',
} as const

/** The application as the form holds it: the shared schema's fields, and the chosen licence document. */
const ApplicationFormSchema = ProfessionalApplicationInputSchema.extend({
  document: z
    .custom<FileList | undefined>()
    .refine((files) => Boolean(files?.length), 'Choose the licence document.')
    .refine(
      (files) => !files?.[0] || files[0].size <= LICENCE_DOCUMENT_MAX_BYTES,
      'The file is larger than 5 MB.',
    ),
})
type ApplicationValues = z.infer<typeof ApplicationFormSchema>

/** /dashboard/professional: the customer's professional standing, and the application with its licence document. */
export function ProfessionalScreen() {
  const { data: status, isLoading } = useGetProfessionalStatusQuery()
  if (isLoading || !status) return <p>Loading…</p>
  return <ProfessionalStanding status={status} />
}

function ProfessionalStanding({ status }: { status: ProfessionalStatus }) {
  const [apply, { isLoading: sending }] = useApplyProfessionalMutation()
  const [error, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const app = status.application
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplicationValues>({
    resolver: zodResolver(ApplicationFormSchema),
    defaultValues: Object.fromEntries(FIELD_NAMES.map((name) => [name, app?.[name] ?? ''])),
  })

  const onSubmit = handleSubmit(async ({ document, ...fields }) => {
    setFormError(null)
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    if (document?.[0]) body.append('document', document[0])
    try {
      await apply(body).unwrap()
      setSent(true)
    } catch (err) {
      const refused = fieldErrorsOf(err)
      for (const [field, messages] of Object.entries(refused ?? {})) {
        if (field in ApplicationFormSchema.shape)
          setError(field as keyof ApplicationValues, { message: messages[0] })
      }
      // The fields say what to change; the message is for a refusal that names no field.
      setFormError(
        refused && Object.keys(refused).length
          ? null
          : errorMessage(err, 'The application could not be sent.'),
      )
    }
  })

  const canApply = !app || app.status !== 'pending'
  return (
    <section>
      <h1 className="h4 mb-3">Professional account</h1>
      <div className="card mb-4">
        <div className="card-body">
          <p className="mb-1">
            Status: <strong>{STANDING_TEXT[status.standing]}</strong>
          </p>
          {status.verified_until && status.standing !== 'none' && (
            <p className="mb-1">Verified until {formatDate(status.verified_until)}</p>
          )}
          {status.suspended_reason !== null && status.suspended_reason !== '' && (
            <p className="mb-1">Reason: {status.suspended_reason}</p>
          )}
          {app && (
            <p className="mb-0">
              Latest application: <strong>{APPLICATION_STATUS_TEXT[app.status]}</strong> (licence{' '}
              {app.licence_number})
              {app.staff_note && (
                <>
                  <br />
                  <span>Our note: {app.staff_note}</span>
                </>
              )}
            </p>
          )}
        </div>
      </div>
      {sent && (
        <p className="alert alert-success" role="status">
          Thank you: your application was sent. We will e-mail you when it has been reviewed.
        </p>
      )}
      {canApply && !sent && (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="h5">
            {status.standing === 'none' ? 'Apply for a professional account' : 'Send your renewed licence'}
          </h2>
          <p className="small text-body-secondary">
            Verified clinics and practitioners can buy prescription-only and practitioner-use products. We
            check every licence by hand; the document is kept privately and seen only by the shop's owners.
          </p>
          {FIELDS.map((f) =>
            f.type === 'date' ? (
              <DateField key={f.name} control={control} name={f.name} label={f.label} />
            ) : (
              <FormField
                key={f.name}
                label={f.label}
                type={f.type}
                registration={register(f.name)}
                error={errors[f.name]?.message}
              />
            ),
          )}
          <TextareaField
            label="Practice address"
            rows={3}
            registration={register('practice_address')}
            error={errors.practice_address?.message}
          />
          <div className="mb-3">
            <label className="form-label" htmlFor="pro-document">
              Licence document (PDF, JPEG or PNG, at most 5 MB)
            </label>
            <input
              id="pro-document"
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              className={`form-control${errors.document ? ' is-invalid' : ''}`}
              aria-invalid={errors.document ? true : undefined}
              aria-describedby={errors.document ? 'pro-document-error' : undefined}
              {...register('document')}
            />
            {errors.document?.message && (
              <div id="pro-document-error" className="invalid-feedback">
                {errors.document.message}
              </div>
            )}
          </div>
          {error && (
            <p className="text-danger" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send application'}
          </button>
        </form>
      )}
    </section>
  )
}
