import { formatDate, formatDollars } from '@shop/shared/format'
import { useState } from 'react'
import { deliveryTotalText, intervalLabel, subscriptionItems } from '../subscription-items'
import { useGetNextDeliveriesQuery, type Subscription } from '../subscriptions.api'
import { CancelSubscriptionDialog } from './actions/cancel-subscription-dialog'
import { CardDialog } from './actions/card-dialog'
import { IntervalDialog, type UseIntervalOptions } from './actions/interval-dialog'
import { PauseDialog } from './actions/pause-dialog'
import { QuantityDialog } from './actions/quantity-dialog'
import { RescheduleDialog } from './actions/reschedule-dialog'
import { ResumeDialog } from './actions/resume-dialog'
import { SendNowDialog } from './actions/send-now-dialog'
import { SkipDeliveryDialog } from './actions/skip-delivery-dialog'
import { SubscriptionItemsList } from './subscription-items-list'

export type { UseIntervalOptions } from './actions/interval-dialog'

type Action =
  'skip' | 'reschedule' | 'interval' | 'quantity' | 'pause' | 'resume' | 'send-now' | 'card' | 'cancel'

interface SubscriptionCardProps {
  subscription: Subscription
  useIntervalOptions: UseIntervalOptions
}

/**
 * An active (or paused) subscription with its products, next delivery and every self-service action,
 * each action a dialog of its own (actions/).
 */
export function SubscriptionCard({ subscription, useIntervalOptions }: SubscriptionCardProps) {
  const no = subscription.subscription_no
  const items = subscriptionItems(subscription.items)
  const paused = subscription.status === 'paused'
  // The next delivery priced as it will be charged (with shipping): the figure the Deliveries tab shows.
  const delivery = useGetNextDeliveriesQuery().data?.find((d) => d.subscription_no === no)
  const [open, setOpen] = useState<Action | null>(null)
  // Each opening starts a dialog's fields afresh from the subscription as it is now.
  const [opened, setOpened] = useState(0)

  const openAction = (action: Action) => {
    setOpened((n) => n + 1)
    setOpen(action)
  }
  const close = () => setOpen(null)
  const action = (name: Action) => ({ subscription, show: open === name, onHide: close })

  const nextDay = formatDate(subscription.next_date)
  const headingId = `subscription-${no}`

  return (
    <article className="card subscription-card" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h3 id={headingId} className="h6 mb-1">
              Subscription {no}
            </h3>
            <p className="small text-body-secondary mb-0">{intervalLabel(subscription.month)}</p>
          </div>
          <span className={`badge ${paused ? 'text-bg-warning' : 'text-bg-success'}`}>
            {paused ? 'Paused' : 'Active'}
          </span>
        </div>
        <SubscriptionItemsList items={items} />
        {subscription.payment_problem ? (
          <p className="alert alert-warning small mt-3 mb-0" role="note">
            The card for this subscription was declined. Resume it once your card can pay again, or cancel it
            and subscribe with another card.
          </p>
        ) : null}
        <dl className="row small mt-3 mb-0">
          <dt className="col-6 col-sm-4">Next delivery</dt>
          <dd className="col-6 col-sm-8 mb-1">{paused ? 'Paused' : nextDay}</dd>
          {delivery && !paused ? (
            <>
              <dt className="col-6 col-sm-4">Total per delivery</dt>
              <dd className="col-6 col-sm-8 mb-1">{deliveryTotalText(delivery)}</dd>
            </>
          ) : (
            <>
              <dt className="col-6 col-sm-4">Items per delivery</dt>
              <dd className="col-6 col-sm-8 mb-1">
                {formatDollars(subscription.grand_total)}
                <span className="text-body-secondary"> plus shipping and tax</span>
              </dd>
            </>
          )}
          {subscription.card_last4 ? (
            <>
              <dt className="col-6 col-sm-4">Paid with</dt>
              <dd className="col-6 col-sm-8 mb-0">
                {subscription.card_brand ?? 'Card'} ending {subscription.card_last4}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="card-footer bg-white">
        <div className="d-flex flex-wrap gap-2" role="group" aria-label={`Change subscription ${no}`}>
          {!paused ? (
            <>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => openAction('skip')}
              >
                Skip next delivery
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => openAction('reschedule')}
              >
                Reschedule
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => openAction('interval')}
          >
            Change interval
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => openAction('quantity')}
          >
            Change quantity
          </button>
          {paused ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => openAction('resume')}
            >
              Resume
            </button>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => openAction('pause')}
              >
                Pause
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => openAction('send-now')}
              >
                Send now
              </button>
            </>
          )}
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => openAction('card')}>
            Change card
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => openAction('cancel')}
          >
            Cancel subscription
          </button>
        </div>
      </div>

      <SkipDeliveryDialog key={`skip-${opened}`} {...action('skip')} />
      <RescheduleDialog key={`reschedule-${opened}`} {...action('reschedule')} />
      <IntervalDialog
        key={`interval-${opened}`}
        {...action('interval')}
        useIntervalOptions={useIntervalOptions}
      />
      <QuantityDialog key={`quantity-${opened}`} {...action('quantity')} />
      <PauseDialog {...action('pause')} />
      <ResumeDialog {...action('resume')} />
      <SendNowDialog {...action('send-now')} />
      <CardDialog key={`card-${opened}`} {...action('card')} />
      <CancelSubscriptionDialog key={`cancel-${opened}`} {...action('cancel')} />
    </article>
  )
}
