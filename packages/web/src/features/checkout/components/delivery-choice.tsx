import { useId } from 'react'
import { RadioOption } from '../../../components/radio-option'

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
      <RadioOption
        id={`${name}-ship`}
        name={name}
        checked={!pickup}
        onSelect={() => onChange(false)}
        label="Ship to an address"
      />
      <RadioOption
        id={`${name}-pickup`}
        name={name}
        checked={pickup}
        disabled={!pickupAddress}
        describedBy={`${name}-pickup-address`}
        onSelect={() => onChange(true)}
        label="Pick up at our store (no shipping charge)"
      >
        <p id={`${name}-pickup-address`} className="small text-body-secondary mb-0">
          {pickupAddress ?? 'Loading the pickup address...'}
        </p>
      </RadioOption>
    </fieldset>
  )
}
