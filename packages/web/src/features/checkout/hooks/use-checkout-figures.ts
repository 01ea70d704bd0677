import { useEffect } from 'react'
import { toast } from '../../../lib/toast'
import { errorMessage } from '../../../store/api'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { checkoutFigures, subscriptionSavingsCents, taxableCents } from '../checkout-figures'
import type { CheckoutInputs } from '../checkout-inputs'
import {
  useGetCouponDiscountQuery,
  useGetPreorderShippingQuery,
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
  taxLoaded,
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
  const { lines, subTotalCents } = inputs
  const { pickup, shippingCountry } = addresses
  const empty = lines.length === 0

  const normalShipping = useGetShippingChargeQuery(
    { country: shippingCountry ?? '', subTotalCents },
    { skip: preorder || pickup || !shippingCountry || empty },
  )
  // A pre-order may ship with a paid order to the same address, at no second charge (§8.2).
  const preorderShipping = useGetPreorderShippingQuery(
    { subTotalCents, shippingAddress: addresses.shippingAddress! },
    { skip: !preorder || !addresses.shippingAddress || !shippingCountry || empty },
  )
  const shipping = preorder ? preorderShipping : normalShipping
  const shipsWithOrderNo = preorder ? (preorderShipping.currentData?.shipsWithOrderNo ?? null) : null
  const couponCheck = useGetCouponDiscountQuery(
    { code: checkout.couponCode ?? '', subTotalCents },
    { skip: preorder || !checkout.couponCode || empty },
  )
  const [tryCoupon] = useLazyGetCouponDiscountQuery()
  const couponDiscountCents = preorder ? 0 : checkout.couponDiscountCents
  const tax = useGetTaxQuery(
    // Pickup orders are taxed where the shop is, the server's default country.
    {
      taxableCents: taxableCents(subTotalCents, couponDiscountCents),
      country: pickup ? undefined : (shippingCountry ?? undefined),
    },
    { skip: empty || (!pickup && !shippingCountry) },
  )

  // The server's answers go into the checkout state. currentData only: an answer for other
  // arguments (the previous address or subtotal) never counts.
  const shippingAnswer = preorder ? preorderShipping.currentData?.shippingCents : normalShipping.currentData
  const taxAnswer = tax.currentData
  useEffect(() => {
    if (shippingAnswer !== undefined && !pickup) dispatch(shippingChargeLoaded(shippingAnswer))
  }, [dispatch, pickup, shippingAnswer])
  useEffect(() => {
    if (taxAnswer !== undefined) dispatch(taxLoaded(taxAnswer))
  }, [dispatch, taxAnswer])
  useEffect(() => {
    dispatch(subscriptionDiscountSet(subscriptionSavingsCents(lines)))
  }, [dispatch, lines])
  // A coupon applied earlier is checked again for the current subtotal; a refused one is removed.
  const { currentData: couponAnswer, error: couponError, isFetching: couponFetching } = couponCheck
  useEffect(() => {
    const code = checkout.couponCode
    if (!code || couponFetching) return
    if (couponAnswer && couponAnswer.discountCents !== checkout.couponDiscountCents) {
      dispatch(couponApplied({ code, discountCents: couponAnswer.discountCents }))
    } else if (couponError) {
      dispatch(couponRemoved())
      toast.warning(`Coupon ${code} was removed: ${errorMessage(couponError, 'it no longer applies.')}`, {
        toastId: `coupon-${code}`,
      })
    }
  }, [checkout.couponCode, checkout.couponDiscountCents, couponAnswer, couponError, couponFetching, dispatch])

  const figures = checkoutFigures({
    subTotalCents,
    couponDiscountCents,
    shippingChargeCents: checkout.shippingChargeCents,
    taxCents: checkout.taxCents,
    pickup,
  })

  // Settled only once the state holds the answers for the current arguments.
  const settled =
    (pickup ||
      (shippingAnswer !== undefined &&
        !shipping.isFetching &&
        checkout.shippingChargeCents === shippingAnswer)) &&
    taxAnswer !== undefined &&
    !tax.isFetching &&
    checkout.taxCents === taxAnswer &&
    (preorder ||
      !checkout.couponCode ||
      (couponAnswer !== undefined &&
        !couponFetching &&
        couponAnswer.discountCents === checkout.couponDiscountCents))

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
      const answer = await tryCoupon({ code, subTotalCents }).unwrap()
      dispatch(couponApplied({ code: answer.code, discountCents: answer.discountCents }))
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
    shipsWithOrderNo,
    subscriptionSavingsCents: checkout.subscriptionDiscountCents,
    couponDiscountCents,
    couponCode: preorder ? null : checkout.couponCode,
    applyCoupon,
    refetch,
  }
}
