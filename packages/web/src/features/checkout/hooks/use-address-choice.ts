import type { AddAddress, Address } from '@shop/shared/schemas/account'
import type { CheckoutAddress } from '@shop/shared/schemas/checkout'
import { useEffect, useState } from 'react'
import { toast } from '../../../lib/toast'
import { errorMessage } from '../../../store/api'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import type { CheckoutInputs } from '../checkout-inputs'
import { billingAddressChosen, selectCheckout, shippingAddressChosen } from '../checkout.slice'
import type { AddressOption } from '../components/address-choice'

export type AddressPart = 'shipping' | 'billing'

const PROFILE_KEY = 'profile'
export const keyOf = (address: CheckoutAddress | null) =>
  address ? (address.id ? `address-${address.id}` : PROFILE_KEY) : null

/** The fields of a saved address that checkout sends. */
function fromSaved(a: Address): CheckoutAddress {
  const { id, first_name, middle_name, last_name, phone, email, flat_apartment } = a
  const { address, street, city, state, zipcode, country } = a
  return {
    id,
    first_name,
    middle_name,
    last_name,
    phone,
    email,
    flat_apartment,
    address,
    street,
    city,
    state,
    zipcode,
    country,
  }
}

/** The profile's own address (registration asks for one), for a customer with no saved address. */
function fromProfile(user: Record<string, unknown> | null): CheckoutAddress | null {
  const text = (k: string) => (typeof user?.[k] === 'string' && user[k] !== '' ? (user[k] as string) : null)
  const country = text('country')
  if (!user || !country || !text('city')) return null
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    street: text('street'),
    flat_apartment: text('flat_apartment'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    country,
  }
}

/**
 * The shipping and billing address choice: the saved addresses (and the profile's while there is
 * none), the default chosen for the shopper, billing the same as shipping unless asked, and saving a
 * new address from the inline form.
 */
export function useAddressChoice(inputs: CheckoutInputs) {
  const preorder = inputs.kind === 'preorder'
  const dispatch = useAppDispatch()
  const checkout = useAppSelector(selectCheckout)
  const [addingFor, setAddingFor] = useState<AddressPart | null>(null)
  const [billingSame, setBillingSame] = useState(true)

  const profileAddress = fromProfile(inputs.profile)
  const saved = inputs.savedAddresses.data ?? []
  // The profile's address is offered while there is no saved one, and stays while it is chosen.
  const profileChosen = [checkout.shippingAddress, checkout.billingAddress].some((a) => a && !a.id)
  const options: AddressOption[] = [
    ...(profileAddress && (saved.length === 0 || profileChosen)
      ? [{ key: PROFILE_KEY, address: profileAddress }]
      : []),
    ...saved.map((a) => ({
      key: `address-${a.id}`,
      address: fromSaved(a),
      isDefault: a.default_address === 1,
    })),
  ]
  const defaultOption = options.find((o) => o.isDefault) ?? options[0] ?? null
  const addressesKnown = inputs.savedAddresses.isSuccess

  // The default address is chosen for the shopper once the addresses are known.
  useEffect(() => {
    if (!checkout.shippingAddress && defaultOption && addressesKnown) {
      dispatch(shippingAddressChosen(defaultOption.address))
    }
  }, [addressesKnown, checkout.shippingAddress, defaultOption, dispatch])

  const pickup = !preorder && checkout.pickupOrder
  const ownBilling = !preorder && (pickup || !billingSame)
  // A separate billing address starts as the default one.
  useEffect(() => {
    if (ownBilling && !checkout.billingAddress && defaultOption) {
      dispatch(billingAddressChosen(defaultOption.address))
    }
  }, [checkout.billingAddress, defaultOption, dispatch, ownBilling])

  const { saveAddress: save } = inputs
  const saveAddress = async (input: AddAddress, part: AddressPart) => {
    try {
      const address = fromSaved(await save(input))
      toast.success('Address added successfully!')
      dispatch(part === 'shipping' ? shippingAddressChosen(address) : billingAddressChosen(address))
      setAddingFor(null)
    } catch (error) {
      const status = (error as { status?: unknown }).status
      toast.error(
        typeof status === 'number' && status < 500
          ? errorMessage(error, 'Failed to add address')
          : 'An error occurred while adding address',
      )
    }
  }

  return {
    options,
    profileAddress,
    pickup,
    shippingAddress: pickup ? null : (checkout.shippingAddress ?? profileAddress),
    billingAddress: preorder ? null : ownBilling ? checkout.billingAddress : checkout.shippingAddress,
    shippingCountry: checkout.shippingAddress?.country ?? profileAddress?.country ?? null,
    billingSame,
    setBillingSame,
    addingFor,
    setAddingFor,
    saveAddress,
    savingAddress: inputs.savingAddress,
  }
}

export type AddressChoiceState = ReturnType<typeof useAddressChoice>
