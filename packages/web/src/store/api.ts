import { createAction } from '@reduxjs/toolkit'
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react'
import type { ApiErrorBody } from '@shop/shared/api-error'
import { isApiErrorBody } from '@shop/shared/api-error'
import { toast } from '../lib/toast'
import { sessionEnded } from './session'

/**
 * The base query of the API at `baseUrl`: the browser's is '/api/'; the server's renderer makes one
 * on its own origin whose fetchFn answers from the API in-process (entry-server.tsx).
 */
export function apiBaseQuery(baseUrl: string, fetchFn?: typeof fetch) {
  return fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders(headers, { getState }) {
      headers.set('Accept', 'application/json')
      const token = (getState() as { auth: { token: string | null } }).auth.token
      if (token) headers.set('Authorization', `Bearer ${token}`)
      return headers
    },
  })
}

/** What a store hands the API through its thunk extra argument (setupStore's `extra`). */
export interface ApiExtra {
  /** Replaces the browser's base query (the server renderer's in-process API). */
  baseQuery?: ReturnType<typeof apiBaseQuery>
}

const browserBaseQuery = apiBaseQuery('/api/')

/** The API cache the server rendered a page with: fulfilled and failed queries and their tags. */
export interface ServerApiState {
  queries: Record<string, unknown>
  mutations: Record<string, unknown>
  provided: { tags: Record<string, unknown>; keys: Record<string, unknown> }
}

/** Puts the server's API cache into the browser's store before hydrating (main.tsx). */
export const serverApiStateReceived = createAction<ServerApiState>('api/serverStateReceived')

/** Cache entries that belong to the signed-in customer: dropped when the session ends. */
export const CUSTOMER_TAGS = [
  'User',
  'Address',
  'Order',
  'Wishlist',
  'Review',
  'Subscription',
  'List',
  'Professional',
  'Recall',
  'BusinessAccount',
  'Privacy',
  'PaymentMethod',
] as const

/** A 401 on a signed-in call ends the session once, with one toast (not per call). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  baseApi,
  extra,
) => {
  const rawBaseQuery = (baseApi.extra as ApiExtra | undefined)?.baseQuery ?? browserBaseQuery
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

/**
 * RTK Query with its React hooks. In the server's render (import.meta.env.SSR, the vite SSR build)
 * a query starts while the component renders, so the renderer can wait for it and render again
 * with the data (entry-server.tsx); in the browser it starts in an effect, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
)

/** The one RTK Query API; features add endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo(action) {
    return serverApiStateReceived.match(action) ? (action.payload as never) : undefined
  },
  tagTypes: ['Product', 'Catalogue', ...CUSTOMER_TAGS],
  endpoints: () => ({}),
})

/** The server's message from an RTK Query error, or a fallback. */
export function errorMessage(error: unknown, fallback = 'Error!'): string {
  const data = (error as { data?: unknown } | undefined)?.data
  if (isApiErrorBody(data)) return data.message
  return fallback
}

/** Per-field messages from a 400 answer (docs/architecture.md §5). */
export function fieldErrorsOf(error: unknown): ApiErrorBody['errors'] {
  const data = (error as { data?: unknown } | undefined)?.data
  return isApiErrorBody(data) ? data.errors : undefined
}
