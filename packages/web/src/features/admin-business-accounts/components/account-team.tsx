import { ACCOUNT_ROLE_LABELS } from '@shop/shared/business-account-roles'
import type { AdminBusinessAccount } from '@shop/shared/schemas/business-accounts'
import { formatDate, formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import { useState } from 'react'
import { useGetBusinessAccountQuery } from '../admin-business-accounts.api'

const STATUS = { active: 'Active', invited: 'Invited', expired: 'Invitation expired' } as const

/**
 * An account's team for staff: its owner, members with their role and last order, and waiting
 * invitations; its approval rules and the orders waiting for its Approvers.
 */
export function AccountTeam({ account }: { account: AdminBusinessAccount }) {
  const [open, setOpen] = useState(false)
  const { data, isFetching } = useGetBusinessAccountQuery(account.id, { skip: !open })
  const headingId = `ba-${account.id}-team`
  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-expanded={open}
        aria-controls={headingId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide team' : 'Show team'}
      </button>
      {open ? (
        <section id={headingId} aria-label={`Team of ${account.practice_name}`} className="mt-2">
          {isFetching && !data ? <p className="small">Loading…</p> : null}
          {data?.members ? (
            <div
              className="table-responsive"
              role="region"
              aria-label={`Team of ${account.practice_name}`}
              tabIndex={0}
            >
              <table className="table table-sm small mb-0">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Role</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last order</th>
                  </tr>
                </thead>
                <tbody>
                  {data.members.map((m) => (
                    <tr key={m.key} data-testid="account-team-member">
                      <th scope="row">{m.name ?? '—'}</th>
                      <td>{m.email}</td>
                      <td>{ACCOUNT_ROLE_LABELS[m.role]}</td>
                      <td>{STATUS[m.status]}</td>
                      <td>{m.last_order_no ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {data?.approval_rules ? (
            <p className="small mt-2 mb-1" data-testid="account-approval-rules">
              Approval rules: {data.approval_rules.length ? data.approval_rules.join('; ') : 'none'}
            </p>
          ) : null}
          {data?.waiting_approvals?.length ? (
            <ul className="small mb-0" aria-label={`Orders of ${account.practice_name} waiting for approval`}>
              {data.waiting_approvals.map((a) => (
                <li key={a.id} data-testid="account-waiting-approval">
                  {a.ordered_by}: {formatMoney(a.total_cents as Cents)}, placed{' '}
                  {formatDate(a.created_at.slice(0, 10))}, waiting ({a.reasons.join('; ')})
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
