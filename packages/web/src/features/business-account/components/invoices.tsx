import { termsText } from '@shop/shared/business-account'
import { formatDate } from '@shop/shared/format'
import type { CustomerAccountInvoice as AccountInvoice } from '@shop/shared/schemas/business-accounts'
import { money } from '../money'

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
                  {i.invoice_pdf ? (
                    <a href={i.invoice_pdf} target="_blank" rel="noopener noreferrer">
                      {i.invoice_no}
                      <span className="visually-hidden"> (PDF, opens in a new tab)</span>
                    </a>
                  ) : (
                    i.invoice_no
                  )}
                  {/* Under the number: a column of its own pushed the Status off a 1280 px screen. */}
                  <span className="d-block small fw-normal text-body-secondary">
                    Ordered by {i.ordered_by}
                  </span>
                </th>
                <td data-label="PO number">{i.po_number ?? '—'}</td>
                <td className="text-nowrap" data-label="Issued">
                  {formatDate(i.issued_on)}
                </td>
                <td className="text-nowrap stacked-wide" data-label="Due">
                  {formatDate(i.due_on)}{' '}
                  {/* Under the date: beside it, the table outgrew a 1280 px screen and hid its Status. */}
                  <span className="d-block small text-body-secondary">({termsText(i.terms_days)})</span>
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

/** The open invoices, then the paid and void ones. */
export function Invoices({ invoices }: { invoices: AccountInvoice[] }) {
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
