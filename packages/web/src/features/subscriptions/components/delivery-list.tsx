import { formatDate } from '@shop/shared/format'
import { deliveryTotalText, subscriptionItems } from '../subscription-items'
import type { Delivery } from '../subscriptions.api'
import { SubscriptionItemsList } from './subscription-items-list'

/** The coming deliveries, soonest first: date, products and the price that will be charged. */
export function DeliveryList({ deliveries }: { deliveries: readonly Delivery[] }) {
  const sorted = [...deliveries].sort((a, b) => a.next_date.localeCompare(b.next_date))
  return (
    <ol className="list-unstyled d-grid gap-3 mb-0">
      {sorted.map((delivery) => (
        <li key={`${delivery.subscription_no}-${delivery.next_date}`} className="card">
          <div className="card-body">
            <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
              <h3 className="h6 mb-0">Delivery on {formatDate(delivery.next_date)}</h3>
              <span className="small text-body-secondary">Subscription {delivery.subscription_no}</span>
            </div>
            <SubscriptionItemsList items={subscriptionItems(delivery.items)} />
            <p className="small fw-semibold mt-3 mb-0">Total per delivery: {deliveryTotalText(delivery)}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
