import { NO_STATEMENT_YET_TEXT } from '@shop/shared/business-account'
import { ACCOUNT_ROLE_LABELS, roleMay } from '@shop/shared/business-account-roles'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../store/api'
import { useGetBusinessAccountQuery } from '../business-account.api'
import '../business-account.css'
import { AccountSummary } from './account-summary'
import { ApplicationForm } from './application-form'
import { Invoices } from './invoices'
import { Statement } from './statement'

const INVOICE_LINK_REFRESH_MS = 10 * 60 * 1000

/** The customer's business account: apply to pay on account; once approved, the invoices and a statement. */
export function BusinessAccountScreen() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({})
  const { data, isLoading, error } = useGetBusinessAccountQuery(range, {
    refetchOnMountOrArgChange: true,
    // Invoice links are signed for 15 minutes: fetched again before they run out.
    pollingInterval: INVOICE_LINK_REFRESH_MS,
  })
  if (isLoading || !data) return <p>Loading…</p>
  const account = data.account
  const role = data.role
  return (
    <section className="business-account">
      <h1 className="h4 mb-3">Business account</h1>
      {account && role && role !== 'owner' ? (
        <p data-testid="account-role">
          You are on the team of {account.practice_name} as {ACCOUNT_ROLE_LABELS[role]}.
          {roleMay(role, 'order') ? ' Choose "Pay on account" at checkout to order for the practice.' : ''}
        </p>
      ) : null}
      {account ? <AccountSummary account={account} /> : null}
      {roleMay(role, 'manage_members') && account?.status === 'approved' ? (
        <p>
          <Link className="btn btn-outline-primary" to={paths.businessAccountTeam}>
            Team: invite and manage members
          </Link>
        </p>
      ) : null}
      {roleMay(role, 'order') && account?.status === 'approved' ? (
        <p>
          <Link className="btn btn-outline-primary" to={paths.businessAccountApprovals}>
            {roleMay(role, 'approve') ? 'Approvals: orders waiting' : 'Your orders waiting for approval'}
          </Link>
        </p>
      ) : null}
      {!account || (role === 'owner' && account.status === 'rejected') ? (
        <ApplicationForm data={data} />
      ) : null}
      {account && data.invoices.length > 0 ? <Invoices invoices={data.invoices} /> : null}
      {account && data.statement ? (
        <Statement data={data} onRange={(from, to) => setRange({ from, to })} />
      ) : null}
      {account?.status === 'pending' ? (
        <p className="text-body-secondary" data-testid="no-statement">
          {NO_STATEMENT_YET_TEXT}
        </p>
      ) : null}
      <div aria-live="polite">
        {error ? (
          <p className="alert alert-danger mt-3">
            {errorMessage(error, 'The statement could not be shown.')}
          </p>
        ) : null}
      </div>
    </section>
  )
}
