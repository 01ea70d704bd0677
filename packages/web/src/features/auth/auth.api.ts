import type {
  AuthResponse,
  LoginCodeStep,
  LoginInput,
  MessageResponse,
  RegisterInput,
  ResetPasswordInput,
  SendOtpMailInput,
  VerifyOtpInput,
  VerifyOtpResponse,
} from '@shop/shared/schemas/account'
import { api, CUSTOMER_TAGS } from '../../store/api'
import { authCodeAsked, authFailed, authPending, authSucceeded } from './auth.slice'

/** docs/requirements/messages.md §5: the first message of the answer's `error` list, else its message. */
export function loginErrorText(error: unknown): string {
  const data = (error as { data?: unknown } | undefined)?.data as
    { error?: unknown; message?: unknown } | string | undefined
  if (typeof data === 'string' && data) return data
  if (data && typeof data === 'object') {
    if (Array.isArray(data.error) && typeof data.error[0] === 'string') return data.error[0]
    if (typeof data.error === 'string') return data.error
    if (typeof data.message === 'string') return data.message
  }
  const raw = (error as { error?: unknown } | undefined)?.error
  return typeof raw === 'string' ? raw : 'Error!'
}

/** The existence check answers 200 for a known address and 404 for an unknown one. */
/** The field error a login answered for the mailed code (422 naming `code`), if any. */
export function loginCodeErrorText(error: unknown): string | undefined {
  const errors = (error as { data?: { errors?: { code?: unknown } } } | undefined)?.data?.errors
  const code = errors?.code
  return Array.isArray(code) && typeof code[0] === 'string' ? code[0] : undefined
}

export type EmailExistence = 'found' | 'not-found'

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A session, or (202, docs/decisions/0126) a step asking for the code mailed to the account. */
    login: build.mutation<AuthResponse | LoginCodeStep, LoginInput>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      // docs/requirements/accounts.md §3: pending, success and failure move the session state.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(authPending())
        try {
          const { data } = await queryFulfilled
          if ('step' in data) {
            dispatch(authCodeAsked())
            return
          }
          // Whatever a previous shopper left in the cache on this browser is not this one's.
          dispatch(api.util.invalidateTags([...CUSTOMER_TAGS]))
          dispatch(authSucceeded({ user: data.data, token: data._token }))
        } catch (failure) {
          dispatch(authFailed(loginErrorText((failure as { error?: unknown }).error)))
        }
      },
    }),
    signup: build.mutation<AuthResponse, RegisterInput>({
      query: (body) => ({ url: 'signup', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(authPending())
        try {
          // The new account is signed in at once with the session the registration answered.
          const { data } = await queryFulfilled
          dispatch(api.util.invalidateTags([...CUSTOMER_TAGS]))
          dispatch(authSucceeded({ user: data.data, token: data._token }))
        } catch (failure) {
          const data = (failure as { error?: { data?: { message?: unknown } } }).error?.data
          dispatch(authFailed(typeof data?.message === 'string' ? data.message : 'Registered failed!'))
        }
      },
    }),
    /** Revokes the given token on the server; the caller clears the session. */
    logout: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: 'logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
    }),
    checkEmail: build.query<EmailExistence, string>({
      async queryFn(email, _api, _extra, baseQuery) {
        const result = await baseQuery(`check-email/${encodeURIComponent(email)}`)
        if (!result.error) return { data: 'found' }
        if (result.error.status === 404) return { data: 'not-found' }
        return { error: result.error }
      },
      keepUnusedDataFor: 0,
    }),
    sendOtpMail: build.mutation<MessageResponse, SendOtpMailInput>({
      query: (body) => ({ url: 'send-otp-mail', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<VerifyOtpResponse, VerifyOtpInput>({
      query: (body) => ({ url: 'verify-otp', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>({
      query: (body) => ({ url: 'update-password', method: 'PUT', body }),
    }),
  }),
})

export const {
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
  useCheckEmailQuery,
  useSendOtpMailMutation,
  useVerifyOtpMutation,
  useResetPasswordMutation,
} = authApi
