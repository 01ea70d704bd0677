import type { ProductListResponse } from '@shop/shared/schemas/catalogue'
import { api } from '../../app/api'

export interface ProductListArgs {
  page: number
  sort_order: 'asc' | 'desc'
  category?: string
  brand?: string
  search?: string
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductListResponse, ProductListArgs>({
      query: (params) => ({ url: 'products', params }),
      providesTags: ['Catalogue'],
    }),
  }),
})

export const { useGetProductsQuery } = catalogueApi
