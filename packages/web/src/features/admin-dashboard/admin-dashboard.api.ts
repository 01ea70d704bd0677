import type { Dashboard } from '@shop/shared/schemas/admin/dashboard'
import { adminApi } from '../../store/admin-api'

export const adminDashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => 'admin/dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
})

export const { useGetDashboardQuery } = adminDashboardApi
