import {
  BUSINESS_ACCOUNT_STATUS_TEXT,
  termsText,
  type BusinessAccountStatus,
} from '@shop/shared/business-account'
import { formatDate } from '@shop/shared/format'
import { useState } from 'react'
import { PageHeader } from '../../../components/admin/page-header'
import { StatusSelect, type StatusChoice } from '../../../components/admin/status-select'
import { useGetBusinessAccountsQuery } from '../admin-business-accounts.api'
import { money } from '../money'
import { AccountTeam } from './account-team'
import { Decision } from './decision'

const FILTERS: StatusChoice<BusinessAccountStatus>[] = [
  { value: 'pending', label: 'Under review' },
  { value: 'approved', label: 'Approved' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'rejected', label: 'Not approved' },
  { value: '', label: 'All' },
]

/** Business accounts: applications to review, and the approved accounts with their terms and what they owe. */
export function BusinessAccountsScreen() {
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
              {a.status === 'approved' || a.status === 'suspended' ? <AccountTeam account={a} /> : null}
            </div>
            <div className="col-lg-5">{a.status !== 'rejected' && <Decision account={a} />}</div>
          </div>
        </article>
      ))}
    </>
  )
}
