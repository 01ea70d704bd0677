import type { CheckoutAddress } from '@shop/shared/schemas/checkout'
import { useId, type ReactNode } from 'react'
import { addressSummary } from '@shop/shared/postal-address'

/** A choosable address: a saved one (with its id) or the customer's profile address. */
export interface AddressOption {
  key: string
  address: CheckoutAddress
  isDefault?: boolean
}

interface AddressChoiceProps {
  legend: string
  options: readonly AddressOption[]
  selectedKey: string | null
  onSelect: (option: AddressOption) => void
  /** The 'new address' part: a button that opens the inline form, or the form itself. */
  newAddress: ReactNode
}

/** A choice of saved addresses plus a new one (docs/requirements/carts-and-checkout.md §5). */
export function AddressChoice({ legend, options, selectedKey, onSelect, newAddress }: AddressChoiceProps) {
  const name = useId()
  return (
    <fieldset className="mb-0">
      <legend className="h5">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-body-secondary">No saved addresses yet. Add one below.</p>
      ) : (
        <div className="d-grid gap-2 mb-2">
          {options.map((option) => {
            const inputId = `${name}-${option.key}`
            return (
              <div key={option.key} className="form-check border rounded p-2 ps-5 bg-white">
                <input
                  className="form-check-input"
                  type="radio"
                  name={name}
                  id={inputId}
                  checked={selectedKey === option.key}
                  onChange={() => onSelect(option)}
                />
                <label className="form-check-label" htmlFor={inputId}>
                  {addressSummary(option.address)}
                  {option.isDefault ? <span className="badge text-bg-secondary ms-2">Default</span> : null}
                </label>
              </div>
            )
          })}
        </div>
      )}
      {newAddress}
    </fieldset>
  )
}
