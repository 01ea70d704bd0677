import type {
  Order,
  OrderDetailResponse,
  OrderListResponse,
  OrderTrackingEntry,
  OrderTrackingResponse,
  OrderYearsResponse,
  TotalExpenditureResponse,
  TotalOrdersResponse,
} from '@shop/shared/schemas/orders'
import type { CartFillResponse } from '@shop/shared/schemas/saved-cart'
import { api } from '../../store/api'

export type { Order, OrderTrackingEntry }

export interface OrderListArgs {
  page: number
  /** Only orders placed in this year; all years when absent. */
  year?: number
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Buy again: the order's lines ready for the carts at today's prices, with what changed. */
    buyAgain: build.mutation<CartFillResponse, number>({
      query: (orderId) => ({ url: `customer/orders/${orderId}/buy-again`, method: 'POST' }),
    }),
    getOrders: build.query<OrderListResponse, OrderListArgs>({
      query: ({ page, year }) => ({ url: 'customer/get-orders', params: year ? { page, year } : { page } }),
      providesTags: ['Order'],
    }),
    getOrderDetail: build.query<Order, number>({
      query: (orderId) => `customer/order/detail/${orderId}`,
      transformResponse: (body: OrderDetailResponse) => body.data,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    getOrderTracking: build.query<OrderTrackingEntry[], number>({
      query: (orderId) => `customer/order/process/${orderId}`,
      transformResponse: (body: OrderTrackingResponse) => body.data,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    getTotalOrders: build.query<number, void>({
      query: () => 'customer/get-total-orders',
      transformResponse: (body: TotalOrdersResponse) => body['Total Orders'],
      providesTags: ['Order'],
    }),
    /** Dollars the customer has paid for orders, summed by the server. */
    getTotalExpenditure: build.query<number, void>({
      query: () => 'customer/get-user-expenditure',
      transformResponse: (body: TotalExpenditureResponse) => body['Total Expenditure'],
      providesTags: ['Order'],
    }),
    getOrderYears: build.query<number[], void>({
      query: () => 'customer/order-years',
      transformResponse: (body: OrderYearsResponse) => body.data,
      providesTags: ['Order'],
    }),
  }),
})

export const {
  useGetOrdersQuery,
  useGetOrderDetailQuery,
  useGetOrderTrackingQuery,
  useGetTotalOrdersQuery,
  useGetTotalExpenditureQuery,
  useGetOrderYearsQuery,
  useBuyAgainMutation,
} = ordersApi
