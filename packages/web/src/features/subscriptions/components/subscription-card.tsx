import { MAX_ADD_QUANTITY, MIN_ADD_QUANTITY } from '@shop/shared/constants'
import { formatDate, formatDollars } from '@shop/shared/format'
import type { SubscriptionOption } from '@shop/shared/schemas/catalogue'
import { MAX_CANCEL_REASON_LENGTH } from '@shop/shared/schemas/subscriptions'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { errorMessage } from '../../../store/api'
import { intervalLabel, localIsoDate, subscriptionItems } from '../subscription-items'
import { SUBSCRIPTION_MESSAGES } from '../subscription-messages'
import {
  useCancelSubscriptionMutation,
  useChangeSubscriptionMutation,
  type Subscription,
  type SubscriptionChange,
} from '../subscriptions.api'
import { DateInput } from '../../../components/date-input'
import { ActionDialog } from './action-dialog'
import { SubscriptionItemsList } from './subscription-items-list'

/** Where the Subscribe & Save intervals of a product come from; the app passes the catalogue's. */
export type UseIntervalOptions = (
  slug: string,
  skip: boolean,
) => { options: readonly SubscriptionOption[] | undefined; isLoading: boolean }

type Action = 'skip' | 'reschedule' | 'interval' | 'quantity' | 'pause' | 'resume' | 'send-now' | 'cancel'

function tomorrow(): string {
  const d = new Date()
  d.setDate(d.getDate() + 1)
  return localIsoDate(d)
}

interface SubscriptionCardProps {
  subscription: Subscription
  useIntervalOptions: UseIntervalOptions
}

/** An active (or paused) subscription with its products, next delivery and every self-service action. */
export function SubscriptionCard({ subscription, useIntervalOptions }: SubscriptionCardProps) {
  const no = subscription.subscription_no
  const items = subscriptionItems(subscription.items)
  const paused = subscription.status === 'paused'
  const [open, setOpen] = useState<Action | null>(null)
  const [change, changeState] = useChangeSubscriptionMutation()
  const [cancel, cancelState] = useCancelSubscriptionMutation()
  const busy = changeState.isLoading || cancelState.isLoading

  const [nextDate, setNextDate] = useState(subscription.next_date.slice(0, 10))
  const [month, setMonth] = useState(subscription.month)
  const [productId, setProductId] = useState(items[0]?.product_id ?? 0)
  const [qty, setQty] = useState(items[0]?.qty ?? 1)
  const [reason, setReason] = useState('')
  const intervals = useIntervalOptions(items[0]?.slug ?? '', open !== 'interval' || items.length === 0)

  const openAction = (action: Action) => {
    setNextDate(subscription.next_date.slice(0, 10))
    setMonth(subscription.month)
    setProductId(items[0]?.product_id ?? 0)
    setQty(items[0]?.qty ?? 1)
    setReason('')
    setOpen(action)
  }

  const run = async (request: SubscriptionChange) => {
    try {
      const answer = await change({ subscriptionNo: no, change: request }).unwrap()
      toast.success(answer.message)
      setOpen(null)
    } catch (error) {
      toast.error(errorMessage(error, SUBSCRIPTION_MESSAGES.changeFailed))
    }
  }

  const onCancel = async () => {
    try {
      await cancel({ subscriptionNo: no, reason: reason.trim() || undefined }).unwrap()
      toast.success(SUBSCRIPTION_MESSAGES.cancelled)
      setOpen(null)
    } catch {
      toast.error(SUBSCRIPTION_MESSAGES.cancelFailed)
    }
  }

  const nextDay = formatDate(subscription.next_date)
  const headingId = `subscription-${no}`
  const close = () => setOpen(null)
  const fieldId = (name: string) => `${name}-${no}`

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
          <dt className="col-6 col-sm-4">Total per delivery</dt>
          <dd className="col-6 col-sm-8 mb-1">{formatDollars(subscription.grand_total)}</dd>
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
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => openAction('cancel')}
          >
            Cancel subscription
          </button>
        </div>
      </div>

      <ActionDialog
        show={open === 'skip'}
        title="Skip the next delivery?"
        confirmLabel="Skip delivery"
        busy={busy}
        onHide={close}
        onConfirm={() => void run({ kind: 'skip' })}
      >
        <p className="mb-0">
          The delivery of {nextDay} is skipped and nothing is charged for it. The one after follows on the
          usual schedule.
        </p>
      </ActionDialog>

      <ActionDialog
        show={open === 'reschedule'}
        title="Reschedule the next delivery"
        confirmLabel="Save date"
        busy={busy}
        onHide={close}
        onConfirm={() => void run({ kind: 'reschedule', next_date: nextDate })}
      >
        <label htmlFor={fieldId('next-date')} className="form-label">
          Next delivery date
        </label>
        <DateInput
          id={fieldId('next-date')}
          value={nextDate}
          required
          aria-describedby={fieldId('next-date-hint')}
          onChange={(day) => setNextDate(day ?? '')}
        />
        <div id={fieldId('next-date-hint')} className="form-text">
          DD-MM-YYYY, from {formatDate(tomorrow())}.
        </div>
      </ActionDialog>

      <ActionDialog
        show={open === 'interval'}
        title="Change the delivery interval"
        confirmLabel="Save interval"
        busy={busy || intervals.isLoading}
        onHide={close}
        onConfirm={() => void run({ kind: 'interval', month })}
      >
        <label htmlFor={fieldId('interval')} className="form-label">
          Delivery every
        </label>
        <select
          id={fieldId('interval')}
          className="form-select"
          value={month}
          onChange={(e) => setMonth(Number(e.target.value))}
        >
          {(intervals.options?.length
            ? intervals.options
            : [{ months: subscription.month, discount: 0 }]
          ).map((option) => (
            <option key={option.months} value={option.months}>
              {option.months === 1 ? '1 month' : `${option.months} months`}
              {option.discount > 0 ? ` (save ${option.discount}%)` : ''}
            </option>
          ))}
        </select>
        <p className="form-text mb-0">The price follows the interval's Subscribe & Save discount.</p>
      </ActionDialog>

      <ActionDialog
        show={open === 'quantity'}
        title="Change the quantity"
        confirmLabel="Save quantity"
        busy={busy}
        onHide={close}
        onConfirm={() => void run({ kind: 'quantity', product_id: productId, qty })}
      >
        {items.length > 1 ? (
          <div className="mb-3">
            <label htmlFor={fieldId('product')} className="form-label">
              Product
            </label>
            <select
              id={fieldId('product')}
              className="form-select"
              value={productId}
              onChange={(e) => {
                const id = Number(e.target.value)
                setProductId(id)
                setQty(items.find((i) => i.product_id === id)?.qty ?? 1)
              }}
            >
              {items.map((item) => (
                <option key={item.product_id} value={item.product_id}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p>{items[0]?.name}</p>
        )}
        <label htmlFor={fieldId('qty')} className="form-label">
          Quantity per delivery
        </label>
        <input
          id={fieldId('qty')}
          type="number"
          inputMode="numeric"
          className="form-control"
          min={MIN_ADD_QUANTITY}
          max={MAX_ADD_QUANTITY}
          value={qty}
          onChange={(e) =>
            setQty(
              Math.min(MAX_ADD_QUANTITY, Math.max(MIN_ADD_QUANTITY, Math.trunc(Number(e.target.value)) || 1)),
            )
          }
        />
      </ActionDialog>

      <ActionDialog
        show={open === 'pause'}
        title="Pause this subscription?"
        confirmLabel="Pause"
        busy={busy}
        onHide={close}
        onConfirm={() => void run({ kind: 'pause' })}
      >
        <p className="mb-0">Nothing is delivered or charged until you resume it.</p>
      </ActionDialog>

      <ActionDialog
        show={open === 'resume'}
        title="Resume this subscription?"
        confirmLabel="Resume"
        busy={busy}
        onHide={close}
        onConfirm={() => void run({ kind: 'resume' })}
      >
        <p className="mb-0">Deliveries start again on the usual schedule.</p>
      </ActionDialog>

      <ActionDialog
        show={open === 'send-now'}
        title="Send the next delivery now?"
        confirmLabel="Send now"
        busy={busy}
        onHide={close}
        onConfirm={() => void run({ kind: 'send-now' })}
      >
        <p className="mb-0">
          An order is placed today and your saved card is charged today's Subscribe & Save price (now{' '}
          {formatDollars(subscription.grand_total)}). The delivery after follows on the usual schedule.
        </p>
      </ActionDialog>

      <ActionDialog
        show={open === 'cancel'}
        title="Cancel this subscription?"
        confirmLabel="Cancel subscription"
        danger
        busy={busy}
        onHide={close}
        onConfirm={() => void onCancel()}
      >
        <p>No more deliveries come and nothing more is charged.</p>
        <label htmlFor={fieldId('reason')} className="form-label">
          Reason (optional)
        </label>
        <textarea
          id={fieldId('reason')}
          className="form-control"
          rows={3}
          maxLength={MAX_CANCEL_REASON_LENGTH}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ActionDialog>
    </article>
  )
}
