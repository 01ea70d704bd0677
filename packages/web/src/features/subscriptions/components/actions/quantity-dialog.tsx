import { MAX_ADD_QUANTITY, MIN_ADD_QUANTITY } from '@shop/shared/constants'
import { useState } from 'react'
import { subscriptionItems } from '../../subscription-items'
import { ActionDialog } from '../action-dialog'
import { fieldId, type SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

export function QuantityDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  const items = subscriptionItems(subscription.items)
  const [productId, setProductId] = useState(items[0]?.product_id ?? 0)
  const [qty, setQty] = useState(items[0]?.qty ?? 1)
  return (
    <ActionDialog
      show={show}
      title="Change the quantity"
      confirmLabel="Save quantity"
      busy={busy}
      onHide={onHide}
      onConfirm={() => void run({ kind: 'quantity', product_id: productId, qty })}
    >
      {items.length > 1 ? (
        <div className="mb-3">
          <label htmlFor={fieldId(subscription, 'product')} className="form-label">
            Product
          </label>
          <select
            id={fieldId(subscription, 'product')}
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
      <label htmlFor={fieldId(subscription, 'qty')} className="form-label">
        Quantity per delivery
      </label>
      <input
        id={fieldId(subscription, 'qty')}
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
  )
}
