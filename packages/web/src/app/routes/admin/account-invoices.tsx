import { isoDateIn, formatDate, formatMoney } from '@shop/shared/format'
import { termsText, type InvoiceStatus } from '@shop/shared/business-account'
import type { Cents } from '@shop/shared/money'
import type { AdminInvoice } from '@shop/shared/schemas/business-accounts'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { PageHeader } from '../../../components/admin/page-header'
import { StatusSelect, type StatusChoice } from '../../../components/admin/status-select'
import {
  useGetAccountInvoicesQuery,
  useRecordAccountPaymentMutation,
} from '../../../features/admin-business-accounts/admin-business-accounts.api'
import { useDocumentTitle } from '../../../lib/use-document-title'

const money = (cents: number) => formatMoney(cents as Cents)

/** The per-field messages of a refusal (e.g. `amount_cents` above what is owed). */
const fieldErrorsOf = (error: unknown) =>
  (error as { data?: { errors?: Record<string, string[]> } }).data?.errors ?? {}

/** '1,250.50' typed as dollars, as whole cents; null when it is not an amount. */
function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[,\s$]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null
  return Math.round(Number(clean) * 100)
}

function PaymentForm({ invoice }: { invoice: AdminInvoice }) {
  const [record, { isLoading }] = useRecordAccountPaymentMutation()
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const id = `inv-${invoice.id}`
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const data = new FormData(form)
    const cents = dollarsToCents(String(data.get('amount') ?? ''))
    if (!cents) {
      setErrors({ amount_cents: ['Enter the amount received, e.g. 120.50.'] })
      return
    }
    setErrors({})
    record({
      id: invoice.id,
      amount_cents: cents,
      reference: String(data.get('reference') ?? ''),
      received_on: String(data.get('received_on') ?? ''),
    })
      .unwrap()
      .then((r) => {
        toast.success(
          r.status === 'paid'
            ? `Invoice ${r.invoice_no} is paid.`
            : `Payment recorded: ${money(r.outstanding_cents)} still owed.`,
        )
        form.reset()
      })
      .catch((err: { data?: { message?: string } }) => {
        setErrors(fieldErrorsOf(err))
        toast.error(err.data?.message ?? 'The payment was not recorded.')
      })
  }
  const error = (name: string) =>
    errors[name] ? (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {errors[name]![0]}
      </div>
    ) : null
  return (
    <form
      className="d-grid gap-2"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Record a payment for ${invoice.invoice_no}`}
    >
      <div className="row g-2">
        <div className="col-6">
          <label className="form-label small mb-1" htmlFor={`${id}-amount`}>
            Amount (US $)
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            required
            defaultValue={(invoice.outstanding_cents / 100).toFixed(2)}
            className={`form-control form-control-sm${errors.amount_cents ? ' is-invalid' : ''}`}
            aria-describedby={errors.amount_cents ? `${id}-amount_cents-error` : undefined}
          />
          {error('amount_cents')}
        </div>
        <div className="col-6">
          <label className="form-label small mb-1" htmlFor={`${id}-received`}>
            Received on
          </label>
          <input
            id={`${id}-received`}
            name="received_on"
            type="date"
            required
            defaultValue={isoDateIn(new Date())}
            className={`form-control form-control-sm${errors.received_on ? ' is-invalid' : ''}`}
            aria-describedby={errors.received_on ? `${id}-received_on-error` : undefined}
          />
          {error('received_on')}
        </div>
      </div>
      <div>
        <label className="form-label small mb-1" htmlFor={`${id}-reference`}>
          Reference (cheque or transfer)
        </label>
        <input
          id={`${id}-reference`}
          name="reference"
          required
          maxLength={100}
          className={`form-control form-control-sm${errors.reference ? ' is-invalid' : ''}`}
          aria-describedby={errors.reference ? `${id}-reference-error` : undefined}
        />
        {error('reference')}
      </div>
      <div>
        <button type="submit" className="btn btn-sm btn-primary" disabled={isLoading}>
          Record payment<span className="visually-hidden"> for {invoice.invoice_no}</span>
        </button>
      </div>
    </form>
  )
}

const FILTERS: StatusChoice<InvoiceStatus>[] = [
  { value: 'open', label: 'Open' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
  { value: '', label: 'All' },
]

function statusText(i: AdminInvoice) {
  if (i.status === 'open') return i.overdue ? 'Overdue' : 'Open'
  return i.status === 'paid' ? 'Paid' : 'Void'
}

/** Invoices of orders paid on account, soonest due first; staff record the payments received. */
export default function AdminAccountInvoicesPage() {
  useDocumentTitle('Invoices on account · Back office')
  const [status, setStatus] = useState<InvoiceStatus | ''>('open')
  const { data = [], isLoading } = useGetAccountInvoicesQuery(status)
  return (
    <>
      <PageHeader title="Invoices on account" />
      <StatusSelect value={status} choices={FILTERS} onChange={setStatus} />
      {isLoading && <p>Loading…</p>}
      {!isLoading && data.length === 0 && <p>No invoices here.</p>}
      {data.map((i) => (
        <article
          key={i.id}
          className="card mb-3"
          aria-labelledby={`inv-${i.id}-title`}
          data-testid="account-invoice"
        >
          <div className="card-body row g-3">
            <div className="col-lg-7">
              <h2 id={`inv-${i.id}-title`} className="h6 mb-2">
                Invoice {i.invoice_no} · {i.practice_name}{' '}
                <span className={`badge ${i.overdue ? 'text-bg-danger' : 'text-bg-secondary'}`}>
                  {statusText(i)}
                </span>
              </h2>
              <dl className="row small mb-2">
                <dt className="col-5">Purchase order</dt>
                <dd className="col-7">{i.po_number ?? '—'}</dd>
                <dt className="col-5">Issued</dt>
                <dd className="col-7">{formatDate(i.issued_on)}</dd>
                <dt className="col-5">Due</dt>
                <dd className="col-7">
                  {formatDate(i.due_on)} ({termsText(i.terms_days)})
                </dd>
                <dt className="col-5">Amount</dt>
                <dd className="col-7">{money(i.amount_cents)}</dd>
                <dt className="col-5">Still owed</dt>
                <dd className="col-7" data-testid="invoice-outstanding">
                  {money(i.outstanding_cents)}
                </dd>
              </dl>
              {i.payments.length ? (
                <>
                  <h3 className="h6 small mb-1">Payments received</h3>
                  <ul className="small mb-0">
                    {i.payments.map((p) => (
                      <li key={p.id}>
                        {formatDate(p.received_on)}: {money(p.amount_cents)}, {p.reference}
                        {p.recorded_by ? ` (recorded by ${p.recorded_by})` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
            <div className="col-lg-5">{i.status === 'open' && <PaymentForm invoice={i} />}</div>
          </div>
        </article>
      ))}
    </>
  )
}
