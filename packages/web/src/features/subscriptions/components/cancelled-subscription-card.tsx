import { formatDate, formatDollars } from '@shop/shared/format'
import { intervalLabel, subscriptionItems } from '../subscription-items'
import type { Subscription } from '../subscriptions.api'
import { SubscriptionItemsList } from './subscription-items-list'

/** A cancelled subscription: what it was, when it was cancelled and its total. */
export function CancelledSubscriptionCard({ subscription }: { subscription: Subscription }) {
  const headingId = `cancelled-${subscription.subscription_no}`
  return (
    <article className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h3 id={headingId} className="h6 mb-1">
              Subscription {subscription.subscription_no}
            </h3>
            <p className="small text-body-secondary mb-0">{intervalLabel(subscription.month)}</p>
          </div>
          <span className="badge text-bg-secondary">Cancelled</span>
        </div>
        <SubscriptionItemsList items={subscriptionItems(subscription.items)} />
        <dl className="row small mt-3 mb-0">
          <dt className="col-6 col-sm-4">Cancelled on</dt>
          <dd className="col-6 col-sm-8 mb-1">{formatDate(subscription.cancelled_at)}</dd>
          <dt className="col-6 col-sm-4">Total</dt>
          <dd className="col-6 col-sm-8 mb-0">{formatDollars(subscription.grand_total)}</dd>
        </dl>
      </div>
    </article>
  )
}
