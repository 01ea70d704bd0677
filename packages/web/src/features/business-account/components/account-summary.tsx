import {
  BUSINESS_ACCOUNT_STATUS_TEXT,
  termsText,
  type BusinessAccountStatus,
} from '@shop/shared/business-account'
import type { CustomerBusinessAccount } from '@shop/shared/schemas/business-accounts'
import { money } from '../money'

/** Where the account stands: its status, and once approved its terms, limit and what is owed. */
export function AccountSummary({ account }: { account: NonNullable<CustomerBusinessAccount['account']> }) {
  const status: BusinessAccountStatus = account.status
  return (
    <div className="card mb-4">
      <div className="card-body">
        <h2 className="h5">{account.practice_name}</h2>
        <p className="mb-1">
          Status: <strong>{BUSINESS_ACCOUNT_STATUS_TEXT[status]}</strong>
        </p>
        {status === 'pending' ? (
          <p className="mb-0">
            We will e-mail {account.billing_email} when your application has been reviewed.
          </p>
        ) : null}
        {account.staff_note && (status === 'rejected' || status === 'suspended') ? (
          <p className="mb-0">Reason: {account.staff_note}</p>
        ) : null}
        {status === 'approved' || status === 'suspended' ? (
          <dl className="row mb-0 mt-2 small">
            <dt className="col-sm-5">Terms</dt>
            <dd className="col-sm-7">{termsText(account.terms_days)} (days to pay each invoice)</dd>
            <dt className="col-sm-5">Credit limit</dt>
            <dd className="col-sm-7">{money(account.credit_limit_cents)}</dd>
            <dt className="col-sm-5">Owed on open invoices</dt>
            <dd className="col-sm-7">{money(account.owed_cents)}</dd>
            <dt className="col-sm-5">Available to order on account</dt>
            <dd className="col-sm-7" data-testid="credit-available">
              {money(account.credit_available_cents)}
            </dd>
            <dt className="col-sm-5">Purchase-order number</dt>
            <dd className="col-sm-7">{account.po_required ? 'Required with every order' : 'Optional'}</dd>
          </dl>
        ) : null}
        {account.overdue ? (
          <p className="alert alert-warning mt-3 mb-0">
            An invoice is overdue: orders cannot be paid on account until it is paid.
          </p>
        ) : null}
      </div>
    </div>
  )
}
