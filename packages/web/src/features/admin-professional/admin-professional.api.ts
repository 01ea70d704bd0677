import type {
  AdminApplication,
  ApplicationStatus,
  OpenRecallInput,
  RecallDetail,
  RecallSummary,
} from '@shop/shared/schemas/professional'
import { adminApi } from '../../store/admin-api'

type ApplicationAnswer = { message: string; application: AdminApplication }
type RecallAnswer = { message: string; recall: RecallDetail }

/** Licence applications (owners) and recalls by lot (all staff). */
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
    getRecalls: build.query<RecallSummary[], void>({
      query: () => 'admin/recalls',
      transformResponse: (body: { items: RecallSummary[] }) => body.items,
      providesTags: ['Recall'],
    }),
    getRecall: build.query<RecallDetail, number>({
      query: (id) => `admin/recalls/${id}`,
      providesTags: ['Recall'],
    }),
    openRecall: build.mutation<RecallAnswer, OpenRecallInput>({
      query: (body) => ({ url: 'admin/recalls', method: 'POST', body }),
      invalidatesTags: ['Recall', 'Lot', 'Product', 'Audit', 'Mail'],
    }),
    recallAction: build.mutation<RecallAnswer, { id: number; action: 'remind' | 'close' }>({
      query: ({ id, action }) => ({ url: `admin/recalls/${id}/${action}`, method: 'POST' }),
      invalidatesTags: ['Recall', 'Audit', 'Mail'],
    }),
  }),
})

export const {
  useGetApplicationsQuery,
  useDecideApplicationMutation,
  useGetRecallsQuery,
  useGetRecallQuery,
  useOpenRecallMutation,
  useRecallActionMutation,
} = adminProfessionalApi
