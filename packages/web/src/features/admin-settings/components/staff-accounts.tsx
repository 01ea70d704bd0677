import { zodResolver } from '@hookform/resolvers/zod'
import { formatDateTime } from '@shop/shared/format'
import {
  CreateStaffSchema,
  ResetStaffPasswordSchema,
  type CreateStaffInput,
  type ResetStaffPasswordInput,
  type Staff,
} from '@shop/shared/schemas/admin/auth'
import { STAFF_ROLES } from '@shop/shared/schemas/admin/common'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import Modal from 'react-bootstrap/Modal'
import { fieldBinder } from '../../../components/admin/field-binder'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { FormField, SelectField } from '../../../components/form-field'
import { FormPanel } from '../../../components/admin/form-panel'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import {
  useCreateStaffMutation,
  useGetStaffAccountsQuery,
  useResetStaffPasswordMutation,
  useUpdateStaffMutation,
} from '../admin-settings.api'

function NewStaffForm() {
  const [create, { isLoading }] = useCreateStaffMutation()
  const form = useForm<CreateStaffInput>({
    resolver: zodResolver(CreateStaffSchema),
    defaultValues: { email: '', name: '', role: 'staff', password: '' },
  })
  const submit = useAdminSave(form, { send: create, saved: 'Staff account created.', reset: true })
  const field = fieldBinder(form)
  return (
    <FormPanel title="New staff account" onSubmit={submit} busy={isLoading} submitLabel="Create account">
      <FormField className="col-sm-6 col-lg-3 mb-2" label="Email" type="email" required {...field('email')} />
      <FormField className="col-sm-6 col-lg-3 mb-2" label="Name" required {...field('name')} />
      <SelectField className="col-sm-6 col-lg-2 mb-2" label="Role" options={STAFF_ROLES} {...field('role')} />
      <FormField
        className="col-sm-6 col-lg-4 mb-2"
        label="First password"
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
    </FormPanel>
  )
}

function PasswordDialog({ staff, onClose }: { staff: Staff | null; onClose: () => void }) {
  const id = useId()
  const [resetPassword, { isLoading }] = useResetStaffPasswordMutation()
  const form = useForm<ResetStaffPasswordInput>({
    resolver: zodResolver(ResetStaffPasswordSchema),
    defaultValues: { password: '' },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = useAdminSave(form, {
    // The dialog is shown only for a staff member, so there is always one to send for.
    send: ({ password }) => resetPassword({ id: staff!.id, password }),
    saved: 'Password changed.',
    onSaved: close,
  })
  const error = form.formState.errors.password?.message
  return (
    <Modal show={staff !== null} onHide={close} centered aria-labelledby={`${id}-title`}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            New password for {staff?.email}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small">Their sessions end: they sign in again with this password.</p>
          <label htmlFor={id} className="form-label">
            New password
          </label>
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            className={`form-control${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register('password')}
          />
          {error && (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {error}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            Go back
          </button>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            Set password
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  )
}

/** Staff accounts (owner only): create, change role, deactivate, set a new password. */
export function StaffAccountsScreen({ selfId }: { selfId: number | undefined }) {
  const timeZone = useShopTimeZone()
  const { data, error, isFetching } = useGetStaffAccountsQuery()
  const [update, { isLoading }] = useUpdateStaffMutation()
  const [resetting, setResetting] = useState<Staff | null>(null)
  return (
    <>
      <DataTable
        caption="Staff accounts"
        rows={data}
        loading={isFetching}
        error={error}
        rowKey={(s) => s.id}
        columns={[
          {
            key: 'who',
            header: 'Staff member',
            cell: (s) => (
              <>
                <div className="fw-semibold">{s.name}</div>
                <div className="small text-muted">{s.email}</div>
              </>
            ),
          },
          { key: 'role', header: 'Role', cell: (s) => <StatusBadge status={s.role} /> },
          {
            key: 'state',
            header: 'Account',
            cell: (s) => <StatusBadge status={s.active ? 'Active' : 'Paused'} />,
          },
          {
            key: 'last',
            header: 'Last sign-in',
            hideBelow: 'md',
            cell: (s) => (s.last_login_at ? formatDateTime(s.last_login_at, timeZone) : 'Never'),
          },
        ]}
        actions={(s) =>
          s.id === selfId ? (
            <span className="small text-muted">You</span>
          ) : (
            <div className="d-flex flex-wrap gap-1 justify-content-end">
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={isLoading}
                onClick={async () =>
                  announceOutcome(
                    await update({ id: s.id, body: { role: s.role === 'owner' ? 'staff' : 'owner' } }),
                    'Role changed.',
                  )
                }
              >
                Make {s.role === 'owner' ? 'staff' : 'owner'}
                <span className="visually-hidden"> ({s.email})</span>
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={isLoading}
                onClick={async () =>
                  announceOutcome(
                    await update({ id: s.id, body: { active: !s.active } }),
                    s.active ? 'Account deactivated.' : 'Account activated.',
                  )
                }
              >
                {s.active ? 'Deactivate' : 'Activate'}
                <span className="visually-hidden"> ({s.email})</span>
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => setResetting(s)}
              >
                New password<span className="visually-hidden"> ({s.email})</span>
              </button>
            </div>
          )
        }
      />
      <NewStaffForm />
      <PasswordDialog staff={resetting} onClose={() => setResetting(null)} />
    </>
  )
}
