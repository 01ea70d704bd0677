import type { SubscriptionOption } from '@shop/shared/schemas/catalogue'
import { useState } from 'react'
import { subscriptionItems } from '../../subscription-items'
import { ActionDialog } from '../action-dialog'
import { fieldId, type SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

/** Where the Subscribe & Save intervals of a product come from; the app passes the catalogue's. */
export type UseIntervalOptions = (
  slug: string,
  skip: boolean,
) => { options: readonly SubscriptionOption[] | undefined; isLoading: boolean }

export function IntervalDialog({
  subscription,
  show,
  onHide,
  useIntervalOptions,
}: SubscriptionActionProps & { useIntervalOptions: UseIntervalOptions }) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  const items = subscriptionItems(subscription.items)
  const [month, setMonth] = useState(subscription.month)
  // The intervals are asked for only while the dialog is open.
  const intervals = useIntervalOptions(items[0]?.slug ?? '', !show || items.length === 0)
  const id = fieldId(subscription, 'interval')
  return (
    <ActionDialog
      show={show}
      title="Change the delivery interval"
      confirmLabel="Save interval"
      busy={busy || intervals.isLoading}
      onHide={onHide}
      onConfirm={() => void run({ kind: 'interval', month })}
    >
      <label htmlFor={id} className="form-label">
        Delivery every
      </label>
      <select
        id={id}
        className="form-select"
        value={month}
        onChange={(e) => setMonth(Number(e.target.value))}
      >
        {(intervals.options?.length ? intervals.options : [{ months: subscription.month, discount: 0 }]).map(
          (option) => (
            <option key={option.months} value={option.months}>
              {option.months === 1 ? '1 month' : `${option.months} months`}
              {option.discount > 0 ? ` (save ${option.discount}%)` : ''}
            </option>
          ),
        )}
      </select>
      <p className="form-text mb-0">The price follows the interval's Subscribe & Save discount.</p>
    </ActionDialog>
  )
}
