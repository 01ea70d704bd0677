import { zodResolver } from '@hookform/resolvers/zod'
import type { SubscriptionOption } from '@shop/shared/schemas/catalogue'
import { IntervalFormSchema } from '@shop/shared/schemas/subscriptions'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { SelectField } from '../../../../components/form-field'
import { subscriptionItems } from '../../subscription-items'
import { ActionDialog } from '../action-dialog'
import type { SubscriptionActionProps } from './action-props'
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof IntervalFormSchema>, unknown, z.output<typeof IntervalFormSchema>>({
    resolver: zodResolver(IntervalFormSchema),
    defaultValues: { month: subscription.month },
  })
  // The intervals are asked for only while the dialog is open.
  const intervals = useIntervalOptions(items[0]?.slug ?? '', !show || items.length === 0)
  const offered = intervals.options?.length
    ? intervals.options
    : [{ months: subscription.month, discount: 0 }]
  return (
    <ActionDialog
      show={show}
      title="Change the delivery interval"
      confirmLabel="Save interval"
      busy={busy || intervals.isLoading}
      onHide={onHide}
      onSubmit={handleSubmit(({ month }) => run({ kind: 'interval', month }))}
    >
      <SelectField
        label="Delivery every"
        className="mb-0"
        options={offered.map((option) => ({
          value: String(option.months),
          label: `${option.months === 1 ? '1 month' : `${option.months} months`}${option.discount > 0 ? ` (save ${option.discount}%)` : ''}`,
        }))}
        registration={register('month')}
        error={errors.month?.message}
      />
      <p className="form-text mb-0">The price follows the interval's Subscribe & Save discount.</p>
    </ActionDialog>
  )
}
