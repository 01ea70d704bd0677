import type { UserProfile } from '@shop/shared/schemas/account'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { sessionEnded } from '../../store/session'

/**
 * What the browser keeps of the signed-in customer: only what the header needs. The profile (phone,
 * date of birth, address) is fetched when a page needs it, never kept in browser storage.
 */
export type SessionUser = Pick<UserProfile, 'id' | 'first_name'>

/** The session fields of a profile (or of anything stored under 'auth' by an older version). */
export function toSessionUser(profile: unknown): SessionUser | null {
  const p = profile as Partial<UserProfile> | null | undefined
  if (!p || typeof p.id !== 'number' || typeof p.first_name !== 'string') return null
  return { id: p.id, first_name: p.first_name }
}

/** docs/requirements/accounts.md §3. */
export interface AuthState {
  user: SessionUser | null
  token: string | null
  /** Address fields of the user (`data`, as the original app named it). */
  data: Record<string, unknown> | null
  isLoggedIn: boolean
  loading: boolean
  error: string | null
  editThisAddress: Record<string, unknown> | null
  /**
   * True from a deliberate logout until the next page is shown: guarded pages then send the
   * shopper to '/' (docs/requirements/accounts.md §3) instead of the login form with a redirect back.
   */
  signedOut: boolean
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  data: null,
  isLoggedIn: false,
  loading: false,
  error: null,
  editThisAddress: null,
  signedOut: false,
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authPending(state) {
      state.loading = true
      state.error = null
    },
    authSucceeded(state, action: PayloadAction<{ user: SessionUser | UserProfile; token: string }>) {
      state.user = toSessionUser(action.payload.user)
      state.token = action.payload.token
      state.isLoggedIn = true
      state.loading = false
      state.error = null
      state.signedOut = false
    },
    authFailed(state, action: PayloadAction<string>) {
      state.loading = false
      state.error = action.payload
    },
    /** The password needs the code mailed to the account as well: no session yet, and no error. */
    authCodeAsked(state) {
      state.loading = false
      state.error = null
    },
    /** The shopper logged out: everything about the session goes, and the app heads to '/'. */
    loggedOut() {
      return { ...initialAuthState, signedOut: true }
    },
    /** The page after a logout is shown: guards send guests to the login form again. */
    signedOutSettled(state) {
      state.signedOut = false
    },
    /** docs/requirements/accounts.md §3: copies onto the user only the fields it already has, and only while logged in. */
    userUpdated(state, action: PayloadAction<Partial<UserProfile>>) {
      if (!state.isLoggedIn || !state.user) return
      const user = state.user as unknown as Record<string, unknown>
      for (const [field, value] of Object.entries(action.payload)) {
        if (field in user && value !== undefined) user[field] = value
      }
    },
    editAddressSet(state, action: PayloadAction<Record<string, unknown> | null>) {
      state.editThisAddress = action.payload
    },
  },
  extraReducers: (builder) => {
    // An expired or revoked token (any 401 on a signed-in call): everything about the session goes.
    builder.addCase(sessionEnded, () => initialAuthState)
  },
})

export const {
  authPending,
  authSucceeded,
  authFailed,
  authCodeAsked,
  loggedOut,
  signedOutSettled,
  userUpdated,
  editAddressSet,
} = authSlice.actions

export const selectIsLoggedIn = (state: { auth: AuthState }) => state.auth.isLoggedIn
export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user
export const selectToken = (state: { auth: AuthState }) => state.auth.token
export const selectSignedOut = (state: { auth: AuthState }) => state.auth.signedOut
