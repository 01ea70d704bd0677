import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** The signed-in customer as login and signup answer it (spec 3 'User profile'). */
export interface SessionUser {
  id: number
  first_name: string
  middle_name: string | null
  last_name: string
  fullName: string
  email: string
  phone: string
  [field: string]: unknown
}

/** Spec 3 'User session'. */
export interface AuthState {
  user: SessionUser | null
  token: string | null
  /** Address fields of the user (spec: `data`). */
  data: Record<string, unknown> | null
  isLoggedIn: boolean
  loading: boolean
  error: string | null
  editThisAddress: Record<string, unknown> | null
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  data: null,
  isLoggedIn: false,
  loading: false,
  error: null,
  editThisAddress: null,
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authPending(state) {
      state.loading = true
      state.error = null
    },
    authSucceeded(state, action: PayloadAction<{ user: SessionUser; token: string }>) {
      state.user = action.payload.user
      state.token = action.payload.token
      state.isLoggedIn = true
      state.loading = false
      state.error = null
    },
    authFailed(state, action: PayloadAction<string>) {
      state.loading = false
      state.error = action.payload
    },
    /** Logout or an expired token: everything about the session goes. */
    sessionEnded() {
      return initialAuthState
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (!state.isLoggedIn || !state.user) return
      state.user = { ...state.user, ...action.payload }
    },
    editAddressSet(state, action: PayloadAction<Record<string, unknown> | null>) {
      state.editThisAddress = action.payload
    },
  },
})

export const { authPending, authSucceeded, authFailed, sessionEnded, userUpdated, editAddressSet } =
  authSlice.actions

export const selectIsLoggedIn = (state: { auth: AuthState }) => state.auth.isLoggedIn
export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user
export const selectToken = (state: { auth: AuthState }) => state.auth.token
