import { formatDate, formatMoney } from '@shop/shared/format'
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
          <ul className="list-unstyled small mb-0" aria-label="Store credit history">
            {data.entries.slice(0, 5).map((e) => (
              <li key={e.id} className="border-top py-1">
                <div className="d-flex justify-content-between gap-2">
                  <span className="text-body-secondary">{formatDate(e.created_at)}</span>
                  <span className="text-nowrap fw-semibold">
                    {e.delta_cents > 0 ? '+' : '−'}
                    {formatMoney(Math.abs(e.delta_cents))}
                  </span>
                </div>
                <div>{e.description}</div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
