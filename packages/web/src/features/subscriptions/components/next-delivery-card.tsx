import { formatDate } from '@shop/shared/format'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { deliveryTotalText, itemsSummary, subscriptionItems } from '../subscription-items'
import { useGetActiveSubscriptionsQuery, useGetNextDeliveriesQuery } from '../subscriptions.api'

/** The dashboard's 'Next delivery' card: shown only to a customer with subscriptions that are not cancelled. */
export function NextDeliveryCard() {
  const active = useGetActiveSubscriptionsQuery()
  const count = active.data?.length ?? 0
  const deliveries = useGetNextDeliveriesQuery(undefined, { skip: count === 0 })
  if (count === 0) return null
  const next = [...(deliveries.data ?? [])].sort((a, b) => a.next_date.localeCompare(b.next_date))[0]
  return (
    <section className="card h-100" aria-labelledby="next-delivery-title">
      <div className="card-body">
        <h2 id="next-delivery-title" className="h6 text-body-secondary mb-2">
          Next delivery
        </h2>
        {deliveries.isLoading ? (
          <p role="status" className="mb-0">
            Loading...
          </p>
        ) : next ? (
          <>
            <p className="h5 mb-1">{formatDate(next.next_date)}</p>
            <p className="small mb-1 text-break">{itemsSummary(subscriptionItems(next.items))}</p>
            <p className="small mb-2">{deliveryTotalText(next)}</p>
          </>
        ) : (
          <p className="small mb-2">No delivery is planned while your subscriptions are paused.</p>
        )}
        <Link to={paths.dashboardSubscriptions}>
          Subscribe & Save ({count} {count === 1 ? 'subscription' : 'subscriptions'})
        </Link>
      </div>
    </section>
  )
}
