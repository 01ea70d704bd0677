import { formatDate, formatDollars } from '@shop/shared/format'
import { SUBSCRIPTION_MESSAGES } from '@shop/shared/schemas/subscriptions'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { errorMessage } from '../../../store/api'
import {
  useCancelSubscriptionMutation,
  useUpdateCardMutation,
  useChangeIntervalMutation,
  useChangeQuantityMutation,
  usePauseSubscriptionMutation,
  useRescheduleDeliveryMutation,
  useResumeSubscriptionMutation,
  useSendNowMutation,
  useSkipDeliveryMutation,
  type Subscription,
} from '../subscriptions.api'
import { everyLabel, parseSubscriptionItems, SubscriptionItems } from './subscription-items'

type Panel = 'none' | 'reschedule' | 'interval' | 'quantity' | 'card' | 'cancel'

/** Runs a change and toasts the server's answer or its refusal. */
async function run(action: () => Promise<{ message: string }>, failure: string) {
  try {
    toast.success((await action()).message)
    return true
  } catch (error) {
    toast.error(errorMessage(error, failure))
    return false
  }
}

/** One active (or paused) subscription with its self-service actions, each reachable by keyboard. */
export function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const headingId = useId()
  const [panel, setPanel] = useState<Panel>('none')
  const [skip, skipping] = useSkipDeliveryMutation()
  const [reschedule, rescheduling] = useRescheduleDeliveryMutation()
  const [changeInterval, changingInterval] = useChangeIntervalMutation()
  const [changeQuantity, changingQuantity] = useChangeQuantityMutation()
  const [pause, pausing] = usePauseSubscriptionMutation()
  const [resume, resuming] = useResumeSubscriptionMutation()
  const [sendNow, sending] = useSendNowMutation()
  const [cancel, cancelling] = useCancelSubscriptionMutation()
  const [updateCard, updatingCard] = useUpdateCardMutation()
  const [card, setCard] = useState({ number: '', name: '', expiry: '', cvc: '' })
  const items = parseSubscriptionItems(s.items)
  const [nextDate, setNextDate] = useState(s.next_date)
  const [month, setMonth] = useState(String(s.month))
  const [quantities, setQuantities] = useState(() => new Map(items.map((i) => [i.product_id, i.qty])))
  const [reason, setReason] = useState('')
  const no = { subscriptionNo: s.subscription_no }
  const busy = [
    skipping,
    rescheduling,
    changingInterval,
    changingQuantity,
    pausing,
    resuming,
    sending,
    cancelling,
    updatingCard,
  ].some((m) => m.isLoading)
  const toggle = (p: Panel) => setPanel((current) => (current === p ? 'none' : p))
  const panelId = `${headingId}-panel`
  const paused = s.status === 'paused'

  const onReschedule = async (e: FormEvent) => {
    e.preventDefault()
    if (
      await run(() => reschedule({ ...no, next_date: nextDate }).unwrap(), 'The delivery could not be moved.')
    )
      setPanel('none')
  }
  const onInterval = async (e: FormEvent) => {
    e.preventDefault()
    if (
      await run(
        () => changeInterval({ ...no, month: Number(month) }).unwrap(),
        'The interval could not be changed.',
      )
    )
      setPanel('none')
  }
  const onQuantity = async (productId: number) => {
    const qty = quantities.get(productId) ?? 1
    await run(
      () => changeQuantity({ ...no, product_id: productId, qty }).unwrap(),
      'The quantity could not be changed.',
    )
  }
  const onCard = async (e: FormEvent) => {
    e.preventDefault()
    if (await run(() => updateCard({ ...no, cardDetails: card }).unwrap(), 'The card could not be saved.')) {
      setCard({ number: '', name: '', expiry: '', cvc: '' })
      setPanel('none')
    }
  }
  const onCancel = async (e: FormEvent) => {
    e.preventDefault()
    try {
      await cancel({ ...no, reason: reason.trim() || undefined }).unwrap()
      toast.success(SUBSCRIPTION_MESSAGES.cancelled)
    } catch {
      toast.error(SUBSCRIPTION_MESSAGES.cancelFailed)
    }
  }

  return (
    <article className="card shadow-sm" aria-labelledby={headingId} data-testid="subscription-card">
      <div className="card-header bg-white d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h3 id={headingId} className="h6 mb-0">
          Subscription {s.subscription_no}
        </h3>
        <span className={`badge ${paused ? 'text-bg-warning' : 'text-bg-success'}`}>
          {paused ? 'Paused' : 'Active'}
        </span>
      </div>
      <div className="card-body">
        <dl className="row row-cols-2 row-cols-md-4 g-2 small">
          <div className="col">
            <dt className="fw-normal text-body-secondary">Next delivery</dt>
            <dd className="mb-0">{formatDate(s.next_date)}</dd>
          </div>
          <div className="col">
            <dt className="fw-normal text-body-secondary">Delivery</dt>
            <dd className="mb-0">{everyLabel(s.month)}</dd>
          </div>
          <div className="col">
            <dt className="fw-normal text-body-secondary">Total</dt>
            <dd className="mb-0">{formatDollars(s.grand_total)}</dd>
          </div>
          <div className="col">
            <dt className="fw-normal text-body-secondary">Card</dt>
            <dd className="mb-0">
              {s.card_last4 ? `${s.card_brand ?? 'Card'} ending in ${s.card_last4}` : 'None saved'}
            </dd>
          </div>
        </dl>
        {s.payment_problem && (
          <p className="alert alert-warning small" role="status">
            Your saved card was declined, so this subscription is paused. Please update your card, then resume
            it.
          </p>
        )}
        <SubscriptionItems items={items} />

        <div
          className="d-flex flex-wrap gap-2 mt-3"
          role="group"
          aria-label={`Manage subscription ${s.subscription_no}`}
        >
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={busy}
            onClick={() => run(() => skip(no).unwrap(), 'The delivery could not be skipped.')}
          >
            Skip next delivery
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-expanded={panel === 'reschedule'}
            aria-controls={panelId}
            onClick={() => toggle('reschedule')}
          >
            Reschedule
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-expanded={panel === 'interval'}
            aria-controls={panelId}
            onClick={() => toggle('interval')}
          >
            Change interval
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-expanded={panel === 'quantity'}
            aria-controls={panelId}
            onClick={() => toggle('quantity')}
          >
            Change quantity
          </button>
          {paused ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={busy}
              onClick={() => run(() => resume(no).unwrap(), 'The subscription could not be resumed.')}
            >
              Resume
            </button>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={busy}
                onClick={() => run(() => pause(no).unwrap(), 'The subscription could not be paused.')}
              >
                Pause
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={busy}
                onClick={() => run(() => sendNow(no).unwrap(), 'The delivery could not be sent now.')}
              >
                Send now
              </button>
            </>
          )}
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-expanded={panel === 'card'}
            aria-controls={panelId}
            onClick={() => toggle('card')}
          >
            Update card
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-expanded={panel === 'cancel'}
            aria-controls={panelId}
            onClick={() => toggle('cancel')}
          >
            Cancel subscription
          </button>
        </div>

        <div id={panelId} className="mt-3">
          {panel === 'reschedule' && (
            <form className="d-flex flex-wrap align-items-end gap-2" onSubmit={onReschedule}>
              <div>
                <label className="form-label small mb-1" htmlFor={`${panelId}-date`}>
                  Next delivery date
                </label>
                <input
                  id={`${panelId}-date`}
                  type="date"
                  className="form-control form-control-sm"
                  value={nextDate}
                  required
                  onChange={(e) => setNextDate(e.target.value)}
                />
              </div>
              <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
                Save date
              </button>
            </form>
          )}
          {panel === 'interval' && (
            <form className="d-flex flex-wrap align-items-end gap-2" onSubmit={onInterval}>
              <div>
                <label className="form-label small mb-1" htmlFor={`${panelId}-month`}>
                  Deliver every
                </label>
                <select
                  id={`${panelId}-month`}
                  className="form-select form-select-sm"
                  value={month}
                  onChange={(e) => setMonth(e.target.value)}
                >
                  {(s.intervals.length ? s.intervals : [s.month]).map((m) => (
                    <option key={m} value={m}>
                      {m === 1 ? '1 month' : `${m} months`}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                className="btn btn-sm btn-primary"
                disabled={busy || Number(month) === s.month}
              >
                Save interval
              </button>
            </form>
          )}
          {panel === 'quantity' && (
            <ul className="list-unstyled d-grid gap-2 mb-0">
              {items.map((item) => (
                <li key={item.product_id} className="d-flex flex-wrap align-items-end gap-2">
                  <div>
                    <label className="form-label small mb-1" htmlFor={`${panelId}-qty-${item.product_id}`}>
                      Quantity of {item.name}
                    </label>
                    <input
                      id={`${panelId}-qty-${item.product_id}`}
                      type="number"
                      min={1}
                      max={9999}
                      className="form-control form-control-sm"
                      value={quantities.get(item.product_id) ?? item.qty}
                      onChange={(e) =>
                        setQuantities((q) =>
                          new Map(q).set(item.product_id, Math.max(1, Number(e.target.value) || 1)),
                        )
                      }
                    />
                  </div>
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    disabled={busy}
                    onClick={() => onQuantity(item.product_id)}
                  >
                    Save quantity<span className="visually-hidden"> of {item.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {panel === 'card' && (
            <form className="d-flex flex-wrap align-items-end gap-2" onSubmit={onCard} aria-label="New card">
              <div>
                <label className="form-label small mb-1" htmlFor={`${panelId}-number`}>
                  Card number
                </label>
                <input
                  id={`${panelId}-number`}
                  className="form-control form-control-sm"
                  autoComplete="cc-number"
                  required
                  value={card.number}
                  onChange={(e) => setCard((c) => ({ ...c, number: e.target.value }))}
                />
              </div>
              <div>
                <label className="form-label small mb-1" htmlFor={`${panelId}-name`}>
                  Name on card
                </label>
                <input
                  id={`${panelId}-name`}
                  className="form-control form-control-sm"
                  autoComplete="cc-name"
                  required
                  value={card.name}
                  onChange={(e) => setCard((c) => ({ ...c, name: e.target.value }))}
                />
              </div>
              <div>
                <label className="form-label small mb-1" htmlFor={`${panelId}-expiry`}>
                  Expiry (MM/YY)
                </label>
                <input
                  id={`${panelId}-expiry`}
                  className="form-control form-control-sm"
                  autoComplete="cc-exp"
                  required
                  value={card.expiry}
                  onChange={(e) => setCard((c) => ({ ...c, expiry: e.target.value }))}
                />
              </div>
              <div>
                <label className="form-label small mb-1" htmlFor={`${panelId}-cvc`}>
                  CVC
                </label>
                <input
                  id={`${panelId}-cvc`}
                  className="form-control form-control-sm"
                  autoComplete="cc-csc"
                  required
                  value={card.cvc}
                  onChange={(e) => setCard((c) => ({ ...c, cvc: e.target.value }))}
                />
              </div>
              <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
                Save card
              </button>
            </form>
          )}
          {panel === 'cancel' && (
            <form onSubmit={onCancel} aria-label={`Cancel subscription ${s.subscription_no}`}>
              <p className="mb-2">
                Cancel subscription {s.subscription_no}? No further deliveries will be sent or charged.
              </p>
              <label className="form-label small mb-1" htmlFor={`${panelId}-reason`}>
                Reason (optional)
              </label>
              <textarea
                id={`${panelId}-reason`}
                className="form-control form-control-sm mb-2"
                rows={2}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <div className="d-flex gap-2">
                <button type="submit" className="btn btn-sm btn-danger" disabled={busy}>
                  Yes, cancel it
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => setPanel('none')}
                >
                  Keep subscription
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </article>
  )
}
