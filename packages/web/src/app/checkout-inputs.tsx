import type { CheckoutKind } from '@shop/shared/schemas/checkout'
import { useGetBusinessAccountQuery } from '../features/business-account/business-account.api'
import { useAddAddressMutation, useGetAddressesQuery, useGetUserQuery } from '../features/account/account.api'
import { selectCartTotals, selectLinesOf } from '../features/cart/cart.selectors'
import { backorderCartCleared, cartCleared } from '../features/cart/cart.slice'
import { CartNotices } from '../features/cart/components/cart-notices'
import { useFreshCarts } from '../features/cart/use-fresh-carts'
import type { CheckoutInputs } from '../features/checkout/checkout-inputs'
import type { PayOnAccountOption } from '../features/checkout/components/payment-form'
import { useAppDispatch, useAppSelector } from '../store/hooks'

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
  return {
    kind,
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
 * or not approved): read fresh on each checkout, so the credit shown is today's.
 */
export function usePayOnAccountOption(): PayOnAccountOption | null {
  const account = useGetBusinessAccountQuery(undefined, { refetchOnMountOrArgChange: true }).data?.account
  if (!account || account.status !== 'approved') return null
  return {
    practiceName: account.practice_name,
    termsDays: account.terms_days,
    poRequired: account.po_required,
    availableCents: account.credit_available_cents,
  }
}
