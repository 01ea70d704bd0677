import type { AdminApplication, ApplicationStatus } from '@shop/shared/schemas/professional'
import { adminApi } from '../../store/admin-api'

type ApplicationAnswer = { message: string; application: AdminApplication }

/** Licence applications (owners). */
export const adminProfessionalApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<AdminApplication[], ApplicationStatus | ''>({
      query: (status) => ({ url: 'admin/professional-applications', params: status ? { status } : {} }),
      transformResponse: (body: { items: AdminApplication[] }) => body.items,
      providesTags: ['Professional'],
    }),
    decideApplication: build.mutation<
      ApplicationAnswer,
      | { id: number; kind: 'approve'; verified_until: string }
      | { id: number; kind: 'reject'; reason: string }
      | { id: number; kind: 'ask'; message: string }
    >({
      query: ({ id, kind, ...body }) => ({
        url: `admin/professional-applications/${id}/${kind}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Professional', 'Audit', 'Mail'],
    }),
  }),
})

export const { useGetApplicationsQuery, useDecideApplicationMutation } = adminProfessionalApi
