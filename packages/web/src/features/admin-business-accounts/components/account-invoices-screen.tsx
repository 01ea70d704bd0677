import { formatDate } from '@shop/shared/format'
import { termsText, type InvoiceStatus } from '@shop/shared/business-account'
import type { AdminInvoice } from '@shop/shared/schemas/business-accounts'
import { useState } from 'react'
import { PageHeader } from '../../../components/admin/page-header'
import { StatusSelect, type StatusChoice } from '../../../components/admin/status-select'
import { useGetAccountInvoicesQuery } from '../admin-business-accounts.api'
import { money } from '../money'
import { RecordPaymentForm } from './record-payment-form'

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
export function AccountInvoicesScreen() {
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
            <div className="col-lg-5">{i.status === 'open' && <RecordPaymentForm invoice={i} />}</div>
          </div>
        </article>
      ))}
    </>
  )
}
