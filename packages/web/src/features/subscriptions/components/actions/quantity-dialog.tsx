import { zodResolver } from '@hookform/resolvers/zod'
import { MAX_ADD_QUANTITY, MIN_ADD_QUANTITY } from '@shop/shared/constants'
import { QuantityFormSchema } from '@shop/shared/schemas/subscriptions'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormField, SelectField } from '../../../../components/form-field'
import { subscriptionItems } from '../../subscription-items'
import { ActionDialog } from '../action-dialog'
import type { SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

type QuantityFormInput = z.input<typeof QuantityFormSchema>
type QuantityForm = z.output<typeof QuantityFormSchema>

export function QuantityDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  const items = subscriptionItems(subscription.items)
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<QuantityFormInput, unknown, QuantityForm>({
    resolver: zodResolver(QuantityFormSchema),
    defaultValues: { product_id: items[0]?.product_id ?? 0, qty: items[0]?.qty ?? 1 },
  })
  return (
    <ActionDialog
      show={show}
      title="Change the quantity"
      confirmLabel="Save quantity"
      busy={busy}
      onHide={onHide}
      onSubmit={handleSubmit(({ product_id, qty }) => run({ kind: 'quantity', product_id, qty }))}
    >
      {items.length > 1 ? (
        <SelectField
          label="Product"
          options={items.map((item) => ({ value: String(item.product_id), label: item.name }))}
          registration={register('product_id', {
            // Another product: start from its own quantity.
            onChange: (e: { target: { value: string } }) =>
              setValue('qty', items.find((i) => i.product_id === Number(e.target.value))?.qty ?? 1),
          })}
          error={errors.product_id?.message}
        />
      ) : (
        <p>{items[0]?.name}</p>
      )}
      <FormField
        label="Quantity per delivery"
        className="mb-0"
        type="number"
        inputMode="numeric"
        min={MIN_ADD_QUANTITY}
        max={MAX_ADD_QUANTITY}
        registration={register('qty')}
        error={errors.qty?.message}
      />
    </ActionDialog>
  )
}
