import type { YourPricesSchema } from '@shop/shared/schemas/admin/price-lists'
import type { z } from 'zod'
import { api } from '../../store/api'

export type YourPrice = z.infer<typeof YourPricesSchema>['prices'][number]

/**
 * The signed-in person's business account prices for some products: a private call of its own,
 * in a module of its own, so only a signed-in shopper's page loads it.
 */
export const yourPricesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getYourPrices: build.query<YourPrice[], number[]>({
      query: (ids) => ({ url: 'customer/business-account/prices', params: { product_ids: ids.join(',') } }),
      transformResponse: (body: { prices: YourPrice[] }) => body.prices,
      providesTags: ['BusinessAccount'],
    }),
  }),
})

export const { useGetYourPricesQuery } = yourPricesApi
