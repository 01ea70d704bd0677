import type { RefundTo, ReturnReason, ReturnStatus } from '@shop/shared/returns'
import type { ReturnView } from '@shop/shared/schemas/returns'
import { adminApi, CHANGE_TAGS } from '../../store/admin-api'

export interface ReturnLot {
  return_line_id: number
  lot_id: number
  lot_number: string
  expiry_date: string | null
  status: string
}

/** The card the order was paid with. */
export interface ReturnCard {
  brand: string | null
  last4: string
}

type ReturnAnswer = { message?: string; return: ReturnView }

export const adminReturnsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminReturns: build.query<ReturnView[], ReturnStatus | ''>({
      query: (status) => ({ url: 'admin/returns', params: status ? { status } : {} }),
      transformResponse: (body: { items: ReturnView[] }) => body.items,
      providesTags: ['Order'],
    }),
    getAdminReturn: build.query<{ return: ReturnView; card: ReturnCard | null; lots: ReturnLot[] }, number>({
      query: (id) => `admin/returns/${id}`,
      providesTags: ['Order'],
    }),
    decideReturn: build.mutation<
      ReturnAnswer,
      {
        id: number
        body: { decision: 'approve' | 'refuse'; note: string; return_method?: string; label_ref?: string }
      }
    >({
      query: ({ id, body }) => ({ url: `admin/returns/${id}/decision`, method: 'POST', body }),
      invalidatesTags: ['Order', ...CHANGE_TAGS],
    }),
    receiveReturn: build.mutation<
      ReturnAnswer,
      {
        id: number
        items: {
          return_line_id: number
          quantity: number
          disposition: string
          lot_id: number | null
          note: string
        }[]
        /** The reason as staff found it, when it differs from the customer's. */
        reason?: ReturnReason
      }
    >({
      query: ({ id, ...body }) => ({ url: `admin/returns/${id}/receive`, method: 'POST', body }),
      invalidatesTags: ['Order', 'Lot', 'Product', ...CHANGE_TAGS],
    }),
    refundReturn: build.mutation<ReturnAnswer, { id: number; refund_to: RefundTo }>({
      query: ({ id, refund_to }) => ({
        url: `admin/returns/${id}/refund`,
        method: 'POST',
        body: { refund_to },
      }),
      invalidatesTags: ['Order', 'Customer', ...CHANGE_TAGS],
    }),
  }),
})

export const {
  useGetAdminReturnsQuery,
  useGetAdminReturnQuery,
  useDecideReturnMutation,
  useReceiveReturnMutation,
  useRefundReturnMutation,
} = adminReturnsApi
