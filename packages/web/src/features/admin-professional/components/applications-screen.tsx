import {
  APPLICATION_STATUS_TEXT,
  type AdminApplication,
  type ApplicationStatus,
} from '@shop/shared/schemas/professional'
import { useState } from 'react'
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
  const [until, setUntil] = useState(application.licence_expiry)
  const [note, setNote] = useState('')
  const id = `app-${application.id}`
  const run = (arg: Parameters<typeof decide>[0]) =>
    decide(arg)
      .unwrap()
      .then((r) => toast.success(r.message))
      .catch((e: { data?: { message?: string } }) => toast.error(e.data?.message ?? 'The decision failed.'))
  return (
    <div className="d-grid gap-2">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-until`}>
            Verified until
          </label>
          <input
            id={`${id}-until`}
            type="date"
            className="form-control form-control-sm"
            value={until}
            max={application.licence_expiry}
            onChange={(e) => setUntil(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn-sm btn-success"
          disabled={isLoading}
          onClick={() => void run({ id: application.id, kind: 'approve', verified_until: until })}
        >
          Approve<span className="visually-hidden"> {application.customer_name}</span>
        </button>
      </div>
      <div>
        <label className="form-label small mb-1" htmlFor={`${id}-note`}>
          Reason or what is needed
        </label>
        <textarea
          id={`${id}-note`}
          className="form-control form-control-sm"
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={isLoading || !note.trim()}
          onClick={() => void run({ id: application.id, kind: 'reject', reason: note })}
        >
          Reject
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={isLoading || !note.trim()}
          onClick={() => void run({ id: application.id, kind: 'ask', message: note })}
        >
          Ask for more
        </button>
      </div>
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
                <dd className="col-7">{a.licence_expiry}</dd>
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
                    <dd className="col-7">{a.verified_until}</dd>
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
