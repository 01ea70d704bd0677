import { formatDate } from '@shop/shared/format'
import { useState } from 'react'
import { DateInput } from '../../../../components/date-input'
import { localIsoDate } from '../../subscription-items'
import { ActionDialog } from '../action-dialog'
import { fieldId, type SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

function tomorrow(): string {
  const d = new Date()
  d.setDate(d.getDate() + 1)
  return localIsoDate(d)
}

export function RescheduleDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  const [nextDate, setNextDate] = useState(subscription.next_date.slice(0, 10))
  const id = fieldId(subscription, 'next-date')
  return (
    <ActionDialog
      show={show}
      title="Reschedule the next delivery"
      confirmLabel="Save date"
      busy={busy}
      onHide={onHide}
      onConfirm={() => void run({ kind: 'reschedule', next_date: nextDate })}
    >
      <label htmlFor={id} className="form-label">
        Next delivery date
      </label>
      <DateInput
        id={id}
        value={nextDate}
        required
        aria-describedby={`${id}-hint`}
        onChange={(day) => setNextDate(day ?? '')}
      />
      <div id={`${id}-hint`} className="form-text">
        DD-MM-YYYY, from {formatDate(tomorrow())}.
      </div>
    </ActionDialog>
  )
}
