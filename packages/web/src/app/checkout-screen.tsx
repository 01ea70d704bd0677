import type { Address } from '@shop/shared/schemas/account'
import type { CheckoutAddress, CheckoutFigures as ServerFigures } from '@shop/shared/schemas/checkout'
import { formatDollars } from '@shop/shared/money'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'react-toastify'
import { paths } from '../config/paths'
import { useAddAddressMutation, useGetAddressesQuery } from '../features/account/account.api'
import { selectCurrentUser } from '../features/auth/auth.slice'
import { sessionEnded } from '../store/session'
import { selectBackorderCartLines, selectCartLines, selectCartTotals } from '../features/cart/cart.selectors'
import { backorderCartCleared, cartCleared } from '../features/cart/cart.slice'
import { useFreshCarts } from '../features/cart/use-fresh-carts'
import {
  newIdempotencyKey,
  placeOrder,
  useGetPickupAddressQuery,
  useGetShippingChargeQuery,
  useGetTaxQuery,
  useLazyGetCouponDiscountQuery,
  useGetCouponDiscountQuery,
  type CheckoutFailedState,
  type CheckoutSuccessState,
} from '../features/checkout/checkout.api'
import { checkoutFigures, subscriptionSavings, taxableAmount } from '../features/checkout/checkout-figures'
import {
  billingAddressChosen,
  checkoutCleared,
  couponApplied,
  couponRemoved,
  pickupAddressChosen,
  selectCheckout,
  shippingAddressChosen,
  shippingChargeLoaded,
  subscriptionDiscountSet,
  taxAmountLoaded,
} from '../features/checkout/checkout.slice'
import { AddressChoice, type AddressOption } from '../features/checkout/components/address-choice'
import { CheckoutItems } from '../features/checkout/components/checkout-items'
import { CouponForm } from '../features/checkout/components/coupon-form'
import { DeliveryChoice } from '../features/checkout/components/delivery-choice'
import { NewAddressForm } from '../features/checkout/components/new-address-form'
import { OrderSummary } from '../features/checkout/components/order-summary'
import { PaymentForm } from '../features/checkout/components/payment-form'
import { ProcessingOverlay } from '../features/checkout/components/processing-overlay'
import { errorMessage } from '../store/api'
import { useAppDispatch, useAppSelector } from '../store/hooks'

/** Which checkout: the normal cart paid now, or the backorder cart as a pre-order. */
export type CheckoutKind = 'payment' | 'preorder'

const PROFILE_KEY = 'profile'
const keyOf = (address: CheckoutAddress | null) =>
  address ? (address.id ? `address-${address.id}` : PROFILE_KEY) : null

/** The fields of a saved address that checkout sends. */
function fromSaved(a: Address): CheckoutAddress {
  return {
    id: a.id,
    first_name: a.first_name,
    middle_name: a.middle_name,
    last_name: a.last_name,
    phone: a.phone,
    email: a.email,
    flat_apartment: a.flat_apartment,
    address: a.address,
    street: a.street,
    city: a.city,
    state: a.state,
    zipcode: a.zipcode,
    country: a.country,
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

/** 409 'Prices have changed' from a known in-flight duplicate: the same key may be sent again later. */
const IN_FLIGHT_MESSAGE = 'This order is already being processed. Please wait a moment.'

/**
 * The confirm pages (spec 2 'Checkout confirmation' and 'Pre-order confirmation'): the lines, the
 * address and delivery choice, coupon, figures from the server's shipping, coupon and tax answers
 * (total by the shared arithmetic), the payment block and the result navigation.
 */
export function CheckoutScreen({ kind }: { kind: CheckoutKind }) {
  const preorder = kind === 'preorder'
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const user = useAppSelector(selectCurrentUser)
  const lines = useAppSelector(preorder ? selectBackorderCartLines : selectCartLines)
  const totals = useAppSelector((s) => selectCartTotals(s, preorder ? 'backorderCart' : 'cart'))
  const checkout = useAppSelector(selectCheckout)
  // Re-checking the lines against current prices and stock remounts the check (after a 409).
  const [cartCheck, setCartCheck] = useState(0)
  const [pricesChanged, setPricesChanged] = useState<ServerFigures | null>(null)
  const [retryNotice, setRetryNotice] = useState<string | null>(null)
  const [addingFor, setAddingFor] = useState<'shipping' | 'billing' | null>(null)
  const [billingSame, setBillingSame] = useState(true)
  // One key per checkout attempt, kept for a retry of the same attempt (checkout README).
  const attemptKey = useRef<string | null>(null)

  const addresses = useGetAddressesQuery()
  const [addAddress, adding] = useAddAddressMutation()
  const pickupAddress = useGetPickupAddressQuery(undefined, { skip: preorder })
  const [tryCoupon] = useLazyGetCouponDiscountQuery()

  const profileAddress = fromProfile(user as Record<string, unknown> | null)
  const saved = addresses.data ?? []
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

  // The default address is chosen for the shopper once the addresses are known.
  useEffect(() => {
    if (!checkout.shippingAddress && defaultOption && addresses.isSuccess) {
      dispatch(shippingAddressChosen(defaultOption.address))
    }
  }, [addresses.isSuccess, checkout.shippingAddress, defaultOption, dispatch])

  const pickup = !preorder && checkout.pickupOrder
  const ownBilling = !preorder && (pickup || !billingSame)
  const billingAddress = preorder ? null : ownBilling ? checkout.billingAddress : checkout.shippingAddress
  // A separate billing address starts as the default one.
  useEffect(() => {
    if (ownBilling && !checkout.billingAddress && defaultOption) {
      dispatch(billingAddressChosen(defaultOption.address))
    }
  }, [checkout.billingAddress, defaultOption, dispatch, ownBilling])
  const shippingCountry = checkout.shippingAddress?.country ?? profileAddress?.country ?? null
  const subTotal = totals.subTotal

  const shipping = useGetShippingChargeQuery(
    { country: shippingCountry ?? '', subTotal },
    { skip: pickup || !shippingCountry || lines.length === 0 },
  )
  const couponCheck = useGetCouponDiscountQuery(
    { code: checkout.couponCode ?? '', subTotal },
    { skip: preorder || !checkout.couponCode || lines.length === 0 },
  )
  const couponDiscount = preorder ? 0 : checkout.couponDiscount
  const tax = useGetTaxQuery(
    // Pickup orders are taxed where the shop is, the server's default country.
    {
      amount: taxableAmount(subTotal, couponDiscount),
      country: pickup ? undefined : (shippingCountry ?? undefined),
    },
    { skip: lines.length === 0 || (!pickup && !shippingCountry) },
  )

  // The server's answers go into the checkout state (spec 4: filled from the calls of section 7).
  // currentData only: an answer for other arguments (the previous address or subtotal) never counts.
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

  // Ready only once the state holds the answers for the current arguments.
  const shippingSettled =
    pickup ||
    (shippingAmount !== undefined && !shipping.isFetching && checkout.shippingCharge === shippingAmount)
  const taxSettled = taxAmount !== undefined && !tax.isFetching && checkout.taxAmount === taxAmount
  const couponSettled =
    preorder ||
    !checkout.couponCode ||
    (couponAnswer !== undefined && !couponFetching && couponAnswer.discount === checkout.couponDiscount)
  const hasAddress = pickup || Boolean(checkout.shippingAddress ?? profileAddress)
  const hasBilling = preorder || Boolean(billingAddress)
  const ready = lines.length > 0 && shippingSettled && taxSettled && couponSettled && hasAddress && hasBilling

  const shippingNote = pickup
    ? null
    : !shippingCountry
      ? 'Choose an address'
      : shipping.isError
        ? errorMessage(shipping.error, 'Not available')
        : shipping.isFetching || !shipping.isSuccess
          ? 'Calculating...'
          : null
  const notReadyReason = !hasAddress
    ? 'Choose or add a shipping address.'
    : !hasBilling
      ? 'Choose or add a billing address.'
      : shipping.isError
        ? errorMessage(shipping.error, 'Shipping to this address is not available.')
        : null

  const saveAddress = async (input: Parameters<typeof addAddress>[0], forPart: 'shipping' | 'billing') => {
    try {
      const answer = await addAddress(input).unwrap()
      toast.success('Address added successfully!')
      const address = fromSaved(answer.data.data)
      dispatch(forPart === 'shipping' ? shippingAddressChosen(address) : billingAddressChosen(address))
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

  const pay = async (card: { number: string; name: string; expiry: string; cvc: string }) => {
    setRetryNotice(null)
    setPricesChanged(null)
    attemptKey.current ??= newIdempotencyKey()
    const outcome = await dispatch(
      placeOrder(
        kind,
        {
          items: lines.map((l) => ({
            id: l.id,
            qty: l.qty,
            price: l.price,
            ...(l.subscription ? { subscription: { interval: l.subscription.interval } } : {}),
          })),
          subTotal: figures.subTotal,
          couponCode: preorder ? null : checkout.couponCode,
          couponDiscount: figures.couponDiscount,
          shippingCharge: figures.shippingCharge,
          taxAmount: figures.taxAmount,
          total: figures.total,
          shippingAddress: pickup ? null : (checkout.shippingAddress ?? profileAddress),
          billingAddress: preorder ? null : billingAddress,
          pickupOrder: pickup,
          pickupAddress: pickup ? (checkout.pickupAddress ?? pickupAddress.data ?? null) : null,
          back_order: preorder ? 1 : 0,
          cardDetails: card,
        },
        attemptKey.current,
      ),
    )
    if (outcome.ok) {
      attemptKey.current = null
      dispatch(preorder ? backorderCartCleared() : cartCleared())
      dispatch(checkoutCleared())
      const state: CheckoutSuccessState = { result: outcome.result, preorder }
      navigate(paths.checkoutSuccess, { state, replace: true })
      return
    }
    const { failure } = outcome
    if (outcome.retryable || (failure.status === 409 && failure.message === IN_FLIGHT_MESSAGE)) {
      // The outcome is unknown: the same key lets the next press find the first answer.
      setRetryNotice(failure.message)
      return
    }
    attemptKey.current = null
    if (failure.status === 401) {
      dispatch(sessionEnded())
      toast.info('Your session has ended. Please log in again.', { toastId: 'session-ended' })
      return
    }
    if (failure.status === 409 && outcome.current) {
      // Nothing was charged: show what the shop charges now and bring the lines up to date.
      setPricesChanged(outcome.current)
      setCartCheck((n) => n + 1)
      // Rates or the coupon may have changed too: ask the server again.
      if (!pickup && shippingCountry) void shipping.refetch()
      if (checkout.couponCode && !preorder) void couponCheck.refetch()
      void tax.refetch()
      return
    }
    const state: CheckoutFailedState = {
      failure,
      retryTo: preorder ? paths.confirmPreorder : paths.confirmOrder,
    }
    navigate(paths.checkoutFailed, { state })
  }

  const title = preorder ? 'CONFIRM CHECKOUT PROCESS' : 'Confirm Order'
  if (lines.length === 0) {
    return (
      <section className="py-5 text-center">
        <h1 className="h3">{title}</h1>
        <p>{preorder ? 'Your backorder cart is empty.' : 'Your cart is empty.'}</p>
        <Link className="btn btn-primary" to={paths.allProducts}>
          Continue Shopping
        </Link>
      </section>
    )
  }

  const newAddressFor = (part: 'shipping' | 'billing') =>
    addingFor === part ? (
      <NewAddressForm
        defaults={{
          first_name: profileAddress?.first_name ?? '',
          last_name: profileAddress?.last_name ?? '',
          email: profileAddress?.email ?? '',
          phone: profileAddress?.phone ?? '',
          country: profileAddress?.country ?? 'Bermuda',
        }}
        saving={adding.isLoading}
        onSave={(input) => void saveAddress(input, part)}
        onCancel={() => setAddingFor(null)}
      />
    ) : (
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setAddingFor(part)}>
        Add New Address
      </button>
    )

  return (
    <div className="checkout-page">
      <h1 className="h3 mb-3">{title}</h1>
      <CartCheck key={cartCheck} />
      <div className="row g-4">
        <div className="col-lg-7 d-grid gap-4 align-content-start">
          <section className="card shadow-sm" aria-labelledby="checkout-items-title">
            <div className="card-body">
              <h2 id="checkout-items-title" className="h5">
                {preorder ? 'Pre-order items' : 'Items'}
              </h2>
              <CheckoutItems lines={lines} caption={preorder ? 'Backorder cart' : 'Shopping cart'} />
            </div>
          </section>
          {preorder ? null : (
            <section className="card shadow-sm">
              <div className="card-body">
                <DeliveryChoice
                  pickup={pickup}
                  pickupAddress={pickupAddress.data}
                  onChange={(wantsPickup) =>
                    dispatch(pickupAddressChosen(wantsPickup ? (pickupAddress.data ?? null) : null))
                  }
                />
              </div>
            </section>
          )}
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
              Pre-orders are billed to the address on your profile. They ship when the items are back in
              stock.
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
                      onChange={(e) => setBillingSame(e.target.checked)}
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
        </div>

        <div className="col-lg-5 d-grid gap-4 align-content-start">
          <section className="card shadow-sm" aria-labelledby="checkout-summary-title">
            <div className="card-body d-grid gap-3">
              <h2 id="checkout-summary-title" className="h5 mb-0">
                Order summary
              </h2>
              {preorder ? null : (
                <div>
                  <CouponForm
                    appliedCode={checkout.couponCode}
                    discount={checkout.couponDiscount}
                    onApply={applyCoupon}
                    onRemove={() => dispatch(couponRemoved())}
                  />
                </div>
              )}
              <OrderSummary
                figures={figures}
                itemCount={totals.totalCount}
                pickup={pickup}
                shippingNote={shippingNote}
                subscriptionSavings={checkout.subscriptionDiscount}
              />
              {pricesChanged ? <PricesChanged current={pricesChanged} /> : null}
            </div>
          </section>
          <section className="card shadow-sm" aria-labelledby="checkout-payment-title">
            <div className="card-body">
              <h2 id="checkout-payment-title" className="h5">
                Payment
              </h2>
              <PaymentForm
                submitLabel={ready ? `Pay ${formatDollars(figures.total)}` : 'Pay'}
                ready={ready}
                processing={checkout.loading}
                onPay={(card) => void pay(card)}
                notice={
                  <div aria-live="polite">
                    {retryNotice ? (
                      <div className="alert alert-warning small">
                        {retryNotice} Press Pay again to retry: you will not be charged twice.
                      </div>
                    ) : null}
                    {notReadyReason ? <p className="small text-danger">{notReadyReason}</p> : null}
                  </div>
                }
              />
            </div>
          </section>
        </div>
      </div>
      <ProcessingOverlay show={checkout.loading} />
    </div>
  )
}

/** The cart check against current prices and stock, with what it changed (cart feature). */
function CartCheck() {
  const { notices } = useFreshCarts()
  if (notices.length === 0) return null
  return (
    <div className="alert alert-warning" role="status">
      <h2 className="h6">We updated your order to the shop&apos;s current prices and stock:</h2>
      <ul className="mb-0">
        {notices.map((n) => (
          <li key={`${n.rowId}-${n.kind}`}>{n.message}</li>
        ))}
      </ul>
    </div>
  )
}

/** A 409 'Prices have changed' answer: the figures the shop charges now; nothing was charged. */
function PricesChanged({ current }: { current: ServerFigures }) {
  return (
    <div className="alert alert-warning mb-0" role="alert">
      <h3 className="h6">Prices have changed. Please review your order.</h3>
      <p className="small">Nothing was charged. The shop&apos;s current figures are:</p>
      <dl className="small mb-2">
        {(
          [
            ['Subtotal', current.subTotal],
            ['Coupon discount', current.couponDiscount],
            ['Shipping', current.shippingCharge],
            ['Tax', current.taxAmount],
            ['Total', current.total],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between">
            <dt className="fw-normal">{label}</dt>
            <dd className="mb-0">{formatDollars(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="small mb-0">Your order above now shows them. Press Pay to continue.</p>
    </div>
  )
}
