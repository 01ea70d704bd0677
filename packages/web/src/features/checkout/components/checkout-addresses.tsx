import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { billingAddressChosen, selectCheckout, shippingAddressChosen } from '../checkout.slice'
import { keyOf, type AddressChoiceState, type AddressPart } from '../hooks/use-address-choice'
import { AddressChoice } from './address-choice'
import { NewAddressForm } from './new-address-form'

/** The shipping address (unless picked up) and the billing address of a paid-now order. */
export function CheckoutAddresses({ choice, preorder }: { choice: AddressChoiceState; preorder: boolean }) {
  const dispatch = useAppDispatch()
  const checkout = useAppSelector(selectCheckout)
  const { options, pickup, billingSame, profileAddress } = choice

  const newAddressFor = (part: AddressPart) =>
    choice.addingFor === part ? (
      <NewAddressForm
        defaults={{
          first_name: profileAddress?.first_name ?? '',
          last_name: profileAddress?.last_name ?? '',
          email: profileAddress?.email ?? '',
          phone: profileAddress?.phone ?? '',
          country: profileAddress?.country ?? 'Bermuda',
        }}
        saving={choice.savingAddress}
        onSave={(input) => void choice.saveAddress(input, part)}
        onCancel={() => choice.setAddingFor(null)}
      />
    ) : (
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => choice.setAddingFor(part)}
      >
        Add New Address
      </button>
    )

  return (
    <>
      {pickup ? null : (
        <section className="card shadow-sm">
          <div className="card-body">
            <AddressChoice
              legend="Shipping address"
              options={options}
              selectedKey={keyOf(checkout.shippingAddress)}
              onSelect={(o) => dispatch(shippingAddressChosen(o.address))}
              newAddress={newAddressFor('shipping')}
            />
          </div>
        </section>
      )}
      {preorder ? (
        <p className="small text-body-secondary mb-0">
          Pre-orders are billed to the address on your profile. They ship when the items are back in stock.
        </p>
      ) : (
        <section className="card shadow-sm">
          <div className="card-body">
            {pickup ? null : (
              <div className="form-check mb-2">
                <input
                  id="billing-same"
                  type="checkbox"
                  className="form-check-input"
                  checked={billingSame}
                  onChange={(e) => choice.setBillingSame(e.target.checked)}
                />
                <label htmlFor="billing-same" className="form-check-label">
                  Billing address is the same as the shipping address
                </label>
              </div>
            )}
            {billingSame && !pickup ? null : (
              <AddressChoice
                legend="Billing address"
                options={options}
                selectedKey={keyOf(checkout.billingAddress)}
                onSelect={(o) => dispatch(billingAddressChosen(o.address))}
                newAddress={newAddressFor('billing')}
              />
            )}
          </div>
        </section>
      )}
    </>
  )
}
