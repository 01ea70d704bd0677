import type { AdminMessage } from '@shop/shared/schemas/admin/common'
import type { Paged } from '@shop/shared/schemas/admin/common'
import type {
  AdminOrderDetail,
  AdminOrderSummary,
  AdvanceOrderInput,
  CancelOrderInput,
  OrderChangeResponse,
} from '@shop/shared/schemas/admin/orders'
import { adminApi, CHANGE_TAGS, listParams, type ListArgs } from '../../store/admin-api'

export const adminOrdersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<Paged<AdminOrderSummary>, ListArgs>({
      query: (query) => ({ url: 'admin/orders', params: listParams(query) }),
      providesTags: ['Order'],
    }),
    getAdminOrder: build.query<AdminOrderDetail, number>({
      query: (id) => `admin/orders/${id}`,
      transformResponse: (body: { order: AdminOrderDetail }) => body.order,
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    advanceOrder: build.mutation<OrderChangeResponse, { id: number; body: AdvanceOrderInput }>({
      query: ({ id, body }) => ({ url: `admin/orders/${id}/status`, method: 'POST', body }),
      invalidatesTags: ['Order', 'Customer', ...CHANGE_TAGS],
    }),
    cancelOrder: build.mutation<OrderChangeResponse, { id: number; body: CancelOrderInput }>({
      query: ({ id, body }) => ({ url: `admin/orders/${id}/cancel`, method: 'POST', body }),
      invalidatesTags: ['Order', 'Customer', 'Product', 'Lot', ...CHANGE_TAGS],
    }),
    resendConfirmation: build.mutation<AdminMessage, number>({
      query: (id) => ({ url: `admin/orders/${id}/resend-confirmation`, method: 'POST' }),
      invalidatesTags: ['Mail', ...CHANGE_TAGS],
    }),
  }),
})

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useAdvanceOrderMutation,
  useCancelOrderMutation,
  useResendConfirmationMutation,
} = adminOrdersApi
