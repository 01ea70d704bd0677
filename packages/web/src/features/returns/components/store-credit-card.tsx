import { formatMoney } from '@shop/shared/format'
import { formatDate } from '@shop/shared/format'
import { useGetStoreCreditQuery } from '../returns.api'

/** The dashboard's store credit: the balance, spent first at checkout, and its history. */
export function StoreCreditCard() {
  const { data, isError } = useGetStoreCreditQuery()
  return (
    <section className="card h-100" aria-labelledby="store-credit-title">
      <div className="card-body">
        <h2 id="store-credit-title" className="h6 text-body-secondary mb-2">
          Store credit
        </h2>
        <p className="h4 mb-2" aria-live="polite">
          {data ? formatMoney(data.balance_cents) : isError ? '–' : '…'}
        </p>
        <p className="small mb-2">Spent first on your next order; the card pays the rest.</p>
        {data && data.entries.length > 0 ? (
          <table className="table table-sm small mb-0">
            <caption className="visually-hidden">Store credit history</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col" className="text-end">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.slice(0, 5).map((e) => (
                <tr key={e.id}>
                  <td className="text-nowrap">{formatDate(e.created_at)}</td>
                  <td>{e.description}</td>
                  <td className="text-end text-nowrap">
                    {e.delta_cents > 0 ? '+' : '−'}
                    {formatMoney(Math.abs(e.delta_cents))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  )
}
