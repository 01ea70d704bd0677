import { initialAuthState, toSessionUser, type AuthState } from './auth.slice'

/** What goes to browser storage under 'auth': the token and the session's id and first name. */
export function storedAuthState(state: AuthState): AuthState {
  return {
    ...initialAuthState,
    user: toSessionUser(state.user),
    token: state.token,
    isLoggedIn: state.isLoggedIn,
  }
}

/**
 * What comes back from browser storage under 'auth'. A whole profile left there by an older
 * version of the shop is cut down on the way in.
 */
export function restoreAuthState(stored: unknown): AuthState {
  const s = (stored ?? {}) as Partial<AuthState>
  const user = toSessionUser(s.user)
  const token = typeof s.token === 'string' && s.token ? s.token : null
  if (!user || !token) return initialAuthState
  return { ...initialAuthState, user, token, isLoggedIn: true }
}
