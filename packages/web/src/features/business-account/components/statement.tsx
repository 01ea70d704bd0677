import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate } from '@shop/shared/format'
import { StatementQuerySchema, type CustomerBusinessAccount } from '@shop/shared/schemas/business-accounts'
import { useForm } from 'react-hook-form'
import { money } from '../money'

type Period = { from: string; to: string }

/** The statement for a period: opening balance, each invoice and payment, closing balance; printable. */
export function Statement({
  data,
  onRange,
}: {
  data: CustomerBusinessAccount
  onRange: (from: string, to: string) => void
}) {
  const s = data.statement!
  const { register, handleSubmit } = useForm<Period>({
    resolver: zodResolver(StatementQuerySchema.required()),
    defaultValues: { from: s.from, to: s.to },
  })
  const onSubmit = handleSubmit((period) => onRange(period.from, period.to))
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
            type="date"
            className="form-control form-control-sm"
            required
            {...register('from')}
          />
        </div>
        <div className="col-6 col-sm-4">
          <label className="form-label small mb-0" htmlFor="ba-to">
            To
          </label>
          <input
            id="ba-to"
            type="date"
            className="form-control form-control-sm"
            required
            {...register('to')}
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
