import type { CheckoutKind } from '@shop/shared/schemas/checkout'
import { roleMay } from '@shop/shared/business-account-roles'
import { useGetBusinessAccountQuery } from '../features/business-account/business-account.api'
import { useAddAddressMutation, useGetAddressesQuery, useGetUserQuery } from '../features/account/account.api'
import { selectCartTotals, selectLinesOf } from '../features/cart/cart.selectors'
import { backorderCartCleared, cartCleared } from '../features/cart/cart.slice'
import { CartNotices } from '../features/cart/components/cart-notices'
import { selectCartsAreTheAccounts } from '../features/cart/cart-sync.slice'
import { useFreshCarts } from '../features/cart/use-fresh-carts'
import type { CheckoutInputs } from '../features/checkout/checkout-inputs'
import type { PayOnAccountOption } from '../features/checkout/components/payment-form'
import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../store/hooks'

/** How long checkout waits for the login's cart merge before showing the carts it has (offline, say). */
const CART_MERGE_WAIT_MS = 15_000

/** The cart check against current prices and stock, with what it changed (cart feature). */
function CartCheck() {
  const { notices } = useFreshCarts()
  return <CartNotices notices={notices} of="order" />
}

/** What the checkout screen needs from the cart, auth and account features, put together here. */
export function useCheckoutInputs(kind: CheckoutKind): CheckoutInputs {
  const cartKind = kind === 'preorder' ? 'backorderCart' : 'cart'
  const dispatch = useAppDispatch()
  const lines = useAppSelector((s) => selectLinesOf(s, cartKind))
  const totals = useAppSelector((s) => selectCartTotals(s, cartKind))
  // The profile's address is fetched: the browser keeps only the session, not the profile.
  const profile = useGetUserQuery()
  const addresses = useGetAddressesQuery()
  const [addAddress, adding] = useAddAddressMutation()
  const cartsReady = useAppSelector(selectCartsAreTheAccounts)
  const [waitedForCarts, setWaitedForCarts] = useState(false)
  useEffect(() => {
    if (cartsReady) return
    const timer = setTimeout(() => setWaitedForCarts(true), CART_MERGE_WAIT_MS)
    return () => clearTimeout(timer)
  }, [cartsReady])
  return {
    kind,
    // The first paint waits for the account's carts and addresses rather than show a guest's cart
    // or 'No saved addresses yet' and swap them a moment later.
    loading:
      (!cartsReady && !waitedForCarts) ||
      (addresses.isLoading && !addresses.isError) ||
      (profile.isLoading && !profile.isError),
    lines,
    itemCount: totals.totalCount,
    subTotalCents: totals.subTotalCents,
    profile: (profile.data ?? null) as Record<string, unknown> | null,
    savedAddresses: { data: addresses.data, isSuccess: addresses.isSuccess },
    saveAddress: async (input) => (await addAddress(input).unwrap()).data.data,
    savingAddress: adding.isLoading,
    clearCart: () => dispatch(kind === 'preorder' ? backorderCartCleared() : cartCleared()),
    cartCheck: <CartCheck />,
  }
}

/**
 * The customer's approved business account as the payment block offers it, or null (no account,
 * not approved, or a team role that may not order for it): read fresh on each checkout, so the
 * credit shown is today's.
 */
export function usePayOnAccountOption(): PayOnAccountOption | null {
  const data = useGetBusinessAccountQuery(undefined, { refetchOnMountOrArgChange: true }).data
  const account = data?.account
  if (!account || account.status !== 'approved' || !roleMay(data.role, 'order')) return null
  return {
    practiceName: account.practice_name,
    termsDays: account.terms_days,
    poRequired: account.po_required,
    availableCents: account.credit_available_cents,
  }
}
