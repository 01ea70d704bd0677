import type { AdminMessage } from '@shop/shared/schemas/admin/common'
import type {
  ChangeOwnPasswordInput,
  StaffLoginInput,
  StaffLoginResponse,
  Staff,
} from '@shop/shared/schemas/admin/auth'
import { adminApi } from '../../store/admin-api'
import { staffRefreshed, staffSignedIn, staffSignedOut } from '../../store/staff-session'

export const adminAuthApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<StaffLoginResponse, StaffLoginInput>({
      query: (body) => ({ url: 'admin/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          // Whatever a previous staff member left in the cache on this browser is not this one's.
          dispatch(adminApi.util.resetApiState())
          dispatch(staffSignedIn(data))
        } catch {
          // The form shows the refusal.
        }
      },
    }),
    staffLogout: build.mutation<AdminMessage, void>({
      query: () => ({ url: 'admin/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Signed out on this browser whatever the server answers (a token already ended is fine).
        await queryFulfilled.catch(() => undefined)
        dispatch(staffSignedOut())
        dispatch(adminApi.util.resetApiState())
      },
    }),
    changeOwnPassword: build.mutation<{ message: string; staff: Staff }, ChangeOwnPasswordInput>({
      query: (body) => ({ url: 'admin/me/password', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          // The back office opens: the session no longer holds a one-time password.
          dispatch(staffRefreshed(data.staff))
        } catch {
          // The form shows the refusal.
        }
      },
    }),
    staffMe: build.query<{ staff: Staff }, void>({
      query: () => 'admin/me',
      providesTags: ['Staff'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(staffRefreshed(data.staff))
        } catch {
          // A 401 ends the session in the base query.
        }
      },
    }),
  }),
})

export const {
  useChangeOwnPasswordMutation,
  useStaffLoginMutation,
  useStaffLogoutMutation,
  useStaffMeQuery,
} = adminAuthApi
