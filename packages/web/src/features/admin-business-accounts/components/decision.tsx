import { zodResolver } from '@hookform/resolvers/zod'
import { ACCOUNT_TERMS_DAYS, termsText } from '@shop/shared/business-account'
import {
  ApproveBusinessAccountSchema,
  BusinessAccountReasonSchema,
  type AdminBusinessAccount,
  type ApproveBusinessAccount,
} from '@shop/shared/schemas/business-accounts'
import { useForm, useWatch } from 'react-hook-form'
import { MoneyField } from '../../../components/admin/money-field'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { TextareaField } from '../../../components/form-field'
import { useDecideBusinessAccountMutation } from '../admin-business-accounts.api'

const TERMS = ACCOUNT_TERMS_DAYS.map((d) => ({ value: String(d), label: termsText(d) }))

/** Approve an account (or change an approved account's terms, or lift a suspension). */
function ApproveForm({ account }: { account: AdminBusinessAccount }) {
  const [decide, { isLoading }] = useDecideBusinessAccountMutation()
  const approved = account.status === 'approved'
  const form = useForm<ApproveBusinessAccount>({
    resolver: zodResolver(ApproveBusinessAccountSchema),
    defaultValues: {
      terms_days: account.terms_days as ApproveBusinessAccount['terms_days'],
      credit_limit_cents: account.credit_limit_cents || (null as unknown as number),
      po_required: account.po_required,
    },
  })
  const { register, control } = form
  const limit = useWatch({ control, name: 'credit_limit_cents' })
  const id = `ba-${account.id}`
  const onSubmit = useAdminSave(form, {
    send: (values) => decide({ id: account.id, kind: 'approve', ...values }),
    saved: approved ? 'The terms were changed; the customer was told.' : 'Approved: the customer was told.',
  })
  return (
    <form onSubmit={onSubmit} noValidate>
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
              {...register('terms_days', { valueAsNumber: true })}
            >
              {TERMS.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          <MoneyField
            className="mb-0"
            control={control}
            name="credit_limit_cents"
            label="Credit limit (US $)"
          />
        </div>
        <div className="form-check">
          <input id={`${id}-po`} type="checkbox" className="form-check-input" {...register('po_required')} />
          <label className="form-check-label small" htmlFor={`${id}-po`}>
            A purchase-order number is required with every order
          </label>
        </div>
        <div>
          <button type="submit" className="btn btn-sm btn-success" disabled={isLoading || !limit}>
            {approved ? 'Save terms' : account.status === 'suspended' ? 'Lift suspension' : 'Approve'}
            <span className="visually-hidden"> {account.practice_name}</span>
          </button>
        </div>
      </fieldset>
    </form>
  )
}

/** Reject an application, or suspend an approved account; the customer is told why. */
function ReasonForm({ account }: { account: AdminBusinessAccount }) {
  const [decide, { isLoading }] = useDecideBusinessAccountMutation()
  const approved = account.status === 'approved'
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(BusinessAccountReasonSchema),
    defaultValues: { reason: '' },
  })
  const reason = useWatch({ control: form.control, name: 'reason' })
  const onSubmit = useAdminSave(form, {
    send: ({ reason }) => decide({ id: account.id, kind: approved ? 'suspend' : 'reject', reason }),
    saved: approved ? 'Suspended: the customer was told why.' : 'Rejected: the customer was told why.',
  })
  return (
    <form className="d-grid gap-2" onSubmit={onSubmit} noValidate>
      <TextareaField
        className=""
        label={approved ? 'Reason to suspend' : 'Reason to reject'}
        rows={2}
        registration={form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      <div>
        <button
          type="submit"
          className="btn btn-sm btn-outline-danger"
          disabled={isLoading || !reason.trim()}
        >
          {approved ? 'Suspend' : 'Reject'}
        </button>
      </div>
    </form>
  )
}

/** Approve (or change the terms), reject or suspend an account. */
export function Decision({ account }: { account: AdminBusinessAccount }) {
  return (
    <div className="d-grid gap-2">
      <ApproveForm account={account} />
      {account.status === 'pending' || account.status === 'approved' ? (
        <ReasonForm account={account} />
      ) : null}
    </div>
  )
}
