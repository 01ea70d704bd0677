import {
  BUSINESS_ACCOUNT_STATUS_TEXT,
  termsText,
  type BusinessAccountStatus,
} from '@shop/shared/business-account'
import { formatDate, formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import type { AccountInvoice, CustomerBusinessAccount } from '@shop/shared/schemas/business-accounts'
import '../../../features/business-account/business-account.css'
import { useState, type FormEvent } from 'react'
import {
  useApplyForBusinessAccountMutation,
  useGetBusinessAccountQuery,
} from '../../../features/business-account/business-account.api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { errorMessage, fieldErrorsOf } from '../../../store/api'

const money = (cents: number) => formatMoney(cents as Cents)

const FIELDS = [
  { name: 'practice_name', label: 'Practice name', type: 'text', autoComplete: 'organization' },
  {
    name: 'billing_email',
    label: 'Billing e-mail (invoices and reminders go here)',
    type: 'email',
    autoComplete: 'email',
  },
] as const

/** /dashboard/business-account: apply to pay on account; once approved, the invoices and a statement. */
export default function BusinessAccountPage() {
  useDocumentTitle('Business account')
  const [range, setRange] = useState<{ from?: string; to?: string }>({})
  const { data, isLoading, error } = useGetBusinessAccountQuery(range, { refetchOnMountOrArgChange: true })
  if (isLoading || !data) return <p>Loading…</p>
  const account = data.account
  return (
    <section className="business-account">
      <h1 className="h4 mb-3">Business account</h1>
      {account ? <AccountSummary account={account} /> : null}
      {!account || account.status === 'rejected' ? <ApplicationForm data={data} /> : null}
      {account && data.invoices.length > 0 ? <Invoices invoices={data.invoices} /> : null}
      {account && data.statement ? (
        <Statement data={data} onRange={(from, to) => setRange({ from, to })} />
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

function AccountSummary({ account }: { account: NonNullable<CustomerBusinessAccount['account']> }) {
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

function ApplicationForm({ data }: { data: CustomerBusinessAccount }) {
  const [apply, { isLoading: sending }] = useApplyForBusinessAccountMutation()
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  const previous = data.account

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setError(null)
    setFieldErrors({})
    const form = new FormData(e.currentTarget)
    apply({
      practice_name: String(form.get('practice_name') ?? ''),
      billing_email: String(form.get('billing_email') ?? ''),
      billing_address: String(form.get('billing_address') ?? ''),
    })
      .unwrap()
      .catch((err: unknown) => {
        setFieldErrors(fieldErrorsOf(err) ?? {})
        setError(errorMessage(err, 'The application could not be sent.'))
      })
  }
  const invalid = (name: string) => (fieldErrors[name] ? ' is-invalid' : '')
  const describe = (name: string) => (fieldErrors[name] ? `ba-${name}-error` : undefined)
  const errorOf = (name: string) =>
    fieldErrors[name] ? (
      <div id={`ba-${name}-error`} className="invalid-feedback">
        {fieldErrors[name]![0]}
      </div>
    ) : null

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ba-apply-heading" className="mb-4">
      <h2 id="ba-apply-heading" className="h5">
        {previous ? 'Apply again' : 'Apply to pay on account'}
      </h2>
      <p className="small text-body-secondary">
        Clinics and practices can order now and pay by invoice, with their purchase-order number, within
        agreed terms (15, 30 or 60 days) and a credit limit. All sales on account are subject to credit
        approval: we review every application and e-mail you our decision.
      </p>
      {FIELDS.map((f) => (
        <div className="mb-3" key={f.name}>
          <label className="form-label" htmlFor={`ba-${f.name}`}>
            {f.label}
          </label>
          <input
            id={`ba-${f.name}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            required
            className={`form-control${invalid(f.name)}`}
            defaultValue={previous?.[f.name] ?? ''}
            aria-invalid={fieldErrors[f.name] ? true : undefined}
            aria-describedby={describe(f.name)}
          />
          {errorOf(f.name)}
        </div>
      ))}
      <div className="mb-3">
        <label className="form-label" htmlFor="ba-billing_address">
          Billing address
        </label>
        <textarea
          id="ba-billing_address"
          name="billing_address"
          rows={3}
          required
          autoComplete="street-address"
          className={`form-control${invalid('billing_address')}`}
          defaultValue={previous?.billing_address ?? ''}
          aria-invalid={fieldErrors.billing_address ? true : undefined}
          aria-describedby={describe('billing_address')}
        />
        {errorOf('billing_address')}
      </div>
      <div aria-live="polite">{error ? <p className="alert alert-danger">{error}</p> : null}</div>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        Send application
      </button>
    </form>
  )
}

function invoiceStatusText(i: AccountInvoice) {
  if (i.status === 'open') return i.overdue ? 'Overdue' : 'Open'
  return i.status === 'paid' ? 'Paid' : 'Void (order cancelled)'
}

function InvoiceTable({ title, invoices, id }: { title: string; invoices: AccountInvoice[]; id: string }) {
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      <div className="table-responsive" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="table table-sm align-middle stacked-table">
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">PO number</th>
              <th scope="col">Issued</th>
              <th scope="col">Due</th>
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col" className="text-end text-nowrap">
                Still owed
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((i) => (
              <tr key={i.id} data-testid="account-invoice">
                <th scope="row" className="text-nowrap stacked-wide">
                  {i.invoice_no}
                </th>
                <td data-label="PO number">{i.po_number ?? '—'}</td>
                <td className="text-nowrap" data-label="Issued">
                  {formatDate(i.issued_on)}
                </td>
                <td className="text-nowrap stacked-wide" data-label="Due">
                  {formatDate(i.due_on)}{' '}
                  <span className="text-body-secondary">({termsText(i.terms_days)})</span>
                </td>
                <td className="text-end text-nowrap" data-label="Amount">
                  {money(i.amount_cents)}
                </td>
                <td className="text-end text-nowrap" data-label="Still owed">
                  {money(i.outstanding_cents)}
                </td>
                <td className={i.overdue ? 'text-danger fw-semibold' : undefined} data-label="Status">
                  {invoiceStatusText(i)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Invoices({ invoices }: { invoices: AccountInvoice[] }) {
  const open = invoices.filter((i) => i.status === 'open')
  const closed = invoices.filter((i) => i.status !== 'open')
  return (
    <>
      {open.length ? <InvoiceTable title="Open invoices" invoices={open} id="ba-open" /> : null}
      {closed.length ? (
        <InvoiceTable title="Paid and void invoices" invoices={closed} id="ba-closed" />
      ) : null}
    </>
  )
}

function Statement({
  data,
  onRange,
}: {
  data: CustomerBusinessAccount
  onRange: (from: string, to: string) => void
}) {
  const s = data.statement!
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    onRange(String(form.get('from')), String(form.get('to')))
  }
  return (
    <section aria-labelledby="ba-statement" className="business-statement">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
        <h2 id="ba-statement" className="h5 mb-0">
          Statement {formatDate(s.from)} to {formatDate(s.to)}
        </h2>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm d-print-none"
          onClick={() => window.print()}
        >
          Print statement
        </button>
      </div>
      <form
        className="row g-2 align-items-end my-2 d-print-none"
        onSubmit={onSubmit}
        aria-label="Statement period"
      >
        <div className="col-6 col-sm-4">
          <label className="form-label small mb-0" htmlFor="ba-from">
            From
          </label>
          <input
            id="ba-from"
            name="from"
            type="date"
            className="form-control form-control-sm"
            defaultValue={s.from}
            required
          />
        </div>
        <div className="col-6 col-sm-4">
          <label className="form-label small mb-0" htmlFor="ba-to">
            To
          </label>
          <input
            id="ba-to"
            name="to"
            type="date"
            className="form-control form-control-sm"
            defaultValue={s.to}
            required
          />
        </div>
        <div className="col-12 col-sm-4">
          <button type="submit" className="btn btn-outline-primary btn-sm w-100">
            Show period
          </button>
        </div>
      </form>
      <div className="table-responsive" role="region" aria-labelledby="ba-statement" tabIndex={0}>
        <table className="table table-sm stacked-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col" className="text-end">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="text-nowrap">{formatDate(s.from)}</td>
              <td>Opening balance</td>
              <td />
              <td className="text-end text-nowrap stacked-wide" data-label="Balance">
                {money(s.opening_balance_cents)}
              </td>
            </tr>
            {s.lines.map((l, n) => (
              <tr key={n} data-testid="statement-line">
                <td className="text-nowrap">{formatDate(l.date)}</td>
                <td>{l.description}</td>
                <td className="text-end text-nowrap" data-label="Amount">
                  {money(l.amount_cents)}
                </td>
                <td className="text-end text-nowrap" data-label="Balance">
                  {money(l.balance_cents)}
                </td>
              </tr>
            ))}
            <tr className="fw-semibold">
              <td className="text-nowrap">{formatDate(s.to)}</td>
              <td>Closing balance</td>
              <td />
              <td
                className="text-end text-nowrap stacked-wide"
                data-label="Balance"
                data-testid="closing-balance"
              >
                {money(s.closing_balance_cents)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  )
}
