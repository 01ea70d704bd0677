import { APPLICATION_STATUS_TEXT, LICENCE_DOCUMENT_MAX_BYTES } from '@shop/shared/schemas/professional'
import { useState, type FormEvent } from 'react'
import { useApplyProfessionalMutation, useGetProfessionalStatusQuery } from '../professional.api'
import { errorMessage } from '../../../store/api'

const FIELDS = [
  { name: 'profession', label: 'Profession (e.g. registered nurse, dentist)', type: 'text' },
  { name: 'licence_number', label: 'Licence or registration number', type: 'text' },
  { name: 'issuing_body', label: 'Issuing body', type: 'text' },
  { name: 'country', label: 'Country of the licence', type: 'text' },
  { name: 'licence_expiry', label: 'Licence expiry date', type: 'date' },
  { name: 'practice_name', label: 'Practice name', type: 'text' },
] as const

const STANDING_TEXT = {
  none: 'Not verified',
  verified: 'Verified professional',
  lapsed: 'Verification lapsed',
  suspended: 'Verification suspended',
} as const

/** /dashboard/professional: the customer's professional standing, and the application with its licence document. */
export function ProfessionalScreen() {
  const { data: status, isLoading } = useGetProfessionalStatusQuery()
  const [apply, { isLoading: sending }] = useApplyProfessionalMutation()
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  const [sent, setSent] = useState(false)

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    setFieldErrors({})
    const body = new FormData(e.currentTarget)
    const file = body.get('document')
    if (file instanceof File && file.size > LICENCE_DOCUMENT_MAX_BYTES) {
      setFieldErrors({ document: ['The file is larger than 5 MB.'] })
      return
    }
    apply(body)
      .unwrap()
      .then(() => setSent(true))
      .catch((err: unknown) => {
        const errors = (err as { data?: { errors?: Record<string, string[]> } }).data?.errors
        if (errors) setFieldErrors(errors)
        setError(errorMessage(err, 'The application could not be sent.'))
      })
  }

  if (isLoading || !status) return <p>Loading…</p>
  const app = status.application
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
            <p className="mb-1">Verified until {status.verified_until}</p>
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
        <form onSubmit={onSubmit} noValidate aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="h5">
            {status.standing === 'none' ? 'Apply for a professional account' : 'Send your renewed licence'}
          </h2>
          <p className="small text-body-secondary">
            Verified clinics and practitioners can buy prescription-only and practitioner-use products. We
            check every licence by hand; the document is kept privately and seen only by the shop's owners.
          </p>
          {FIELDS.map((f) => (
            <div className="mb-3" key={f.name}>
              <label className="form-label" htmlFor={`pro-${f.name}`}>
                {f.label}
              </label>
              <input
                id={`pro-${f.name}`}
                name={f.name}
                type={f.type}
                required
                className={`form-control${fieldErrors[f.name] ? ' is-invalid' : ''}`}
                defaultValue={app?.[f.name] ?? ''}
                aria-describedby={fieldErrors[f.name] ? `pro-${f.name}-error` : undefined}
              />
              {fieldErrors[f.name] && (
                <div id={`pro-${f.name}-error`} className="invalid-feedback">
                  {fieldErrors[f.name]![0]}
                </div>
              )}
            </div>
          ))}
          <div className="mb-3">
            <label className="form-label" htmlFor="pro-practice_address">
              Practice address
            </label>
            <textarea
              id="pro-practice_address"
              name="practice_address"
              required
              rows={3}
              className={`form-control${fieldErrors.practice_address ? ' is-invalid' : ''}`}
              defaultValue={app?.practice_address ?? ''}
            />
            {fieldErrors.practice_address && (
              <div className="invalid-feedback">{fieldErrors.practice_address[0]}</div>
            )}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="pro-document">
              Licence document (PDF, JPEG or PNG, at most 5 MB)
            </label>
            <input
              id="pro-document"
              name="document"
              type="file"
              required
              accept="application/pdf,image/jpeg,image/png"
              className={`form-control${fieldErrors.document ? ' is-invalid' : ''}`}
              aria-describedby={fieldErrors.document ? 'pro-document-error' : undefined}
            />
            {fieldErrors.document && (
              <div id="pro-document-error" className="invalid-feedback">
                {fieldErrors.document[0]}
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
