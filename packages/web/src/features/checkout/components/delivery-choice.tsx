import { useId } from 'react'

interface DeliveryChoiceProps {
  pickup: boolean
  /** The store's pickup address; pickup cannot be chosen until it is known. */
  pickupAddress: string | undefined
  onChange: (pickup: boolean) => void
}

/** Ship to an address, or pick up at the store (docs/requirements/carts-and-checkout.md §5). */
export function DeliveryChoice({ pickup, pickupAddress, onChange }: DeliveryChoiceProps) {
  const name = useId()
  return (
    <fieldset className="mb-0">
      <legend className="h5">Delivery</legend>
      <div className="form-check">
        <input
          className="form-check-input"
          type="radio"
          name={name}
          id={`${name}-ship`}
          checked={!pickup}
          onChange={() => onChange(false)}
        />
        <label className="form-check-label" htmlFor={`${name}-ship`}>
          Ship to an address
        </label>
      </div>
      <div className="form-check">
        <input
          className="form-check-input"
          type="radio"
          name={name}
          id={`${name}-pickup`}
          checked={pickup}
          disabled={!pickupAddress}
          aria-describedby={`${name}-pickup-address`}
          onChange={() => onChange(true)}
        />
        <label className="form-check-label" htmlFor={`${name}-pickup`}>
          Pick up at our store (no shipping charge)
        </label>
        <p id={`${name}-pickup-address`} className="small text-body-secondary mb-0">
          {pickupAddress ?? 'Loading the pickup address...'}
        </p>
      </div>
    </fieldset>
  )
}
