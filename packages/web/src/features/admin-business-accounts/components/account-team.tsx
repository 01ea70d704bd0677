import { ACCOUNT_ROLE_LABELS } from '@shop/shared/business-account-roles'
import type { AdminBusinessAccount } from '@shop/shared/schemas/business-accounts'
import { useState } from 'react'
import { useGetBusinessAccountQuery } from '../admin-business-accounts.api'

const STATUS = { active: 'Active', invited: 'Invited', expired: 'Invitation expired' } as const

/** An account's team for staff: its owner, members with their role and last order, and waiting invitations. */
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
        </section>
      ) : null}
    </div>
  )
}
