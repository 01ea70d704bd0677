import {
  APPLICATION_STATUS_TEXT,
  ApproveApplicationSchema,
  RejectApplicationSchema,
  type AdminApplication,
  type ApplicationStatus,
} from '@shop/shared/schemas/professional'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { formatDate } from '@shop/shared/format'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { DateInput, dateErrorMessage } from '../../../components/date-input'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { toast } from '../../../lib/toast'
import { PageHeader } from '../../../components/admin/page-header'
import { StatusSelect, type StatusChoice } from '../../../components/admin/status-select'
import { useDecideApplicationMutation, useGetApplicationsQuery } from '../admin-professional.api'
import { fetchAdminFile } from '../../../store/admin-api'
import { useAdminSelector } from '../../../store/admin-store'
import { selectStaffToken } from '../../../store/staff-session'

/** Opens the licence document in a new tab: fetched with the staff token (owners only), never a public link. */
function DocumentButton({ application }: { application: AdminApplication }) {
  const token = useAdminSelector(selectStaffToken)
  const open = async () => {
    try {
      const blob = await fetchAdminFile(`professional-applications/${application.id}/document`, token)
      const url = URL.createObjectURL(blob)
      window.open(url, '_blank', 'noopener')
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  return (
    <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void open()}>
      View document<span className="visually-hidden"> of {application.customer_name}</span>
    </button>
  )
}

function Decision({ application }: { application: AdminApplication }) {
  const [decide, { isLoading }] = useDecideApplicationMutation()
  const approveForm = useForm<{ verified_until: string }>({
    resolver: zodResolver(ApproveApplicationSchema),
    defaultValues: { verified_until: application.licence_expiry },
  })
  // One note for both answers: the reason of a rejection, or what the customer is asked for.
  const noteForm = useForm<{ reason: string }>({
    resolver: zodResolver(RejectApplicationSchema),
    defaultValues: { reason: '' },
  })
  const note = useWatch({ control: noteForm.control, name: 'reason' })
  const id = `app-${application.id}`
  const approve = useAdminSave(approveForm, {
    send: ({ verified_until }) => decide({ id: application.id, kind: 'approve', verified_until }),
    saved: 'Approved.',
  })
  const reject = useAdminSave(noteForm, {
    send: ({ reason }) => decide({ id: application.id, kind: 'reject', reason }),
    saved: 'Rejected.',
  })
  const ask = useAdminSave(noteForm, {
    send: ({ reason }) => decide({ id: application.id, kind: 'ask', message: reason }),
    saved: 'The customer was asked.',
  })
  const untilError = dateErrorMessage(
    approveForm.getValues('verified_until'),
    approveForm.formState.errors.verified_until?.message,
  )
  const noteError = noteForm.formState.errors.reason?.message
  return (
    <div className="d-grid gap-2">
      <form className="d-flex flex-wrap align-items-end gap-2" onSubmit={(e) => void approve(e)} noValidate>
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-until`}>
            Verified until
          </label>
          <Controller
            control={approveForm.control}
            name="verified_until"
            render={({ field }) => (
              <DateInput
                id={`${id}-until`}
                className={`form-control form-control-sm${untilError ? ' is-invalid' : ''}`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={untilError ? true : undefined}
              />
            )}
          />
          {untilError && <div className="invalid-feedback">{untilError}</div>}
        </div>
        <button type="submit" className="btn btn-sm btn-success" disabled={isLoading}>
          Approve<span className="visually-hidden"> {application.customer_name}</span>
        </button>
      </form>
      {/* No submit button and no one-line field, so Enter never submits it: its two buttons send. */}
      <form className="d-grid gap-2" noValidate>
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-note`}>
            Reason or what is needed
          </label>
          <textarea
            id={`${id}-note`}
            className={`form-control form-control-sm${noteError ? ' is-invalid' : ''}`}
            rows={2}
            aria-invalid={noteError ? true : undefined}
            {...noteForm.register('reason')}
          />
          {noteError && <div className="invalid-feedback">{noteError}</div>}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={isLoading || !note.trim()}
            onClick={(e) => void reject(e)}
          >
            Reject
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={isLoading || !note.trim()}
            onClick={(e) => void ask(e)}
          >
            Ask for more
          </button>
        </div>
      </form>
    </div>
  )
}

const FILTERS: StatusChoice<ApplicationStatus>[] = [
  { value: 'pending', label: 'Under review' },
  { value: 'more_info', label: 'More information asked' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
]

/** The queue of licence applications, oldest waiting first (owners only). */
export function ApplicationsScreen() {
  const [status, setStatus] = useState<ApplicationStatus | ''>('pending')
  const { data = [], isLoading } = useGetApplicationsQuery(status)
  return (
    <>
      <PageHeader title="Professional applications" />
      <StatusSelect value={status} choices={FILTERS} onChange={setStatus} />
      {isLoading && <p>Loading…</p>}
      {!isLoading && data.length === 0 && <p>No applications here.</p>}
      {data.map((a) => (
        <article key={a.id} className="card mb-3" aria-labelledby={`app-${a.id}-title`}>
          <div className="card-body row g-3">
            <div className="col-lg-7">
              <h2 id={`app-${a.id}-title`} className="h6 mb-2">
                {a.customer_name} <span className="text-body-secondary">({a.customer_email})</span>{' '}
                <span className="badge text-bg-secondary">{APPLICATION_STATUS_TEXT[a.status]}</span>
              </h2>
              <dl className="row small mb-2">
                <dt className="col-5">Profession</dt>
                <dd className="col-7">{a.profession}</dd>
                <dt className="col-5">Licence number</dt>
                <dd className="col-7">{a.licence_number}</dd>
                <dt className="col-5">Issued by</dt>
                <dd className="col-7">
                  {a.issuing_body}, {a.country}
                </dd>
                <dt className="col-5">Licence expires</dt>
                <dd className="col-7">{formatDate(a.licence_expiry)}</dd>
                <dt className="col-5">Practice</dt>
                <dd className="col-7">
                  {a.practice_name}, {a.practice_address}
                </dd>
                <dt className="col-5">Document</dt>
                <dd className="col-7">
                  {a.document_name} ({Math.ceil(a.document_bytes / 1024)} KB)
                </dd>
                {a.staff_note && (
                  <>
                    <dt className="col-5">Note</dt>
                    <dd className="col-7">{a.staff_note}</dd>
                  </>
                )}
                {a.verified_until && (
                  <>
                    <dt className="col-5">Verified until</dt>
                    <dd className="col-7">{formatDate(a.verified_until)}</dd>
                  </>
                )}
              </dl>
              <DocumentButton application={a} />
            </div>
            <div className="col-lg-5">{a.status === 'pending' && <Decision application={a} />}</div>
          </div>
        </article>
      ))}
    </>
  )
}
