import type { BusinessAccountStatus, InvoiceStatus } from '@shop/shared/business-account'
import type {
  AdminBusinessAccount,
  AdminInvoice,
  ApproveBusinessAccount,
  RecordPayment,
} from '@shop/shared/schemas/business-accounts'
import { adminApi } from '../../store/admin-api'

/** Business accounts to review and invoices on account with their payments (all staff). */
export const adminBusinessAccountsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessAccounts: build.query<AdminBusinessAccount[], BusinessAccountStatus | ''>({
      query: (status) => ({ url: 'admin/business-accounts', params: status ? { status } : {} }),
      transformResponse: (body: { items: AdminBusinessAccount[] }) => body.items,
      providesTags: ['BusinessAccount'],
    }),
    /** One account with its team (owner, members, waiting invitations). */
    getBusinessAccount: build.query<AdminBusinessAccount, number>({
      query: (id) => `admin/business-accounts/${id}`,
      providesTags: ['BusinessAccount'],
    }),
    decideBusinessAccount: build.mutation<
      AdminBusinessAccount,
      | ({ id: number; kind: 'approve' } & ApproveBusinessAccount)
      | { id: number; kind: 'reject' | 'suspend'; reason: string }
    >({
      query: ({ id, kind, ...body }) => ({
        url: `admin/business-accounts/${id}/${kind}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BusinessAccount', 'Audit', 'Mail'],
    }),
    getAccountInvoices: build.query<AdminInvoice[], InvoiceStatus | ''>({
      query: (status) => ({ url: 'admin/account-invoices', params: status ? { status } : {} }),
      transformResponse: (body: { items: AdminInvoice[] }) => body.items,
      providesTags: ['BusinessAccount'],
    }),
    recordAccountPayment: build.mutation<AdminInvoice, { id: number } & RecordPayment>({
      query: ({ id, ...body }) => ({ url: `admin/account-invoices/${id}/payments`, method: 'POST', body }),
      invalidatesTags: ['BusinessAccount', 'Audit'],
    }),
  }),
})

export const {
  useGetBusinessAccountsQuery,
  useGetBusinessAccountQuery,
  useDecideBusinessAccountMutation,
  useGetAccountInvoicesQuery,
  useRecordAccountPaymentMutation,
} = adminBusinessAccountsApi
