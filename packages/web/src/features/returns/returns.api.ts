import type { ReturnOptions, ReturnRequest, ReturnView, StoreCredit } from '@shop/shared/schemas/returns'
import { api } from '../../store/api'

export type { ReturnOptions, ReturnView, StoreCredit }

/** The customer's returns and store credit; cached under the order's tag, refreshed when one starts. */
export const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReturnOptions: build.query<ReturnOptions, number>({
      query: (orderId) => `customer/orders/${orderId}/return-options`,
      providesTags: (_r, _e, orderId) => [{ type: 'Order', id: orderId }],
    }),
    getOrderReturns: build.query<ReturnView[], number>({
      query: (orderId) => `customer/orders/${orderId}/returns`,
      transformResponse: (body: { items: ReturnView[] }) => body.items,
      providesTags: (_r, _e, orderId) => [{ type: 'Order', id: orderId }],
    }),
    startReturn: build.mutation<
      { message?: string; return: ReturnView },
      { orderId: number; body: ReturnRequest }
    >({
      query: ({ orderId, body }) => ({ url: `customer/orders/${orderId}/returns`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    getStoreCredit: build.query<StoreCredit, void>({
      query: () => 'customer/store-credit',
      providesTags: ['Order'],
    }),
  }),
})

export const {
  useGetReturnOptionsQuery,
  useGetOrderReturnsQuery,
  useStartReturnMutation,
  useGetStoreCreditQuery,
} = returnsApi
