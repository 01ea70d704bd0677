import {
  ACCOUNT_TERMS_DAYS,
  BUSINESS_ACCOUNT_STATUS_TEXT,
  termsText,
  type BusinessAccountStatus,
} from '@shop/shared/business-account'
import { formatDate, formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import type { AdminBusinessAccount } from '@shop/shared/schemas/business-accounts'
import { useState } from 'react'
import { toast } from 'react-toastify'
import { PageHeader } from '../../../components/admin/page-header'
import { StatusSelect, type StatusChoice } from '../../../components/admin/status-select'
import {
  useDecideBusinessAccountMutation,
  useGetBusinessAccountsQuery,
} from '../../../features/admin-business-accounts/admin-business-accounts.api'
import { useDocumentTitle } from '../../../lib/use-document-title'

const money = (cents: number) => formatMoney(cents as Cents)

/** '2,500.00' or '2500' typed as dollars, as whole cents; null when it is not an amount. */
function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[,\s$]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null
  return Math.round(Number(clean) * 100)
}

function Decision({ account }: { account: AdminBusinessAccount }) {
  const [decide, { isLoading }] = useDecideBusinessAccountMutation()
  const approved = account.status === 'approved'
  const [terms, setTerms] = useState<number>(account.terms_days)
  const [limit, setLimit] = useState(
    account.credit_limit_cents ? (account.credit_limit_cents / 100).toFixed(2) : '',
  )
  const [poRequired, setPoRequired] = useState(account.po_required)
  const [reason, setReason] = useState('')
  const id = `ba-${account.id}`
  const limitCents = dollarsToCents(limit)
  const run = (arg: Parameters<typeof decide>[0], done: string) =>
    decide(arg)
      .unwrap()
      .then(() => toast.success(done))
      .catch((e: { data?: { message?: string } }) => toast.error(e.data?.message ?? 'The decision failed.'))
  return (
    <div className="d-grid gap-2">
      <fieldset className="d-grid gap-2">
        <legend className="h6 mb-0">{approved ? 'Change the terms' : 'Approve with'}</legend>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <label className="form-label small mb-1" htmlFor={`${id}-terms`}>
              Terms
            </label>
            <select
              id={`${id}-terms`}
              className="form-select form-select-sm"
              value={terms}
              onChange={(e) => setTerms(Number(e.target.value))}
            >
              {ACCOUNT_TERMS_DAYS.map((d) => (
                <option key={d} value={d}>
                  {termsText(d)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="form-label small mb-1" htmlFor={`${id}-limit`}>
              Credit limit (US $)
            </label>
            <input
              id={`${id}-limit`}
              className={`form-control form-control-sm${limit && limitCents === null ? ' is-invalid' : ''}`}
              inputMode="decimal"
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
              style={{ maxWidth: '9rem' }}
            />
          </div>
        </div>
        <div className="form-check">
          <input
            id={`${id}-po`}
            type="checkbox"
            className="form-check-input"
            checked={poRequired}
            onChange={(e) => setPoRequired(e.target.checked)}
          />
          <label className="form-check-label small" htmlFor={`${id}-po`}>
            A purchase-order number is required with every order
          </label>
        </div>
        <div>
          <button
            type="button"
            className="btn btn-sm btn-success"
            disabled={isLoading || !limitCents}
            onClick={() =>
              void run(
                {
                  id: account.id,
                  kind: 'approve',
                  terms_days: terms as (typeof ACCOUNT_TERMS_DAYS)[number],
                  credit_limit_cents: limitCents ?? 0,
                  po_required: poRequired,
                },
                approved
                  ? 'The terms were changed; the customer was told.'
                  : 'Approved: the customer was told.',
              )
            }
          >
            {approved ? 'Save terms' : account.status === 'suspended' ? 'Lift suspension' : 'Approve'}
            <span className="visually-hidden"> {account.practice_name}</span>
          </button>
        </div>
      </fieldset>
      {account.status === 'pending' || approved ? (
        <div className="d-grid gap-2">
          <div>
            <label className="form-label small mb-1" htmlFor={`${id}-reason`}>
              {approved ? 'Reason to suspend' : 'Reason to reject'}
            </label>
            <textarea
              id={`${id}-reason`}
              className="form-control form-control-sm"
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={isLoading || !reason.trim()}
              onClick={() =>
                void run(
                  { id: account.id, kind: approved ? 'suspend' : 'reject', reason },
                  approved ? 'Suspended: the customer was told why.' : 'Rejected: the customer was told why.',
                )
              }
            >
              {approved ? 'Suspend' : 'Reject'}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

const FILTERS: StatusChoice<BusinessAccountStatus>[] = [
  { value: 'pending', label: 'Under review' },
  { value: 'approved', label: 'Approved' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'rejected', label: 'Not approved' },
  { value: '', label: 'All' },
]

/** Business accounts: applications to review, and the approved accounts with their terms and what they owe. */
export default function AdminBusinessAccountsPage() {
  useDocumentTitle('Business accounts · Back office')
  const [status, setStatus] = useState<BusinessAccountStatus | ''>('pending')
  const { data = [], isLoading } = useGetBusinessAccountsQuery(status)
  return (
    <>
      <PageHeader title="Business accounts" />
      <StatusSelect value={status} choices={FILTERS} onChange={setStatus} />
      {isLoading && <p>Loading…</p>}
      {!isLoading && data.length === 0 && <p>No business accounts here.</p>}
      {data.map((a) => (
        <article
          key={a.id}
          className="card mb-3"
          aria-labelledby={`ba-${a.id}-title`}
          data-testid="business-account"
        >
          <div className="card-body row g-3">
            <div className="col-lg-7">
              <h2 id={`ba-${a.id}-title`} className="h6 mb-2">
                {a.practice_name}{' '}
                <span className="badge text-bg-secondary">{BUSINESS_ACCOUNT_STATUS_TEXT[a.status]}</span>
              </h2>
              <dl className="row small mb-0">
                <dt className="col-5">Customer</dt>
                <dd className="col-7">
                  {a.customer_name} ({a.customer_email})
                </dd>
                <dt className="col-5">Billing e-mail</dt>
                <dd className="col-7">{a.billing_email}</dd>
                <dt className="col-5">Billing address</dt>
                <dd className="col-7">{a.billing_address}</dd>
                <dt className="col-5">Applied</dt>
                <dd className="col-7">{formatDate(a.created_at)}</dd>
                {a.status === 'approved' || a.status === 'suspended' ? (
                  <>
                    <dt className="col-5">Terms and limit</dt>
                    <dd className="col-7">
                      {termsText(a.terms_days)}, {money(a.credit_limit_cents)}
                      {a.po_required ? ', PO number required' : ''}
                    </dd>
                    <dt className="col-5">Owed</dt>
                    <dd className="col-7">
                      {money(a.owed_cents)}
                      {a.overdue ? <strong className="text-danger"> (overdue)</strong> : null}
                    </dd>
                  </>
                ) : null}
                {a.staff_note ? (
                  <>
                    <dt className="col-5">Reason</dt>
                    <dd className="col-7">{a.staff_note}</dd>
                  </>
                ) : null}
                {a.reviewed_by ? (
                  <>
                    <dt className="col-5">Reviewed by</dt>
                    <dd className="col-7">{a.reviewed_by}</dd>
                  </>
                ) : null}
              </dl>
            </div>
            <div className="col-lg-5">{a.status !== 'rejected' && <Decision account={a} />}</div>
          </div>
        </article>
      ))}
    </>
  )
}
