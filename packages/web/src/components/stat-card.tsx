import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface StatCardProps {
  title: string
  value: ReactNode
  /** Where the card leads, when it leads somewhere. */
  to?: string
  linkLabel?: string
}

/** One of the dashboard's figures, with a link to where it comes from. */
export function StatCard({ title, value, to, linkLabel }: StatCardProps) {
  return (
    <div className="col-6 col-xl-3">
      <section className="card h-100 dashboard-stat" aria-label={title}>
        <div className="card-body">
          <h2 className="h6 text-body-secondary mb-2">{title}</h2>
          <p className="h4 mb-0" aria-live="polite">
            {value}
          </p>
          {to && linkLabel ? (
            <Link to={to} className="small stretched-link mt-2 d-inline-block">
              {linkLabel}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  )
}

/** The value of a card, or an ellipsis while it loads and a dash when it could not be loaded. */
export function shown<T>(query: { data?: T; isError: boolean }, format: (value: T) => ReactNode): ReactNode {
  if (query.data !== undefined) return format(query.data)
  return query.isError ? '–' : '…'
}
