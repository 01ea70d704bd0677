import type {
  CustomerRecall,
  RecallCollectionRequest,
  ProfessionalApplication,
  ProfessionalStatus,
} from '@shop/shared/schemas/professional'
import { api } from '../../store/api'

/** The customer's professional account and recall notices (docs/decisions/0100-professional-only-products.md). */
export const professionalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfessionalStatus: build.query<ProfessionalStatus, void>({
      query: () => 'customer/professional',
      providesTags: ['Professional'],
    }),
    applyProfessional: build.mutation<ProfessionalApplication, FormData>({
      query: (body) => ({ url: 'customer/professional/applications', method: 'POST', body }),
      invalidatesTags: ['Professional'],
    }),
    getRecallNotices: build.query<CustomerRecall[], void>({
      query: () => 'customer/recalls',
      transformResponse: (body: { items: CustomerRecall[] }) => body.items,
      providesTags: ['Recall'],
    }),
    acknowledgeRecall: build.mutation<
      { message: string },
      { recallId: number; action: 'quarantined' | 'returned'; units: number }
    >({
      query: ({ recallId, ...body }) => ({
        url: `customer/recalls/${recallId}/acknowledge`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Recall'],
    }),
    requestRecallCollection: build.mutation<
      { message: string },
      RecallCollectionRequest & { recallId: number }
    >({
      query: ({ recallId, ...body }) => ({
        url: `customer/recalls/${recallId}/collection`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Recall'],
    }),
  }),
})

export const {
  useGetProfessionalStatusQuery,
  useApplyProfessionalMutation,
  useGetRecallNoticesQuery,
  useAcknowledgeRecallMutation,
  useRequestRecallCollectionMutation,
} = professionalApi
