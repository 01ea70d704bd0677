import type { AdminProductDetail } from '@shop/shared/schemas/admin/catalogue'
import type {
  PriceList,
  PriceListInput,
  PriceListPriceInput,
  PriceListDetailSchema,
} from '@shop/shared/schemas/admin/price-lists'
import type { AdminBusinessAccount } from '@shop/shared/schemas/business-accounts'
import type { z } from 'zod'
import { adminApi, CHANGE_TAGS } from '../../store/admin-api'

export type PriceListDetail = z.infer<typeof PriceListDetailSchema>
export type PriceListPrice = PriceListDetail['prices'][number]

const changed = ['PriceList', ...CHANGE_TAGS] as const

/** Price lists (read by all staff, changed by owners) and what their price form needs to know. */
export const adminPriceListsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getPriceLists: build.query<PriceList[], void>({
      query: () => 'admin/price-lists',
      transformResponse: (body: { price_lists: PriceList[] }) => body.price_lists,
      providesTags: ['PriceList'],
    }),
    getPriceList: build.query<PriceListDetail, number>({
      query: (id) => `admin/price-lists/${id}`,
      providesTags: ['PriceList'],
    }),
    createPriceList: build.mutation<PriceListDetail, PriceListInput>({
      query: (body) => ({ url: 'admin/price-lists', method: 'POST', body }),
      invalidatesTags: [...changed],
    }),
    updatePriceList: build.mutation<PriceListDetail, { id: number } & PriceListInput>({
      query: ({ id, ...body }) => ({ url: `admin/price-lists/${id}`, method: 'PUT', body }),
      invalidatesTags: [...changed],
    }),
    deletePriceList: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `admin/price-lists/${id}`, method: 'DELETE' }),
      invalidatesTags: [...changed],
    }),
    setPriceListPrice: build.mutation<PriceListDetail, { id: number } & PriceListPriceInput>({
      query: ({ id, ...body }) => ({ url: `admin/price-lists/${id}/prices`, method: 'PUT', body }),
      invalidatesTags: [...changed],
    }),
    removePriceListPrice: build.mutation<
      PriceListDetail,
      { id: number; productId: number; packCode: string | null }
    >({
      query: ({ id, productId, packCode }) => ({
        url: `admin/price-lists/${id}/prices/${productId}`,
        method: 'DELETE',
        params: packCode ? { pack_code: packCode } : {},
      }),
      invalidatesTags: [...changed],
    }),
    assignPriceList: build.mutation<
      PriceListDetail,
      { id: number; business_account_id: number; assigned: boolean }
    >({
      query: ({ id, assigned, business_account_id }) => ({
        url: `admin/price-lists/${id}/${assigned ? 'assign' : 'unassign'}`,
        method: 'POST',
        body: { business_account_id },
      }),
      invalidatesTags: [...changed],
    }),
    /** The approved accounts a list may be given to. */
    getApprovedAccounts: build.query<AdminBusinessAccount[], void>({
      query: () => ({ url: 'admin/business-accounts', params: { status: 'approved' } }),
      transformResponse: (body: { items: AdminBusinessAccount[] }) => body.items,
      providesTags: ['BusinessAccount'],
    }),
    /** A product's packs, to price one of them rather than the single piece. */
    getPricedProduct: build.query<AdminProductDetail, number>({
      query: (id) => `admin/products/${id}`,
      transformResponse: (body: { product: AdminProductDetail }) => body.product,
      providesTags: ['Product'],
    }),
  }),
})

export const {
  useGetPriceListsQuery,
  useGetPriceListQuery,
  useCreatePriceListMutation,
  useUpdatePriceListMutation,
  useDeletePriceListMutation,
  useSetPriceListPriceMutation,
  useRemovePriceListPriceMutation,
  useAssignPriceListMutation,
  useGetApprovedAccountsQuery,
  useGetPricedProductQuery,
} = adminPriceListsApi
