import type { ErasureRequest, PrivacyDownload, PrivacyOverview } from '@shop/shared/schemas/privacy'
import { api } from '../../store/api'

/** 'My account > Privacy': consents, data downloads and erasure. */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacy: build.query<PrivacyOverview, void>({
      query: () => 'customer/privacy',
      providesTags: ['Privacy'],
    }),
    requestDownload: build.mutation<PrivacyDownload, void>({
      query: () => ({ url: 'customer/privacy/downloads', method: 'POST' }),
      invalidatesTags: ['Privacy'],
    }),
    // The zip comes with the customer's own token, so it is fetched here and handed to the browser
    // as an object URL (a string the store can keep), not opened as a plain link.
    fetchDownload: build.mutation<string, number>({
      query: (id) => ({
        url: `customer/privacy/downloads/${id}`,
        responseHandler: async (res) =>
          res.ok ? URL.createObjectURL(await res.blob()) : ((await res.json()) as unknown),
      }),
    }),
    requestErasure: build.mutation<{ message: string }, ErasureRequest>({
      query: (body) => ({ url: 'customer/privacy/erasure', method: 'POST', body }),
    }),
  }),
})

export const {
  useGetPrivacyQuery,
  useRequestDownloadMutation,
  useFetchDownloadMutation,
  useRequestErasureMutation,
} = privacyApi
