import { zodResolver } from '@hookform/resolvers/zod'
import { ACCOUNT_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from '@shop/shared/business-account-roles'
import { formatDate } from '@shop/shared/format'
import {
  InviteMemberSchema,
  type InviteMember,
  type TeamMember,
} from '@shop/shared/schemas/business-account-team'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { FormField, SelectField } from '../../../components/form-field'
import { paths } from '../../../config/paths'
import { toast } from '../../../lib/toast'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import {
  useCancelInvitationMutation,
  useChangeMemberRoleMutation,
  useGetTeamQuery,
  useInviteMemberMutation,
  useRemoveMemberMutation,
  useResendInvitationMutation,
} from '../business-account.api'
import { ApprovalSettingsSection } from './approval-settings'
import '../business-account.css'

const ROLE_OPTIONS = MEMBER_ROLES.map((r) => ({ value: r, label: ACCOUNT_ROLE_LABELS[r] }))

/** What each role may do, said once under the form. */
const ROLE_HELP =
  'Approver: orders and reads everything. Buyer: orders for the account. Finance: reads orders, invoices and statements and pays invoices; cannot order.'

const STATUS_TEXT: Record<TeamMember['status'], string> = {
  active: 'Active',
  invited: 'Invited',
  expired: 'Invitation expired',
}

function InviteForm() {
  const [invite, { isLoading }] = useInviteMemberMutation()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteMember>({
    resolver: zodResolver(InviteMemberSchema),
    defaultValues: { email: '', role: 'buyer' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await invite(values).unwrap()
      toast.success(`Invitation sent to ${values.email}.`)
      reset({ email: '', role: values.role })
    } catch (err) {
      const fields = fieldErrorsOf(err) ?? {}
      for (const [field, messages] of Object.entries(fields)) {
        if (field === 'email' || field === 'role') setError(field, { message: messages[0] })
      }
      if (!fields.email && !fields.role) setFormError(errorMessage(err, 'The invitation could not be sent.'))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="team-invite-heading" className="mb-4 team-invite">
      <h2 id="team-invite-heading" className="h5">
        Invite a person
      </h2>
      <div className="row g-2 align-items-start">
        <div className="col-sm-6">
          <FormField
            label="Email"
            type="email"
            autoComplete="off"
            registration={register('email')}
            error={errors.email?.message}
          />
        </div>
        <div className="col-sm-3">
          <SelectField
            label="Role"
            options={ROLE_OPTIONS}
            registration={register('role')}
            error={errors.role?.message}
          />
        </div>
      </div>
      <p className="small text-body-secondary">{ROLE_HELP} The link works once, for 7 days.</p>
      <div aria-live="polite">{formError ? <p className="alert alert-danger">{formError}</p> : null}</div>
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        Send invitation
      </button>
    </form>
  )
}

function MemberActions({ m }: { m: TeamMember }) {
  const [changeRole, changing] = useChangeMemberRoleMutation()
  const [remove, removing] = useRemoveMemberMutation()
  const [resend, resending] = useResendInvitationMutation()
  const [cancel, cancelling] = useCancelInvitationMutation()
  const [confirming, setConfirming] = useState(false)
  const who = m.name ?? m.email
  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action()
      toast.success(done)
    } catch (err) {
      toast.error(errorMessage(err, failed))
    }
  }
  if (m.role === 'owner') return <span className="text-body-secondary small">Owner</span>
  if (m.kind === 'invitation') {
    return (
      <div className="d-flex gap-2 flex-wrap">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          aria-label={`Resend the invitation to ${m.email}`}
          disabled={resending.isLoading}
          onClick={() =>
            run(
              () => resend(m.id).unwrap(),
              `Invitation sent again to ${m.email}.`,
              'The invitation could not be sent again.',
            )
          }
        >
          Resend
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={`Cancel the invitation to ${m.email}`}
          disabled={cancelling.isLoading}
          onClick={() =>
            run(
              () => cancel(m.id).unwrap(),
              `Invitation to ${m.email} cancelled.`,
              'The invitation could not be cancelled.',
            )
          }
        >
          Cancel
        </button>
      </div>
    )
  }
  return (
    <div className="d-flex gap-2 flex-wrap align-items-center">
      <select
        className="form-select form-select-sm w-auto"
        aria-label={`Role of ${who}`}
        value={m.role}
        disabled={changing.isLoading}
        onChange={(e) => {
          const role = e.target.value as MemberRole
          void run(
            () => changeRole({ id: m.id, role }).unwrap(),
            `${who} is now ${ACCOUNT_ROLE_LABELS[role]}.`,
            'The role could not be changed.',
          )
        }}
      >
        {ROLE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {confirming ? (
        <>
          <button
            type="button"
            className="btn btn-sm btn-danger"
            disabled={removing.isLoading}
            onClick={() =>
              run(
                () => remove(m.id).unwrap(),
                `${who} was removed from the team.`,
                'The member could not be removed.',
              )
            }
          >
            Yes, remove {who}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setConfirming(false)}
          >
            Keep
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={`Remove ${who}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </button>
      )}
    </div>
  )
}

function TeamTable({ items }: { items: TeamMember[] }) {
  return (
    <section aria-labelledby="team-members-heading">
      <h2 id="team-members-heading" className="h5">
        Members
      </h2>
      {/* Scrolls sideways on a phone: the actions stay in their row. */}
      <div className="table-responsive" role="region" aria-labelledby="team-members-heading" tabIndex={0}>
        <table className="table table-sm align-middle team-table">
          <thead>
            <tr>
              <th scope="col">Person</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col" className="text-nowrap">
                Last order
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={m.key} data-testid="team-member">
                <th scope="row" className="team-person">
                  {m.name ? <span className="d-block">{m.name}</span> : null}
                  <span
                    className={
                      m.name ? 'd-block small fw-normal text-body-secondary text-break' : 'text-break'
                    }
                  >
                    {m.email}
                  </span>
                </th>
                <td>{ACCOUNT_ROLE_LABELS[m.role]}</td>
                <td className="text-nowrap">
                  {STATUS_TEXT[m.status]}
                  {m.expires_at && m.status === 'invited' ? (
                    <span className="d-block small text-body-secondary">
                      until {formatDate(m.expires_at.slice(0, 10))}
                    </span>
                  ) : null}
                </td>
                <td className="text-nowrap">
                  {m.last_order_no ? (
                    <>
                      {m.last_order_no}
                      <span className="d-block small text-body-secondary">
                        {formatDate(m.last_order_at!.slice(0, 10))}
                      </span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <MemberActions m={m} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The owner's team: invite people by e-mail with a role, change roles, resend or cancel invitations, remove members. */
export function TeamScreen() {
  const { data, error, isLoading } = useGetTeamQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <section className="business-account">
      <h1 className="h4 mb-3">Team</h1>
      <p>
        <Link to={paths.businessAccount}>Back to the business account</Link>
      </p>
      {isLoading ? <p>Loading…</p> : null}
      {error ? (
        <p className="alert alert-warning" role="alert">
          {errorMessage(error, 'The team could not be shown.')}
        </p>
      ) : null}
      {data ? (
        <>
          <InviteForm />
          <TeamTable items={data.items} />
          <ApprovalSettingsSection team={data.items} />
        </>
      ) : null}
    </section>
  )
}
