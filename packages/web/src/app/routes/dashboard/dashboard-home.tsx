import { formatDate, formatDollars } from '@shop/shared/format'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useGetAddressesQuery } from '../../../features/account/account.api'
import { selectCurrentUser } from '../../../features/auth/auth.slice'
import { selectCombinedCartCount } from '../../../features/cart/cart.selectors'
import { useGetTotalExpenditureQuery, useGetTotalOrdersQuery } from '../../../features/orders/orders.api'
import { useGetNextDeliveriesQuery } from '../../../features/subscriptions/subscriptions.api'
import { formatAddressLine } from '../../../lib/postal-address'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAppSelector } from '../../../store/hooks'

function StatCard({ title, value, to }: { title: string; value: ReactNode; to?: string }) {
  const body = (
    <span className="card-body d-block">
      <span className="d-block text-body-secondary small">{title}</span>
      <span className="d-block h4 mb-0" data-testid={`stat-${title}`}>
        {value}
      </span>
    </span>
  )
  return (
    <div className="col-6 col-lg-3">
      {to ? (
        <Link className="card h-100 text-decoration-none dashboard-shortcut" to={to}>
          {body}
        </Link>
      ) : (
        <div className="card h-100">{body}</div>
      )}
    </div>
  )
}

/** /dashboard: the customer's figures, default shipping address and next Subscribe & Save delivery. */
export default function DashboardHomePage() {
  useDocumentTitle('Dashboard')
  const user = useAppSelector(selectCurrentUser)
  const cartCount = useAppSelector(selectCombinedCartCount)
  const expenditure = useGetTotalExpenditureQuery()
  const orders = useGetTotalOrdersQuery()
  const addresses = useGetAddressesQuery()
  const defaultAddress = addresses.data?.find((a) => a.default_address === 1)
  const deliveries = useGetNextDeliveriesQuery()
  const next = deliveries.data?.[0]
  const dash = '\u2013'

  return (
    <>
      <h1 className="h3 mb-1">Dashboard</h1>
      <p className="lead mb-4">Welcome back{user ? `, ${user.first_name}` : ''}.</p>
      <div className="row g-3 mb-4">
        <StatCard
          title="Total Expenditure"
          value={expenditure.data === undefined ? dash : formatDollars(expenditure.data)}
        />
        <StatCard title="My Orders" value={orders.data ?? dash} to={paths.dashboardOrders} />
        <StatCard title="Product In Cart" value={cartCount} to={paths.cart} />
        <StatCard
          title="Subscriptions"
          value={deliveries.data === undefined ? dash : deliveries.data.length}
          to={paths.dashboardSubscriptions}
        />
      </div>
      <div className="row g-3">
        <section className="col-md-6" aria-labelledby="default-address-title">
          <div className="card h-100">
            <div className="card-body d-flex flex-column">
              <h2 id="default-address-title" className="h6">
                Default shipping address
              </h2>
              {addresses.isLoading ? (
                <p role="status">Loading...</p>
              ) : defaultAddress ? (
                <p className="mb-3">
                  {[defaultAddress.first_name, defaultAddress.last_name].filter(Boolean).join(' ')}
                  <br />
                  {formatAddressLine(defaultAddress)}
                </p>
              ) : (
                <p className="mb-3">No default address yet.</p>
              )}
              <Link className="btn btn-sm btn-outline-primary mt-auto align-self-start" to={paths.myProfile}>
                Add New Address
              </Link>
            </div>
          </div>
        </section>
        {next && (
          <section
            className="col-md-6"
            aria-labelledby="next-delivery-title"
            data-testid="next-delivery-card"
          >
            <div className="card h-100">
              <div className="card-body d-flex flex-column">
                <h2 id="next-delivery-title" className="h6">
                  Next delivery
                </h2>
                <p className="mb-1">
                  {formatDate(next.next_date)}: {next.items.map((i) => `${i.name} × ${i.qty}`).join(', ')}
                </p>
                <p className="mb-3">Total {formatDollars(next.total)}</p>
                <Link
                  className="btn btn-sm btn-outline-primary mt-auto align-self-start"
                  to={paths.dashboardSubscriptions}
                >
                  Manage Subscribe &amp; Save
                </Link>
              </div>
            </div>
          </section>
        )}
      </div>
    </>
  )
}
