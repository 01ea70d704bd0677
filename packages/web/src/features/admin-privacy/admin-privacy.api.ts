import type { PrivacyRequestRow } from '@shop/shared/schemas/privacy'
import { adminApi } from '../../store/admin-api'

/** The queue of customers' privacy requests (downloads and erasures) with their due dates. */
export const adminPrivacyApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyRequests: build.query<{ data: PrivacyRequestRow[]; total: number; page: number }, number>({
      query: (page) => ({ url: 'admin/privacy/requests', params: { page } }),
    }),
  }),
})

export const { useGetPrivacyRequestsQuery } = adminPrivacyApi
