import type {
  AuditEntry,
  CreateStaffInput,
  ShopSettings,
  Staff,
  UpdateStaffInput,
} from '@shop/shared/schemas/admin/auth'
import type { AdminMessage, Paged } from '@shop/shared/schemas/admin/common'
import type {
  Coupon,
  CouponInput,
  ShippingRateSchema,
  TaxRateSchema,
} from '@shop/shared/schemas/admin/operations'
import type { z } from 'zod'
import { adminApi, CHANGE_TAGS, listParams, type ListArgs } from '../../store/admin-api'

export type ShippingRate = z.infer<typeof ShippingRateSchema>
export type TaxRate = z.infer<typeof TaxRateSchema>

/** Coupons, shipping and tax rates, and the owner's screens: staff accounts, audit log, settings. */
export const adminSettingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.query<Coupon[], void>({
      query: () => 'admin/coupons',
      transformResponse: (body: { items: Coupon[] }) => body.items,
      providesTags: ['Coupon'],
    }),
    saveCoupon: build.mutation<{ message: string; coupon: Coupon }, { code: string; body: CouponInput }>({
      query: ({ code, body }) => ({ url: `admin/coupons/${encodeURIComponent(code)}`, method: 'PUT', body }),
      invalidatesTags: ['Coupon', ...CHANGE_TAGS],
    }),

    getShippingRates: build.query<ShippingRate[], void>({
      query: () => 'admin/shipping-rates',
      transformResponse: (body: { items: ShippingRate[] }) => body.items,
      providesTags: ['Rate'],
    }),
    saveShippingRate: build.mutation<{ message: string }, ShippingRate>({
      query: ({ country, ...body }) => ({
        url: `admin/shipping-rates/${encodeURIComponent(country)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Rate', ...CHANGE_TAGS],
    }),
    deleteShippingRate: build.mutation<AdminMessage, string>({
      query: (country) => ({ url: `admin/shipping-rates/${encodeURIComponent(country)}`, method: 'DELETE' }),
      invalidatesTags: ['Rate', ...CHANGE_TAGS],
    }),

    getTaxRates: build.query<TaxRate[], void>({
      query: () => 'admin/tax-rates',
      transformResponse: (body: { items: TaxRate[] }) => body.items,
      providesTags: ['Rate'],
    }),
    saveTaxRate: build.mutation<{ message: string }, TaxRate>({
      query: ({ country, ...body }) => ({
        url: `admin/tax-rates/${encodeURIComponent(country)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Rate', ...CHANGE_TAGS],
    }),
    deleteTaxRate: build.mutation<AdminMessage, string>({
      query: (country) => ({ url: `admin/tax-rates/${encodeURIComponent(country)}`, method: 'DELETE' }),
      invalidatesTags: ['Rate', ...CHANGE_TAGS],
    }),

    getStaffAccounts: build.query<Staff[], void>({
      query: () => 'admin/staff',
      transformResponse: (body: { items: Staff[] }) => body.items,
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation<{ message: string; staff: Staff }, CreateStaffInput>({
      query: (body) => ({ url: 'admin/staff', method: 'POST', body }),
      invalidatesTags: ['Staff', ...CHANGE_TAGS],
    }),
    updateStaff: build.mutation<{ message: string; staff: Staff }, { id: number; body: UpdateStaffInput }>({
      query: ({ id, body }) => ({ url: `admin/staff/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Staff', ...CHANGE_TAGS],
    }),
    resetStaffPassword: build.mutation<AdminMessage, { id: number; password: string }>({
      query: ({ id, password }) => ({
        url: `admin/staff/${id}/password`,
        method: 'POST',
        body: { password },
      }),
      invalidatesTags: ['Staff', ...CHANGE_TAGS],
    }),

    getAudit: build.query<Paged<AuditEntry>, ListArgs>({
      query: (query) => ({ url: 'admin/audit', params: listParams(query) }),
      providesTags: ['Audit'],
    }),

    getSettings: build.query<ShopSettings, void>({
      query: () => 'admin/settings',
      transformResponse: (body: { settings: ShopSettings }) => body.settings,
      providesTags: ['Settings'],
    }),
    saveSettings: build.mutation<{ settings: ShopSettings }, ShopSettings>({
      query: (body) => ({ url: 'admin/settings', method: 'PUT', body }),
      invalidatesTags: ['Settings', ...CHANGE_TAGS],
    }),
  }),
})

export const {
  useGetCouponsQuery,
  useSaveCouponMutation,
  useGetShippingRatesQuery,
  useSaveShippingRateMutation,
  useDeleteShippingRateMutation,
  useGetTaxRatesQuery,
  useSaveTaxRateMutation,
  useDeleteTaxRateMutation,
  useGetStaffAccountsQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useResetStaffPasswordMutation,
  useGetAuditQuery,
  useGetSettingsQuery,
  useSaveSettingsMutation,
} = adminSettingsApi
