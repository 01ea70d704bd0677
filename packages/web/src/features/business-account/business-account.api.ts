import type {
  BusinessAccountApplication,
  CustomerBusinessAccount,
} from '@shop/shared/schemas/business-accounts'
import { api } from '../../store/api'

/** The customer's business account: pay on account (docs/decisions/0112-business-accounts-and-pay-on-account.md). */
export const businessAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBusinessAccount: build.query<CustomerBusinessAccount, { from?: string; to?: string } | void>({
      query: (range) => ({ url: 'customer/business-account', params: range ?? {} }),
      providesTags: ['BusinessAccount'],
    }),
    /** The statement as CSV text; the page hands it to the browser as a file. */
    downloadStatement: build.mutation<string, { from: string; to: string }>({
      query: (range) => ({
        url: 'customer/business-account/statement.csv',
        params: range,
        responseHandler: 'text',
      }),
    }),
    applyForBusinessAccount: build.mutation<CustomerBusinessAccount, BusinessAccountApplication>({
      query: (body) => ({ url: 'customer/business-account', method: 'POST', body }),
      invalidatesTags: ['BusinessAccount'],
    }),
  }),
})

export const {
  useGetBusinessAccountQuery,
  useApplyForBusinessAccountMutation,
  useDownloadStatementMutation,
} = businessAccountApi
