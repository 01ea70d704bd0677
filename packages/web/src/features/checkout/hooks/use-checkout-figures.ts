import { useEffect } from 'react'
import { toast } from 'react-toastify'
import { errorMessage } from '../../../store/api'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { checkoutFigures, subscriptionSavings, taxableAmount } from '../checkout-figures'
import type { CheckoutInputs } from '../checkout-inputs'
import {
  useGetCouponDiscountQuery,
  useGetShippingChargeQuery,
  useGetTaxQuery,
  useLazyGetCouponDiscountQuery,
} from '../checkout.api'
import {
  couponApplied,
  couponRemoved,
  selectCheckout,
  shippingChargeLoaded,
  subscriptionDiscountSet,
  taxAmountLoaded,
} from '../checkout.slice'
import type { AddressChoiceState } from './use-address-choice'

/**
 * The order's figures: the server's shipping, coupon and tax answers for the current cart and
 * address, kept in the checkout state, put together by the shared arithmetic; and whether they are
 * settled enough to pay.
 */
export function useCheckoutFigures(inputs: CheckoutInputs, addresses: AddressChoiceState) {
  const preorder = inputs.kind === 'preorder'
  const dispatch = useAppDispatch()
  const checkout = useAppSelector(selectCheckout)
  const { lines, subTotal } = inputs
  const { pickup, shippingCountry } = addresses
  const empty = lines.length === 0

  const shipping = useGetShippingChargeQuery(
    { country: shippingCountry ?? '', subTotal },
    { skip: pickup || !shippingCountry || empty },
  )
  const couponCheck = useGetCouponDiscountQuery(
    { code: checkout.couponCode ?? '', subTotal },
    { skip: preorder || !checkout.couponCode || empty },
  )
  const [tryCoupon] = useLazyGetCouponDiscountQuery()
  const couponDiscount = preorder ? 0 : checkout.couponDiscount
  const tax = useGetTaxQuery(
    // Pickup orders are taxed where the shop is, the server's default country.
    {
      amount: taxableAmount(subTotal, couponDiscount),
      country: pickup ? undefined : (shippingCountry ?? undefined),
    },
    { skip: empty || (!pickup && !shippingCountry) },
  )

  // The server's answers go into the checkout state. currentData only: an answer for other
  // arguments (the previous address or subtotal) never counts.
  const shippingAmount = shipping.currentData
  const taxAmount = tax.currentData
  useEffect(() => {
    if (shippingAmount !== undefined && !pickup) dispatch(shippingChargeLoaded(shippingAmount))
  }, [dispatch, pickup, shippingAmount])
  useEffect(() => {
    if (taxAmount !== undefined) dispatch(taxAmountLoaded(taxAmount))
  }, [dispatch, taxAmount])
  useEffect(() => {
    dispatch(subscriptionDiscountSet(subscriptionSavings(lines)))
  }, [dispatch, lines])
  // A coupon applied earlier is checked again for the current subtotal; a refused one is removed.
  const { currentData: couponAnswer, error: couponError, isFetching: couponFetching } = couponCheck
  useEffect(() => {
    const code = checkout.couponCode
    if (!code || couponFetching) return
    if (couponAnswer && couponAnswer.discount !== checkout.couponDiscount) {
      dispatch(couponApplied({ code, discount: couponAnswer.discount }))
    } else if (couponError) {
      dispatch(couponRemoved())
      toast.warning(`Coupon ${code} was removed: ${errorMessage(couponError, 'it no longer applies.')}`, {
        toastId: `coupon-${code}`,
      })
    }
  }, [checkout.couponCode, checkout.couponDiscount, couponAnswer, couponError, couponFetching, dispatch])

  const figures = checkoutFigures({
    subTotal,
    couponDiscount,
    shippingCharge: checkout.shippingCharge,
    taxAmount: checkout.taxAmount,
    pickup,
  })

  // Settled only once the state holds the answers for the current arguments.
  const settled =
    (pickup ||
      (shippingAmount !== undefined && !shipping.isFetching && checkout.shippingCharge === shippingAmount)) &&
    taxAmount !== undefined &&
    !tax.isFetching &&
    checkout.taxAmount === taxAmount &&
    (preorder ||
      !checkout.couponCode ||
      (couponAnswer !== undefined && !couponFetching && couponAnswer.discount === checkout.couponDiscount))

  const shippingNote = pickup
    ? null
    : !shippingCountry
      ? 'Choose an address'
      : shipping.isError
        ? errorMessage(shipping.error, 'Not available')
        : shipping.isFetching || !shipping.isSuccess
          ? 'Calculating...'
          : null
  const shippingRefused = shipping.isError
    ? errorMessage(shipping.error, 'Shipping to this address is not available.')
    : null

  const applyCoupon = async (code: string): Promise<string | null> => {
    try {
      const answer = await tryCoupon({ code, subTotal }).unwrap()
      dispatch(couponApplied({ code: answer.coupon.code, discount: answer.discount }))
      toast.success(answer.message)
      return null
    } catch (error) {
      return errorMessage(error, 'This coupon code is not valid.')
    }
  }

  /** Rates or the coupon may have changed with the prices: ask the server again. */
  const refetch = () => {
    if (!pickup && shippingCountry) void shipping.refetch()
    if (checkout.couponCode && !preorder) void couponCheck.refetch()
    void tax.refetch()
  }

  return {
    figures,
    settled,
    shippingNote,
    shippingRefused,
    subscriptionSavings: checkout.subscriptionDiscount,
    couponCode: preorder ? null : checkout.couponCode,
    applyCoupon,
    refetch,
  }
}
