import type { Brand } from '@shop/shared/schemas/catalogue'
import { api } from '../../store/api'

/** What the static pages read from the server. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 7 `GET brands`: every brand with its group, for /brands. */
    getBrandList: build.query<Brand[], void>({
      query: () => 'brands',
      providesTags: ['Catalogue'],
    }),
  }),
})

export const { useGetBrandListQuery } = contentApi
