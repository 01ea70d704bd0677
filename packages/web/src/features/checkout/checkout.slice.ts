import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Cents } from '@shop/shared/money'
import type { CheckoutAddress } from '@shop/shared/schemas/checkout'

/** Why a payment did not go through, as /checkout/failed shows it. */
export interface CheckoutFailure {
  /** HTTP status, or 'FETCH_ERROR' when the server could not be reached. */
  status: number | 'FETCH_ERROR'
  message: string
  /** The server's error body, shown as formatted data. */
  error: unknown
}

/**
 * docs/requirements/carts-and-checkout.md §5. Money in cents (docs/decisions/0001-money-in-integer-cents.md):
 * checkout.api.ts converts the API's dollars on the way in and out.
 *
 * The card is deliberately not here (the original app's checkout state held cardDetails): it lives only in the card form and
 * in the closure of the one request that sends it, so it never reaches the store, its devtools
 * history or browser storage, and it is gone as soon as the form unmounts.
 */
export interface CheckoutState {
  shippingAddress: CheckoutAddress | null
  billingAddress: CheckoutAddress | null
  pickupOrder: boolean
  pickupAddress: string | null
  couponCode: string | null
  couponDiscountCents: Cents
  subscriptionDiscountCents: Cents
  taxCents: Cents
  shippingChargeCents: Cents
  loading: boolean
  error: CheckoutFailure | null
}

export const initialCheckoutState: CheckoutState = {
  shippingAddress: null,
  billingAddress: null,
  pickupOrder: false,
  pickupAddress: null,
  couponCode: null,
  couponDiscountCents: 0,
  subscriptionDiscountCents: 0,
  taxCents: 0,
  shippingChargeCents: 0,
  loading: false,
  error: null,
}

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    shippingAddressChosen(state, action: PayloadAction<CheckoutAddress | null>) {
      state.shippingAddress = action.payload
    },
    billingAddressChosen(state, action: PayloadAction<CheckoutAddress | null>) {
      state.billingAddress = action.payload
    },
    /**
     * docs/requirements/carts-and-checkout.md §5: updating the pickup address toggles the pickup flag. A pickup address means a pickup
     * order and none means delivery, so the flag follows the address instead of flipping blindly.
     */
    pickupAddressChosen(state, action: PayloadAction<string | null>) {
      state.pickupAddress = action.payload
      state.pickupOrder = action.payload !== null
      // Pickup orders pay no shipping; the charge is fetched again when delivery is chosen.
      if (state.pickupOrder) state.shippingChargeCents = 0
    },
    couponApplied(state, action: PayloadAction<{ code: string; discountCents: Cents }>) {
      state.couponCode = action.payload.code
      state.couponDiscountCents = action.payload.discountCents
    },
    couponRemoved(state) {
      state.couponCode = null
      state.couponDiscountCents = 0
    },
    subscriptionDiscountSet(state, action: PayloadAction<Cents>) {
      state.subscriptionDiscountCents = action.payload
    },
    shippingChargeLoaded(state, action: PayloadAction<Cents>) {
      state.shippingChargeCents = action.payload
    },
    taxLoaded(state, action: PayloadAction<Cents>) {
      state.taxCents = action.payload
    },
    paymentStarted(state) {
      state.loading = true
      state.error = null
    },
    paymentFailed(state, action: PayloadAction<CheckoutFailure>) {
      state.loading = false
      state.error = action.payload
    },
    paymentSucceeded(state) {
      state.loading = false
      state.error = null
    },
    /** The order waits for the buyer's answer to their bank (3-D Secure): nothing is loading meanwhile. */
    paymentAwaitsBuyer(state) {
      state.loading = false
    },
    /** After a placed order, or to start over: everything back to the defaults. */
    checkoutCleared() {
      return initialCheckoutState
    },
  },
})

export const {
  shippingAddressChosen,
  billingAddressChosen,
  pickupAddressChosen,
  couponApplied,
  couponRemoved,
  subscriptionDiscountSet,
  shippingChargeLoaded,
  taxLoaded,
  paymentStarted,
  paymentFailed,
  paymentSucceeded,
  paymentAwaitsBuyer,
  checkoutCleared,
} = checkoutSlice.actions

type WithCheckout = { checkout: CheckoutState }
export const selectCheckout = (state: WithCheckout) => state.checkout
