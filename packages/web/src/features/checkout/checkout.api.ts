import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { apiErrorCode, isApiErrorBody, type ApiErrorCode } from '@shop/shared/api-error'
import type {
  CalculateTaxResponse,
  CheckoutFigures as ServerFigures,
  CheckoutKind,
  CheckoutPayloadInput,
  CheckoutSuccessResponse,
  CouponDiscountResponse,
  ShippingChargeResponse,
} from '@shop/shared/schemas/checkout'
import { api } from '../../store/api'
import { paymentFailed, paymentStarted, paymentSucceeded, type CheckoutFailure } from './checkout.slice'

/** What checkout/payment and checkout/preorder answer on success (spec 3 'Payment response'). */
export type PaymentResult = CheckoutSuccessResponse['data']

/** Money in URL paths: dollars with two decimals. */
const amountPath = (amount: number) => amount.toFixed(2)

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Dollars for a country and the cart subtotal. */
    getShippingCharge: build.query<number, { country: string; subTotal: number }>({
      query: ({ country, subTotal }) =>
        `shipping-charge/${encodeURIComponent(country)}/${amountPath(subTotal)}`,
      transformResponse: (body: ShippingChargeResponse) => body.amount,
    }),
    getCouponDiscount: build.query<CouponDiscountResponse, { code: string; subTotal: number }>({
      query: ({ code, subTotal }) => `coupon-discount/${encodeURIComponent(code)}/${amountPath(subTotal)}`,
    }),
    /** Dollars of tax on the taxable amount (subtotal less coupon) for the shipping country. */
    getTax: build.query<number, { amount: number; country?: string }>({
      query: ({ amount, country }) => ({
        url: `calculate-tax/${amountPath(amount)}`,
        params: country ? { country } : undefined,
      }),
      transformResponse: (body: CalculateTaxResponse) => body.tax_amount,
    }),
    /** The store's pickup address from GET /api/shop-info. */
    getPickupAddress: build.query<string, void>({
      query: () => 'shop-info',
      transformResponse: (body: { pickup_address: string }) => body.pickup_address,
    }),
  }),
})

export const {
  useGetShippingChargeQuery,
  useLazyGetCouponDiscountQuery,
  useGetCouponDiscountQuery,
  useGetTaxQuery,
  useGetPickupAddressQuery,
} = checkoutApi

/** A fresh Idempotency-Key for one checkout attempt. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; plain-HTTP intranet installs still get 128 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export type PlaceOrderOutcome =
  | { ok: true; result: PaymentResult }
  | {
      ok: false
      failure: CheckoutFailure
      /** The server's reason, where it names one (e.g. prices_changed, order_in_progress). */
      code: ApiErrorCode | undefined
      /** The server's current figures when it answered 409 prices_changed. */
      current: ServerFigures | null
      /** True when the outcome is unknown (no answer, or a 5xx): retry with the same key. */
      retryable: boolean
    }

type PlaceOrderThunk = ThunkAction<
  Promise<PlaceOrderOutcome>,
  { auth: { token: string | null } },
  unknown,
  UnknownAction
>

/**
 * POSTs the order to checkout/payment or checkout/preorder.
 *
 * Not an RTK Query mutation on purpose: a mutation keeps its arguments (the card) in the store
 * until it is unsubscribed. Here the card exists only in this closure while the request runs.
 * The same idempotency key on a retried submit means the server charges at most once.
 * A 401 comes back as a failure like any other; the page ends the session.
 */
export function placeOrder(
  kind: CheckoutKind,
  payload: CheckoutPayloadInput,
  idempotencyKey: string,
): PlaceOrderThunk {
  return async (dispatch, getState) => {
    dispatch(paymentStarted())
    const token = getState().auth.token
    let response: Response
    try {
      response = await fetch(`/api/checkout/${kind}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(payload),
      })
    } catch {
      const failure: CheckoutFailure = {
        status: 'FETCH_ERROR',
        message: 'The shop could not be reached. Check your connection and try again.',
        error: { message: 'Network error' },
      }
      dispatch(paymentFailed(failure))
      return { ok: false, failure, code: undefined, current: null, retryable: true }
    }
    const body: unknown = await response.json().catch(() => null)
    if (response.ok) {
      dispatch(paymentSucceeded())
      // The new order shows in My Orders and the dashboard figures at once.
      dispatch(api.util.invalidateTags(['Order', 'Subscription']))
      return { ok: true, result: (body as CheckoutSuccessResponse).data }
    }
    const failure: CheckoutFailure = {
      status: response.status,
      message: isApiErrorBody(body) ? body.message : `The payment failed (${response.status}).`,
      error: body ?? { status: response.status },
    }
    dispatch(paymentFailed(failure))
    const current = (body as { current?: ServerFigures } | null)?.current ?? null
    return { ok: false, failure, code: apiErrorCode(body), current, retryable: response.status >= 500 }
  }
}

/** Navigation state of /checkout/success. */
export interface CheckoutSuccessState {
  result: PaymentResult
  preorder: boolean
}

/** Navigation state of /checkout/failed: the failure, and the page Try Again returns to. */
export interface CheckoutFailedState {
  failure: CheckoutFailure
  retryTo: string
}
