import type { Paged } from '@shop/shared/schemas/admin/common'
import type {
  BackInStockRequestSchema,
  DeliveryInput,
  DeliveryResponse,
  Lot,
  LotAdjustmentInput,
  LotStatus,
  PreOrderSchema,
  StockAdjustmentSchema,
} from '@shop/shared/schemas/admin/stock'
import type { z } from 'zod'
import { adminApi, CHANGE_TAGS, listParams, type ListArgs } from '../../store/admin-api'

export type PreOrder = z.infer<typeof PreOrderSchema>
export type StockAdjustment = z.infer<typeof StockAdjustmentSchema>
export type BackInStockRequest = z.infer<typeof BackInStockRequestSchema>

type LotAnswer = { message: string; lot: Lot }
const stockChange = ['Lot', 'Product', 'PreOrder', 'Order', ...CHANGE_TAGS] as const

export const adminStockApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getLots: build.query<Paged<Lot>, ListArgs>({
      query: (query) => ({ url: 'admin/lots', params: listParams(query) }),
      providesTags: ['Lot'],
    }),
    receiveDelivery: build.mutation<DeliveryResponse, DeliveryInput>({
      query: (body) => ({ url: 'admin/deliveries', method: 'POST', body }),
      invalidatesTags: [...stockChange],
    }),
    adjustLot: build.mutation<LotAnswer, { id: number; body: LotAdjustmentInput }>({
      query: ({ id, body }) => ({ url: `admin/lots/${id}/adjust`, method: 'POST', body }),
      invalidatesTags: [...stockChange],
    }),
    setLotStatus: build.mutation<LotAnswer, { id: number; status: LotStatus; note?: string }>({
      query: ({ id, status, note }) => ({
        url: `admin/lots/${id}/status`,
        method: 'POST',
        body: { status, note },
      }),
      invalidatesTags: [...stockChange],
    }),
    getStockAdjustments: build.query<Paged<StockAdjustment>, ListArgs>({
      query: (query) => ({ url: 'admin/stock-adjustments', params: listParams(query) }),
      providesTags: ['Lot'],
    }),
    getPreOrders: build.query<Paged<PreOrder>, ListArgs>({
      query: (query) => ({ url: 'admin/pre-orders', params: listParams(query) }),
      providesTags: ['PreOrder'],
    }),
    getBackInStockRequests: build.query<Paged<BackInStockRequest>, ListArgs>({
      query: (query) => ({ url: 'admin/back-in-stock-requests', params: listParams(query) }),
      providesTags: ['PreOrder'],
    }),
  }),
})

export const {
  useGetLotsQuery,
  useReceiveDeliveryMutation,
  useAdjustLotMutation,
  useSetLotStatusMutation,
  useGetStockAdjustmentsQuery,
  useGetPreOrdersQuery,
  useGetBackInStockRequestsQuery,
} = adminStockApi
