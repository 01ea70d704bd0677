import { api } from '../../store/api'

/** One product of a subscription, as the server keeps it in the subscription's items text. */
export interface SubscriptionItem {
  product_id: number
  name: string
  /** Dollars, the Subscribe & Save price of one unit. */
  price: number
  qty: number
  slug: string
  thumbnail: string
  thumbnail_compress: string
}

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled'

/** A Subscribe & Save subscription. `items` is JSON text of SubscriptionItem; money in dollars. */
export interface Subscription {
  subscription_no: string
  items: string
  next_date: string
  /** The delivery interval in months. */
  month: number
  grand_total: number
  status?: SubscriptionStatus
  cancelled_at?: string | null
  created_at?: string
}

/** A coming delivery: which subscription, when, what and for how much. */
export interface SubscriptionDelivery {
  subscription_no: string
  next_date: string
  items: string
  grand_total: number
  month?: number
}

interface TotalSubscriptionsResponse {
  total_subsriptions?: number
  total_subscriptions?: number
}

/** The self-service changes a customer can make to one of their subscriptions. */
export type SubscriptionChange =
  | { kind: 'skip' }
  | { kind: 'reschedule'; next_date: string }
  | { kind: 'interval'; month: number }
  | { kind: 'quantity'; product_id: number; qty: number }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'send-now' }

export interface MessageResponse {
  message?: string
}

function listOf<T>(body: unknown, key: string): T[] {
  const value = (body as Record<string, unknown> | null)?.[key]
  return Array.isArray(value) ? (value as T[]) : []
}

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
    default:
      return { url: `${base}/${change.kind}`, method: 'POST' }
  }
}

/** Subscribe & Save calls. Every change refetches every list, so all tabs and cards agree. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTotalSubscriptions: build.query<number, void>({
      query: () => 'customer/get-user-total-subscription',
      transformResponse: (body: TotalSubscriptionsResponse) =>
        body.total_subscriptions ?? body.total_subsriptions ?? 0,
      providesTags: ['Subscription'],
    }),
    getActiveSubscriptions: build.query<Subscription[], void>({
      query: () => 'customer/get-active-subscription',
      transformResponse: (body: unknown) => listOf<Subscription>(body, 'subscriptions'),
      providesTags: ['Subscription'],
    }),
    getNextDeliveries: build.query<SubscriptionDelivery[], void>({
      query: () => 'customer/get-next-deliveries-subscription',
      transformResponse: (body: unknown) => listOf<SubscriptionDelivery>(body, 'deliveries'),
      providesTags: ['Subscription'],
    }),
    getCancelledSubscriptions: build.query<Subscription[], void>({
      query: () => 'customer/get-cancelled-subscription',
      transformResponse: (body: { data: { data: { data: Subscription[] } } }) => body.data.data.data,
      providesTags: ['Subscription'],
    }),
    /** Cancels by the subscription number, with the customer's reason when they gave one. */
    cancelSubscription: build.mutation<MessageResponse, { subscriptionNo: string; reason?: string }>({
      query: ({ subscriptionNo, reason }) => ({
        url: 'customer/cancel-subscription',
        method: 'POST',
        body: reason ? { subscription_id: subscriptionNo, reason } : { subscription_id: subscriptionNo },
      }),
      invalidatesTags: ['Subscription', 'Order'],
    }),
    changeSubscription: build.mutation<
      MessageResponse,
      { subscriptionNo: string; change: SubscriptionChange }
    >({
      query: ({ subscriptionNo, change }) => changeRequest(subscriptionNo, change),
      // Send now places an order, so the order lists and totals change as well.
      invalidatesTags: ['Subscription', 'Order'],
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
} = subscriptionsApi
