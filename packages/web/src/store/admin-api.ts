import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react'
import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import { toast } from '../lib/toast'
import { selectStaffToken, staffSessionEnded, type StaffSessionState } from './staff-session'

type WithStaffSession = { staffSession: StaffSessionState }

/** The back office's base query at `baseUrl` (the browser's is '/api/'), with the staff token. */
export function adminBaseQuery(baseUrl: string, fetchFn?: typeof fetch) {
  return fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders(headers, { getState }) {
      headers.set('Accept', 'application/json')
      const token = selectStaffToken(getState() as WithStaffSession)
      if (token) headers.set('Authorization', `Bearer ${token}`)
      return headers
    },
  })
}

/** What an admin store hands the API through its thunk extra argument (tests: a mocked server). */
export interface AdminApiExtra {
  baseQuery?: ReturnType<typeof adminBaseQuery>
}

const browserBaseQuery = adminBaseQuery('/api/')

/** Every cache entry of the back office: all dropped when the staff session ends. */
export const ADMIN_TAGS = [
  'Dashboard',
  'Order',
  'Product',
  'Catalogue',
  'Lot',
  'PreOrder',
  'Customer',
  'Coupon',
  'Rate',
  'Review',
  'Subscription',
  'Contact',
  'Newsletter',
  'Mail',
  'Staff',
  'Audit',
  'Settings',
  'Professional',
  'Recall',
  'BusinessAccount',
  'PriceList',
] as const

/** A 401 on a signed-in call ends the staff session once, with one toast. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  baseApi,
  extra,
) => {
  const rawBaseQuery = (baseApi.extra as AdminApiExtra | undefined)?.baseQuery ?? browserBaseQuery
  const result = await rawBaseQuery(args, baseApi, extra)
  const hadToken = Boolean(selectStaffToken(baseApi.getState() as WithStaffSession))
  if (result.error?.status === 401 && hadToken) {
    baseApi.dispatch(staffSessionEnded())
    baseApi.dispatch(adminApi.util.resetApiState())
    toast.info('Your staff session has ended. Please sign in again.', { toastId: 'staff-session-ended' })
  }
  return result
}

/**
 * The back office's own RTK Query API (calls under /api/admin, staff token), apart from the
 * storefront's `api`: admin features add endpoints with adminApi.injectEndpoints.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery,
  tagTypes: ADMIN_TAGS,
  endpoints: (build) => ({
    /** The shop's time zone, so the back office dates things as the storefront and invoices do. */
    adminShopInfo: build.query<ShopInfo, void>({ query: () => 'shop-info' }),
  }),
})

export const { useAdminShopInfoQuery } = adminApi

/** Every change may move the dashboard's figures and writes an audit entry. */
export const CHANGE_TAGS = ['Dashboard', 'Audit'] as const

/** A list call's page, sort, direction and filters, as the address holds them (the server checks them). */
export type ListArgs = Record<string, string | number | undefined>

/** Drops empty filters so the query string carries only what was chosen. */
export function listParams<T extends object>(query: T): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params[key] = typeof value === 'number' ? value : String(value)
  }
  return params
}

/**
 * A file the back office downloads with the staff token (packing slip, invoice, CSV export): fetched,
 * then handed to the browser as a download or opened in a new tab.
 */
export async function fetchAdminFile(path: string, token: string | null): Promise<Blob> {
  const response = await fetch(`/api/admin/${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) {
    let message = `The download failed (${response.status}).`
    try {
      const body = (await response.json()) as { message?: unknown }
      if (typeof body.message === 'string') message = body.message
    } catch {
      // Not JSON: keep the generic message.
    }
    throw new Error(message)
  }
  return response.blob()
}
