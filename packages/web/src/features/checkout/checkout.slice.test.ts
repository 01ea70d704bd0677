import type { CheckoutAddress } from '@shop/shared/schemas/checkout'
import { describe, expect, it } from 'vitest'
import { setupStore } from '../../store/store'
import {
  checkoutCleared,
  checkoutSlice,
  couponApplied,
  couponRemoved,
  initialCheckoutState,
  paymentFailed,
  paymentStarted,
  paymentSucceeded,
  pickupAddressChosen,
  shippingAddressChosen,
  shippingChargeLoaded,
  taxLoaded,
} from './checkout.slice'

const reduce = checkoutSlice.reducer
const home: CheckoutAddress = {
  id: 3,
  first_name: 'Ada',
  last_name: 'Smith',
  address: '1 Front Street',
  city: 'Hamilton',
  zipcode: 'HM 11',
  country: 'Bermuda',
}

describe('checkout slice', () => {
  it('starts with no addresses, no pickup and zero figures', () => {
    const state = reduce(undefined, { type: 'init' })
    expect(state).toEqual(initialCheckoutState)
    expect(state.couponDiscountCents).toBe(0)
    expect(state.pickupOrder).toBe(false)
  })

  it('makes the order a pickup order when a pickup address is chosen, and a delivery when it is cleared', () => {
    let state = reduce(undefined, shippingChargeLoaded(2500))
    state = reduce(state, pickupAddressChosen('12 Reid Street, Hamilton'))
    expect(state.pickupOrder).toBe(true)
    expect(state.pickupAddress).toBe('12 Reid Street, Hamilton')
    expect(state.shippingChargeCents).toBe(0)
    state = reduce(state, pickupAddressChosen(null))
    expect(state.pickupOrder).toBe(false)
    expect(state.pickupAddress).toBeNull()
  })

  it('applies and removes a coupon', () => {
    let state = reduce(undefined, couponApplied({ code: 'WELCOME10', discountCents: 350 }))
    expect(state).toMatchObject({ couponCode: 'WELCOME10', couponDiscountCents: 350 })
    state = reduce(state, couponRemoved())
    expect(state).toMatchObject({ couponCode: null, couponDiscountCents: 0 })
  })

  it('tracks a payment from start to failure and clears the error on the next try', () => {
    let state = reduce(undefined, paymentStarted())
    expect(state.loading).toBe(true)
    state = reduce(state, paymentFailed({ status: 422, message: 'Card declined.', error: { message: 'x' } }))
    expect(state).toMatchObject({ loading: false, error: { status: 422, message: 'Card declined.' } })
    state = reduce(state, paymentStarted())
    expect(state.error).toBeNull()
    state = reduce(state, paymentSucceeded())
    expect(state.loading).toBe(false)
  })

  it('clears everything back to the defaults', () => {
    let state = reduce(undefined, shippingAddressChosen(home))
    state = reduce(state, taxLoaded(125))
    state = reduce(state, couponApplied({ code: 'SAVE5', discountCents: 500 }))
    state = reduce(state, checkoutCleared())
    expect(state).toEqual(initialCheckoutState)
  })

  it('is registered in the store and never kept in browser storage', async () => {
    const { PERSISTED_SLICES } = await import('../../store/store')
    const store = setupStore()
    expect(store.getState().checkout).toEqual(initialCheckoutState)
    expect(PERSISTED_SLICES).not.toContain('checkout')
  })
})
