import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react'
import type { ApiErrorBody } from '@shop/shared/api-error'
import { isApiErrorBody } from '@shop/shared/api-error'
import { toast } from 'react-toastify'
import { sessionEnded } from './session'

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  prepareHeaders(headers, { getState }) {
    headers.set('Accept', 'application/json')
    const token = (getState() as { auth: { token: string | null } }).auth.token
    if (token) headers.set('Authorization', `Bearer ${token}`)
    return headers
  },
})

/** Cache entries that belong to the signed-in customer: dropped when the session ends. */
export const CUSTOMER_TAGS = ['User', 'Address', 'Order', 'Wishlist', 'Review', 'Subscription'] as const

/** A 401 on a signed-in call ends the session once, with one toast (not per call). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  baseApi,
  extra,
) => {
  const result = await rawBaseQuery(args, baseApi, extra)
  const hadToken = Boolean((baseApi.getState() as { auth: { token: string | null } }).auth.token)
  if (result.error?.status === 401 && hadToken) {
    baseApi.dispatch(sessionEnded())
    // The next shopper on this browser must not see the previous one's cached data.
    baseApi.dispatch(api.util.invalidateTags([...CUSTOMER_TAGS]))
    toast.info('Your session has ended. Please log in again.', { toastId: 'session-ended' })
  }
  return result
}

/** The one RTK Query API; features add endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'Catalogue', ...CUSTOMER_TAGS],
  endpoints: () => ({}),
})

/** The server's message from an RTK Query error, or a fallback. */
export function errorMessage(error: unknown, fallback = 'Error!'): string {
  const data = (error as { data?: unknown } | undefined)?.data
  if (isApiErrorBody(data)) return data.message
  return fallback
}

/** Per-field messages from a 400 answer (architecture.md error shape). */
export function fieldErrorsOf(error: unknown): ApiErrorBody['errors'] {
  const data = (error as { data?: unknown } | undefined)?.data
  return isApiErrorBody(data) ? data.errors : undefined
}
