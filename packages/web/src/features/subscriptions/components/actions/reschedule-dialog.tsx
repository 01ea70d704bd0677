import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate } from '@shop/shared/format'
import { RescheduleFormSchema } from '@shop/shared/schemas/subscriptions'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { DateInput } from '../../../../components/date-input'
import { describedBy } from '../../../../components/form-field'
import { localIsoDate } from '../../subscription-items'
import { ActionDialog } from '../action-dialog'
import { fieldId, type SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

type RescheduleForm = z.infer<typeof RescheduleFormSchema>

function tomorrow(): string {
  const d = new Date()
  d.setDate(d.getDate() + 1)
  return localIsoDate(d)
}

export function RescheduleDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RescheduleForm>({
    resolver: zodResolver(RescheduleFormSchema),
    defaultValues: { next_date: subscription.next_date.slice(0, 10) },
  })
  const id = fieldId(subscription, 'next-date')
  const error = errors.next_date?.message
  return (
    <ActionDialog
      show={show}
      title="Reschedule the next delivery"
      confirmLabel="Save date"
      busy={busy}
      onHide={onHide}
      onSubmit={handleSubmit(({ next_date }) => run({ kind: 'reschedule', next_date }))}
    >
      <label htmlFor={id} className="form-label">
        Next delivery date
      </label>
      <Controller
        control={control}
        name="next_date"
        render={({ field }) => (
          <DateInput
            id={id}
            value={field.value}
            required
            className={`form-control${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, true, error)}
            onChange={(day) => field.onChange(day ?? '')}
            onBlur={field.onBlur}
          />
        )}
      />
      <div id={`${id}-hint`} className="form-text">
        DD-MM-YYYY, from {formatDate(tomorrow())}.
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </ActionDialog>
  )
}
