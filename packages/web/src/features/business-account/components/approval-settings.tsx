import type { ApprovalRuleKind } from '@shop/shared/account-approvals'
import type { ApprovalSettings } from '@shop/shared/schemas/business-account-approvals'
import type { TeamMember } from '@shop/shared/schemas/business-account-team'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import {
  useAddApprovalRuleMutation,
  useGetApprovalSettingsQuery,
  useRemoveApprovalRuleMutation,
  useSetMemberLimitsMutation,
} from '../business-account.api'

/** Dollars typed by the owner as cents; '' is no limit; NaN for what is not an amount. */
function centsOf(text: string): number | null {
  const t = text.trim().replace(/[$,\s]/g, '')
  if (!t) return null
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN
}
const dollarsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2))

function BuyerLimits({ b }: { b: ApprovalSettings['buyers'][number] }) {
  const [orderLimit, setOrderLimit] = useState(dollarsOf(b.order_limit_cents))
  const [monthly, setMonthly] = useState(dollarsOf(b.monthly_limit_cents))
  const [problem, setProblem] = useState<string | null>(null)
  const [save, saving] = useSetMemberLimitsMutation()
  const onSave = async () => {
    setProblem(null)
    const order_limit_cents = centsOf(orderLimit)
    const monthly_limit_cents = centsOf(monthly)
    if (Number.isNaN(order_limit_cents) || Number.isNaN(monthly_limit_cents)) {
      setProblem('Write each limit as an amount in US dollars, or leave it empty for none.')
      return
    }
    try {
      await save({ id: b.user_id, order_limit_cents, monthly_limit_cents }).unwrap()
      toast.success(`Limits of ${b.name} saved.`)
    } catch (err) {
      const fields = fieldErrorsOf(err)
      setProblem(Object.values(fields ?? {})[0]?.[0] ?? errorMessage(err, 'The limits could not be saved.'))
    }
  }
  return (
    <li className="border-bottom py-2" data-testid="buyer-limits">
      <div className="fw-semibold">{b.name}</div>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <label className="small">
          Order limit (US $)
          <input
            className="form-control form-control-sm"
            inputMode="decimal"
            aria-label={`Order limit of ${b.name}`}
            value={orderLimit}
            onChange={(e) => setOrderLimit(e.target.value)}
          />
        </label>
        <label className="small">
          Monthly limit (US $)
          <input
            className="form-control form-control-sm"
            inputMode="decimal"
            aria-label={`Monthly limit of ${b.name}`}
            value={monthly}
            onChange={(e) => setMonthly(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={saving.isLoading}
          onClick={onSave}
        >
          Save limits
        </button>
      </div>
      {problem ? (
        <p className="text-danger small mb-0" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  )
}

const KIND_LABELS: Record<ApprovalRuleKind, string> = {
  above_amount: 'Orders above an amount',
  member: "A member's orders",
  professional: 'Orders with professional-only items',
}

function AddRule({ members }: { members: TeamMember[] }) {
  const [kind, setKind] = useState<ApprovalRuleKind>('above_amount')
  const [amount, setAmount] = useState('')
  const [member, setMember] = useState(members[0]?.id ?? 0)
  const [problem, setProblem] = useState<string | null>(null)
  const [add, adding] = useAddApprovalRuleMutation()
  const onAdd = async () => {
    setProblem(null)
    const cents = centsOf(amount)
    if (kind === 'above_amount' && (cents === null || Number.isNaN(cents) || cents <= 0)) {
      setProblem('Write the amount in US dollars.')
      return
    }
    try {
      await add(
        kind === 'above_amount'
          ? { kind, amount_cents: cents! }
          : kind === 'member'
            ? { kind, user_id: member }
            : { kind },
      ).unwrap()
      toast.success('Approval rule added.')
      setAmount('')
    } catch (err) {
      setProblem(
        Object.values(fieldErrorsOf(err) ?? {})[0]?.[0] ?? errorMessage(err, 'The rule could not be added.'),
      )
    }
  }
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mt-2">
      <label className="small">
        New rule
        <select
          className="form-select form-select-sm"
          value={kind}
          onChange={(e) => setKind(e.target.value as ApprovalRuleKind)}
        >
          {Object.entries(KIND_LABELS).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {kind === 'above_amount' ? (
        <label className="small">
          Amount (US $)
          <input
            className="form-control form-control-sm"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
      ) : null}
      {kind === 'member' ? (
        <label className="small">
          Member
          <select
            className="form-select form-select-sm"
            value={member}
            onChange={(e) => setMember(Number(e.target.value))}
          >
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name ?? m.email}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={adding.isLoading}
        onClick={onAdd}
      >
        Add rule
      </button>
      {problem ? (
        <p className="text-danger small w-100 mb-0" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The owner's spending limits per Buyer and the account's approval rules, on the Team page: an
 * order on account over a limit or tripping a rule waits for an Approver rather than being refused.
 */
export function ApprovalSettingsSection({ team }: { team: TeamMember[] }) {
  const { data, error } = useGetApprovalSettingsQuery(undefined, { refetchOnMountOrArgChange: true })
  const [remove] = useRemoveApprovalRuleMutation()
  const members = team.filter((m) => m.kind === 'member' && m.role !== 'owner')
  return (
    <section aria-labelledby="approval-settings-heading" className="mt-4">
      <h2 id="approval-settings-heading" className="h5">
        Spending limits and approvals
      </h2>
      <p className="small text-body-secondary">
        An order on account above a Buyer&apos;s limit, or caught by a rule, waits for an Approver: its prices
        are held for 7 days and its items reserved meanwhile. The month runs in the shop&apos;s time zone.
      </p>
      {error ? (
        <p className="alert alert-warning">{errorMessage(error, 'The limits could not be shown.')}</p>
      ) : null}
      {data ? (
        <>
          <h3 className="h6">Buyers&apos; limits</h3>
          {data.buyers.length ? (
            <ul className="list-unstyled">
              {data.buyers.map((b) => (
                <BuyerLimits key={b.user_id} b={b} />
              ))}
            </ul>
          ) : (
            <p className="small">No Buyer on the team yet.</p>
          )}
          <h3 className="h6 mt-3">Approval rules</h3>
          {data.rules.length ? (
            <ul className="list-unstyled" data-testid="approval-rules">
              {data.rules.map((r) => (
                <li key={r.id} className="d-flex gap-2 align-items-center py-1">
                  <span className="flex-grow-1">{r.text}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`Remove the rule: ${r.text}`}
                    onClick={() =>
                      remove(r.id)
                        .unwrap()
                        .then(() => toast.success('Rule removed.'))
                        .catch((err: unknown) =>
                          toast.error(errorMessage(err, 'The rule could not be removed.')),
                        )
                    }
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="small">No rule: only Buyers&apos; limits make an order wait.</p>
          )}
          <AddRule members={members} />
        </>
      ) : null}
    </section>
  )
}
