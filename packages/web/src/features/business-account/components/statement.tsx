import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate } from '@shop/shared/format'
import { StatementPeriodSchema, type CustomerBusinessAccount } from '@shop/shared/schemas/business-accounts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { DateField } from '../../../components/date-field'
import { errorMessage } from '../../../store/api'
import { useDownloadStatementMutation } from '../business-account.api'
import { money } from '../money'

/** Hands the statement's CSV to the browser as a file named after its period. */
function DownloadStatement({ from, to }: Period) {
  const [download, { isLoading }] = useDownloadStatementMutation()
  const [error, setError] = useState<string | null>(null)
  const onClick = async () => {
    setError(null)
    try {
      const csv = await download({ from, to }).unwrap()
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }))
      const link = document.createElement('a')
      link.href = url
      link.download = `statement-${from}-to-${to}.csv`
      link.click()
      URL.revokeObjectURL(url)
    } catch (err) {
      setError(errorMessage(err, 'The statement could not be downloaded.'))
    }
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm d-print-none"
        onClick={() => void onClick()}
        disabled={isLoading}
      >
        Download statement (CSV)
      </button>
      {error ? (
        <p className="text-danger small w-100 mb-0" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

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
  // Typed DD-MM-YYYY as the shop writes dates, not the browser's own picker (docs/requirements/business-accounts.md §4).
  const { control, handleSubmit } = useForm<Period>({
    resolver: zodResolver(StatementPeriodSchema),
    defaultValues: { from: s.from, to: s.to },
  })
  const onSubmit = handleSubmit((period) => onRange(period.from, period.to))
  return (
    <section aria-labelledby="ba-statement" className="business-statement">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
        <h2 id="ba-statement" className="h5 mb-0">
          {/* Each date whole: a phone broke the heading at a date's hyphen. */}
          Statement <span className="text-nowrap">{formatDate(s.from)}</span> to{' '}
          <span className="text-nowrap">{formatDate(s.to)}</span>
        </h2>
        <div className="d-flex flex-wrap gap-2">
          <DownloadStatement from={s.from} to={s.to} />
          <button
            type="button"
            className="btn btn-outline-primary btn-sm d-print-none"
            onClick={() => window.print()}
          >
            Print statement
          </button>
        </div>
      </div>
      <form
        className="row g-2 align-items-start my-2 d-print-none"
        noValidate
        onSubmit={onSubmit}
        aria-label="Statement period"
      >
        <DateField control={control} name="from" label="From" required className="col-6 col-sm-4" />
        <DateField control={control} name="to" label="To" required className="col-6 col-sm-4" />
        <div className="col-12 col-sm-4">
          {/* The label's height above the button, so it lines up with the fields (and stays there under an error). */}
          <span className="form-label d-none d-sm-block invisible" aria-hidden="true">
            Period
          </span>
          <button type="submit" className="btn btn-outline-primary w-100">
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
