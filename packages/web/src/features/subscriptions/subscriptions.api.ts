import type { PaymentMethodsResponse, SavedPaymentMethod } from '@shop/shared/schemas/payment-methods'
import type {
  ActiveSubscriptionsResponse,
  CancelledSubscriptionsResponse,
  Delivery,
  NextDeliveriesResponse,
  SendNowResponse,
  Subscription,
  SubscriptionChangeResponse,
  SubscriptionItem,
  TotalSubscriptionsResponse,
} from '@shop/shared/schemas/subscriptions'
import { api } from '../../store/api'

export type { Delivery, Subscription, SubscriptionItem }

/** One page of cancelled subscriptions. */
export type CancelledSubscriptionsPage = CancelledSubscriptionsResponse['data']['data']

/** The self-service changes a customer can make to one of their subscriptions. */
export type SubscriptionChange =
  | { kind: 'skip' }
  | { kind: 'reschedule'; next_date: string }
  | { kind: 'interval'; month: number }
  | { kind: 'quantity'; product_id: number; qty: number }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'send-now' }
  /** A new card's one-use token from the card element, or one of the customer's saved cards. */
  | { kind: 'card'; paymentToken: string }
  | { kind: 'card'; paymentMethodId: number }

/** The body of each self-service call; the subscription is named in the path. */
function changeRequest(subscriptionNo: string, change: SubscriptionChange) {
  const base = `customer/subscriptions/${encodeURIComponent(subscriptionNo)}`
  switch (change.kind) {
    case 'reschedule':
      return { url: `${base}/reschedule`, method: 'POST', body: { next_date: change.next_date } }
    case 'interval':
      return { url: `${base}/interval`, method: 'POST', body: { month: change.month } }
    case 'quantity':
      return {
        url: `${base}/quantity`,
        method: 'POST',
        body: { product_id: change.product_id, qty: change.qty },
      }
    case 'card': {
      const { kind: _kind, ...body } = change
      return { url: `${base}/card`, method: 'POST', body }
    }
    default:
      return { url: `${base}/${change.kind}`, method: 'POST' }
  }
}

/** Subscribe & Save calls. Every change refetches every list, so all tabs and cards agree. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTotalSubscriptions: build.query<number, void>({
      query: () => 'customer/get-user-total-subscription',
      transformResponse: (body: TotalSubscriptionsResponse) => body.total_subscriptions,
      providesTags: ['Subscription'],
    }),
    getActiveSubscriptions: build.query<Subscription[], void>({
      query: () => 'customer/get-active-subscription',
      transformResponse: (body: ActiveSubscriptionsResponse) => body.subscriptions,
      providesTags: ['Subscription'],
    }),
    getNextDeliveries: build.query<Delivery[], void>({
      query: () => 'customer/get-next-deliveries-subscription',
      transformResponse: (body: NextDeliveriesResponse) => body.deliveries,
      providesTags: ['Subscription'],
    }),
    /** Newest cancellation first, a page at a time. */
    getCancelledSubscriptions: build.query<CancelledSubscriptionsPage, number>({
      query: (page) => ({ url: 'customer/get-cancelled-subscription', params: { page } }),
      transformResponse: (body: CancelledSubscriptionsResponse) => body.data.data,
      providesTags: ['Subscription'],
    }),
    /** Cancels by the subscription number, with the customer's reason when they gave one. */
    cancelSubscription: build.mutation<{ message: string }, { subscriptionNo: string; reason?: string }>({
      query: ({ subscriptionNo, reason }) => ({
        url: 'customer/cancel-subscription',
        method: 'POST',
        body: reason ? { subscription_id: subscriptionNo, reason } : { subscription_id: subscriptionNo },
      }),
      invalidatesTags: ['Subscription', 'Order'],
    }),
    changeSubscription: build.mutation<
      SubscriptionChangeResponse | SendNowResponse,
      { subscriptionNo: string; change: SubscriptionChange }
    >({
      query: ({ subscriptionNo, change }) => changeRequest(subscriptionNo, change),
      // Send now places an order, so the order lists and totals change as well.
      invalidatesTags: ['Subscription', 'Order', 'PaymentMethod'],
    }),
    /** The customer's saved cards, which a subscription can be charged to. */
    getSubscriptionSavedCards: build.query<SavedPaymentMethod[], void>({
      query: () => 'customer/payment-methods',
      transformResponse: (body: PaymentMethodsResponse) => body.data,
      providesTags: ['PaymentMethod'],
    }),
  }),
})

export const {
  useGetTotalSubscriptionsQuery,
  useGetActiveSubscriptionsQuery,
  useGetNextDeliveriesQuery,
  useGetCancelledSubscriptionsQuery,
  useCancelSubscriptionMutation,
  useChangeSubscriptionMutation,
  useGetSubscriptionSavedCardsQuery,
} = subscriptionsApi
