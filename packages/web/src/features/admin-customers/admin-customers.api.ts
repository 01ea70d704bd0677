import type { AdminCustomerDetail, AdminCustomerSummarySchema } from '@shop/shared/schemas/admin/customers'
import type { AdminMessage, Paged } from '@shop/shared/schemas/admin/common'
import type { z } from 'zod'
import { adminApi, CHANGE_TAGS, listParams, type ListArgs } from '../../store/admin-api'

export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummarySchema>
type CustomerAnswer = { message?: string; customer: AdminCustomerDetail }

export const adminCustomersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCustomers: build.query<Paged<AdminCustomerSummary>, ListArgs>({
      query: (query) => ({ url: 'admin/customers', params: listParams(query) }),
      providesTags: ['Customer'],
    }),
    getAdminCustomer: build.query<AdminCustomerDetail, number>({
      query: (id) => `admin/customers/${id}`,
      transformResponse: (body: CustomerAnswer) => body.customer,
      providesTags: (_r, _e, id) => [{ type: 'Customer', id }],
    }),
    blockCustomer: build.mutation<CustomerAnswer, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `admin/customers/${id}/block`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Customer', ...CHANGE_TAGS],
    }),
    unblockCustomer: build.mutation<CustomerAnswer, number>({
      query: (id) => ({ url: `admin/customers/${id}/unblock`, method: 'POST' }),
      invalidatesTags: ['Customer', ...CHANGE_TAGS],
    }),
    sendCustomerReset: build.mutation<AdminMessage, number>({
      query: (id) => ({ url: `admin/customers/${id}/password-reset`, method: 'POST' }),
      invalidatesTags: ['Mail', ...CHANGE_TAGS],
    }),
  }),
})

export const {
  useGetAdminCustomersQuery,
  useGetAdminCustomerQuery,
  useBlockCustomerMutation,
  useUnblockCustomerMutation,
  useSendCustomerResetMutation,
} = adminCustomersApi
