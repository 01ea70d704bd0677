import type { OpenRecallInput, RecallDetail, RecallSummary } from '@shop/shared/schemas/professional'
import { adminApi } from '../../store/admin-api'

type RecallAnswer = { message: string; recall: RecallDetail }

/** Recalls by lot, for all staff (docs/decisions/0102-recalls-by-lot.md). */
export const adminRecallsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
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
    markCollected: build.mutation<RecallAnswer, { id: number; userId: number }>({
      query: ({ id, userId }) => ({ url: `admin/recalls/${id}/notices/${userId}/collected`, method: 'POST' }),
      invalidatesTags: ['Recall', 'Audit', 'Mail'],
    }),
  }),
})

export const {
  useGetRecallsQuery,
  useGetRecallQuery,
  useOpenRecallMutation,
  useRecallActionMutation,
  useMarkCollectedMutation,
} = adminRecallsApi
