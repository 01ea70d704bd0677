import type { PaymentMethodsResponse, SavedPaymentMethod } from '@shop/shared/schemas/payment-methods'
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { AwaitingApproval } from '@shop/shared/schemas/business-account-approvals'
import { apiErrorCode, isApiErrorBody, type ApiErrorCode } from '@shop/shared/api-error'
import { toCents, toDollars, type Cents } from '@shop/shared/money'
import type { OrderTotals } from '@shop/shared/order-totals'
import type {
  CalculateTaxResponse,
  CheckoutActionResponse,
  CheckoutAmounts,
  CheckoutKind,
  CheckoutPayloadInput,
  CheckoutSuccessResponse,
  CheckoutAddress,
  CouponDiscountResponse,
  ShippingChargeResponse,
  ShippingEstimateResponse,
} from '@shop/shared/schemas/checkout'
import { api } from '../../store/api'
import {
  paymentAwaitsBuyer,
  paymentFailed,
  paymentStarted,
  paymentSucceeded,
  type CheckoutFailure,
} from './checkout.slice'

/** What checkout/payment and checkout/preorder answer on success (docs/requirements/carts-and-checkout.md §10). */
export type PaymentResult = CheckoutSuccessResponse['data']

/*
 * The checkout works in cents (docs/decisions/0001-money-in-integer-cents.md). The API carries
 * dollars: this module is the one place that converts, on the way out and on the way back.
 */

/** Money in URL paths: dollars with two decimals. */
const amountPath = (cents: Cents) => toDollars(cents).toFixed(2)

/** A coupon the server accepted for a subtotal. */
export interface CouponAnswer {
  code: string
  discountCents: Cents
  /** 'Coupon applied successfully.' */
  message: string
}

/** The figures as the order's payload carries them (dollars). */
export function checkoutAmounts(totals: OrderTotals): CheckoutAmounts {
  return {
    subTotal: toDollars(totals.subTotalCents),
    couponDiscount: toDollars(totals.couponDiscountCents),
    shippingCharge: toDollars(totals.shippingChargeCents),
    taxAmount: toDollars(totals.taxCents),
    total: toDollars(totals.totalCents),
  }
}

/** The server's figures (a 409 prices_changed answer) in cents. */
export function orderTotalsOf(amounts: CheckoutAmounts): OrderTotals {
  return {
    subTotalCents: toCents(amounts.subTotal),
    couponDiscountCents: toCents(amounts.couponDiscount),
    shippingChargeCents: toCents(amounts.shippingCharge),
    taxCents: toCents(amounts.taxAmount),
    totalCents: toCents(amounts.total),
  }
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Shipping for a country and the cart subtotal. */
    getShippingCharge: build.query<Cents, { country: string; subTotalCents: Cents }>({
      query: ({ country, subTotalCents }) =>
        `shipping-charge/${encodeURIComponent(country)}/${amountPath(subTotalCents)}`,
      transformResponse: (body: ShippingChargeResponse) => toCents(body.amount),
    }),
    /**
     * A pre-order's shipping to an address: free when it ships with the customer's paid order not yet
     * shipped (docs/requirements/carts-and-checkout.md §8.2), with that order's number.
     */
    getPreorderShipping: build.query<
      { shippingCents: Cents; shipsWithOrderNo: string | null },
      { subTotalCents: Cents; shippingAddress: CheckoutAddress }
    >({
      query: ({ subTotalCents, shippingAddress }) => ({
        url: 'customer/preorder-shipping',
        method: 'POST',
        body: { amount: toDollars(subTotalCents), shippingAddress },
      }),
      transformResponse: (body: ShippingEstimateResponse) => ({
        shippingCents: toCents(body.shipping),
        shipsWithOrderNo: body.ships_with_order_no,
      }),
    }),
    getCouponDiscount: build.query<CouponAnswer, { code: string; subTotalCents: Cents }>({
      query: ({ code, subTotalCents }) =>
        `coupon-discount/${encodeURIComponent(code)}/${amountPath(subTotalCents)}`,
      transformResponse: (body: CouponDiscountResponse) => ({
        code: body.coupon.code,
        discountCents: toCents(body.discount),
        message: body.message,
      }),
    }),
    /** Tax on the taxable amount (subtotal less coupon) for the shipping country. */
    getTax: build.query<Cents, { taxableCents: Cents; country?: string }>({
      query: ({ taxableCents, country }) => ({
        url: `calculate-tax/${amountPath(taxableCents)}`,
        params: country ? { country } : undefined,
      }),
      transformResponse: (body: CalculateTaxResponse) => toCents(body.tax_amount),
    }),
    /** The store's pickup address from GET /api/shop-info. */
    getPickupAddress: build.query<string, void>({
      query: () => 'shop-info',
      transformResponse: (body: { pickup_address: string }) => body.pickup_address,
    }),
    /** The buyer's saved cards, offered beside a new card. */
    getCheckoutSavedCards: build.query<SavedPaymentMethod[], void>({
      query: () => 'customer/payment-methods',
      transformResponse: (body: PaymentMethodsResponse) => body.data,
      providesTags: ['PaymentMethod'],
    }),
  }),
})

export const {
  useGetShippingChargeQuery,
  useGetPreorderShippingQuery,
  useLazyGetCouponDiscountQuery,
  useGetCouponDiscountQuery,
  useGetTaxQuery,
  useGetPickupAddressQuery,
  useGetCheckoutSavedCardsQuery,
} = checkoutApi

/** A fresh Idempotency-Key for one checkout attempt. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; plain-HTTP intranet installs still get 128 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The card's bank asks the buyer to authenticate (3-D Secure): the order waits for its challenge. */
export type CheckoutChallenge = Pick<CheckoutActionResponse['data'], 'orderNumber' | 'action'>

export type PlaceOrderOutcome =
  | { ok: true; result: PaymentResult }
  /** 202: nothing is charged until the buyer passes the challenge and the shop confirms. */
  | { ok: 'needs_action'; challenge: CheckoutChallenge }
  /** 202: an order on account waits for the account's Approver; nothing is placed yet. */
  | { ok: 'awaiting_approval'; awaiting: AwaitingApproval['data'] }
  | {
      ok: false
      failure: CheckoutFailure
      /** The server's reason, where it names one (e.g. prices_changed, order_in_progress). */
      code: ApiErrorCode | undefined
      /** The server's current figures when it answered 409 prices_changed. */
      current: OrderTotals | null
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
  return checkoutCall(`/api/checkout/${kind}`, payload, { 'Idempotency-Key': idempotencyKey })
}

/**
 * After the buyer answered the bank's challenge: asks the shop for the provider's word on the
 * waiting order. It answers as checkout does: paid, still waiting, or declined (422).
 */
export function confirmPayment(orderNumber: string): PlaceOrderThunk {
  return checkoutCall('/api/checkout/payment/confirm', { orderNumber }, {})
}

/** One checkout call and its answer, read the same way for placing and for confirming. */
function checkoutCall(url: string, payload: unknown, headers: Record<string, string>): PlaceOrderThunk {
  return async (dispatch, getState) => {
    dispatch(paymentStarted())
    const token = getState().auth.token
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...headers,
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
    if (response.status === 202 && (body as AwaitingApproval).data.status === 'awaiting_approval') {
      dispatch(paymentSucceeded())
      return { ok: 'awaiting_approval', awaiting: (body as AwaitingApproval).data }
    }
    if (response.status === 202) {
      // Waiting for the buyer, not for the shop: the page shows the challenge instead of 'Processing'.
      dispatch(paymentAwaitsBuyer())
      const { orderNumber, action } = (body as CheckoutActionResponse).data
      return { ok: 'needs_action', challenge: { orderNumber, action } }
    }
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
    const charged = (body as { current?: CheckoutAmounts } | null)?.current
    const current = charged ? orderTotalsOf(charged) : null
    return { ok: false, failure, code: apiErrorCode(body), current, retryable: response.status >= 500 }
  }
}

/** Navigation state of /checkout/success. */
export interface CheckoutSuccessState {
  result: PaymentResult
  preorder: boolean
  /** What was bought and where it goes, for the success page to say (docs/requirements/carts-and-checkout.md §12). */
  summary?: OrderSummaryState
}

/** The placed order as the success page shows it: lines, total, and delivery or pickup. */
export interface OrderSummaryState {
  /** `pack`: the pack's label ('Box of 100') when the line is one. */
  lines: { rowId: string; name: string; pack?: string | null; qty: number; totalCents: number }[]
  totalCents: number
  /** How the total was paid: the card (with the store credit spent first), or the business account. */
  payment?: PlacedPayment
  /** The coupon's code and what it took off, so the lines, coupon, shipping and tax add up. */
  couponCode?: string | null
  couponCents?: number
  shippingCents: number
  taxCents?: number
  pickup: boolean
  /** The delivery address, or the store's for pickup. */
  address: unknown
}

/** How a placed order was paid, as its confirmation says it. */
export type PlacedPayment =
  | { kind: 'card'; storeCreditCents: number; cardCents: number }
  | { kind: 'account'; poNumber: string | null; dueOn: string }

/** Navigation state of /checkout/failed: the failure, and the page Try Again returns to. */
export interface CheckoutFailedState {
  failure: CheckoutFailure
  retryTo: string
}
