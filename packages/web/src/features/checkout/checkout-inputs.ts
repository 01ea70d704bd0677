import type { AddAddress, Address } from '@shop/shared/schemas/account'
import type { Cents } from '@shop/shared/money'
import type { CartLine } from '@shop/shared/schemas/cart'
import type { CheckoutKind } from '@shop/shared/schemas/checkout'
import type { ReactNode } from 'react'

/**
 * What the checkout screen is given by the rest of the shop: the cart's lines, the customer and
 * their saved addresses. The app puts it together from the cart, auth and account features, so
 * checkout depends on none of them.
 */
export interface CheckoutInputs {
  kind: CheckoutKind
  /** The signed-in shopper's carts or addresses are still on their way: checkout shows it is loading. */
  loading: boolean
  lines: readonly CartLine[]
  itemCount: number
  /** The cart subtotal in cents. */
  subTotalCents: Cents
  /** The signed-in customer's profile (registration asks for an address). */
  profile: Record<string, unknown> | null
  savedAddresses: { data: readonly Address[] | undefined; isSuccess: boolean }
  /** Saves a new address to the address book and answers it; throws the API error when refused. */
  saveAddress: (input: AddAddress) => Promise<Address>
  savingAddress: boolean
  /** Empties the cart this checkout paid for. */
  clearCart: () => void
  /** The check of the cart against current prices and stock; mounted again after a 409. */
  cartCheck: ReactNode
}
