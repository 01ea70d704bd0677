import type {
  ActiveSubscriptionsResponse,
  CancelledSubscriptionsResponse,
  Delivery,
  NextDeliveriesResponse,
  SendNowResponse,
  Subscription,
  SubscriptionChangeResponse,
  TotalSubscriptionsResponse,
} from '@shop/shared/schemas/subscriptions'
import { api } from '../../store/api'

export type { Delivery, Subscription }

type Change = { subscriptionNo: string }

const change =
  (action: string) =>
  ({ subscriptionNo, ...body }: Change & Record<string, unknown>) => ({
    url: `customer/subscriptions/${encodeURIComponent(subscriptionNo)}/${action}`,
    method: 'POST',
    body,
  })

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    getCancelledSubscriptions: build.query<CancelledSubscriptionsResponse['data']['data'], number>({
      query: (page) => ({ url: 'customer/get-cancelled-subscription', params: { page } }),
      transformResponse: (body: CancelledSubscriptionsResponse) => body.data.data,
      providesTags: ['Subscription'],
    }),
    getTotalSubscriptions: build.query<number, void>({
      query: () => 'customer/get-user-total-subscription',
      transformResponse: (body: TotalSubscriptionsResponse) => body.total_subsriptions,
      providesTags: ['Subscription'],
    }),
    cancelSubscription: build.mutation<
      SubscriptionChangeResponse,
      { subscriptionNo: string; reason?: string }
    >({
      query: ({ subscriptionNo, reason }) => ({
        url: 'customer/cancel-subscription',
        method: 'POST',
        body: { subscription_id: subscriptionNo, ...(reason ? { reason } : {}) },
      }),
      invalidatesTags: ['Subscription'],
    }),
    skipDelivery: build.mutation<SubscriptionChangeResponse, Change>({
      query: change('skip'),
      invalidatesTags: ['Subscription'],
    }),
    rescheduleDelivery: build.mutation<SubscriptionChangeResponse, Change & { next_date: string }>({
      query: change('reschedule'),
      invalidatesTags: ['Subscription'],
    }),
    changeInterval: build.mutation<SubscriptionChangeResponse, Change & { month: number }>({
      query: change('interval'),
      invalidatesTags: ['Subscription'],
    }),
    changeQuantity: build.mutation<SubscriptionChangeResponse, Change & { product_id: number; qty: number }>({
      query: change('quantity'),
      invalidatesTags: ['Subscription'],
    }),
    pauseSubscription: build.mutation<SubscriptionChangeResponse, Change>({
      query: change('pause'),
      invalidatesTags: ['Subscription'],
    }),
    resumeSubscription: build.mutation<SubscriptionChangeResponse, Change>({
      query: change('resume'),
      invalidatesTags: ['Subscription'],
    }),
    updateCard: build.mutation<
      SubscriptionChangeResponse,
      Change & { cardDetails: { number: string; name: string; expiry: string; cvc: string } }
    >({
      query: change('card'),
      invalidatesTags: ['Subscription'],
    }),
    sendNow: build.mutation<SendNowResponse, Change>({
      query: change('send-now'),
      invalidatesTags: ['Subscription', 'Order'],
    }),
  }),
})

export const {
  useGetActiveSubscriptionsQuery,
  useGetNextDeliveriesQuery,
  useGetCancelledSubscriptionsQuery,
  useGetTotalSubscriptionsQuery,
  useCancelSubscriptionMutation,
  useSkipDeliveryMutation,
  useRescheduleDeliveryMutation,
  useChangeIntervalMutation,
  useChangeQuantityMutation,
  usePauseSubscriptionMutation,
  useResumeSubscriptionMutation,
  useSendNowMutation,
  useUpdateCardMutation,
} = subscriptionsApi
