import { createTransform } from 'redux-persist'
import { initialAuthState, toSessionUser, type AuthState } from './auth.slice'

/**
 * What comes back from browser storage under 'auth': the token and the session's id and first name.
 * A whole profile left there by an older version of the shop is cut down on the way in and out.
 */
export function restoreAuthState(stored: unknown): AuthState {
  const s = (stored ?? {}) as Partial<AuthState>
  const user = toSessionUser(s.user)
  const token = typeof s.token === 'string' && s.token ? s.token : null
  if (!user || !token) return initialAuthState
  return { ...initialAuthState, user, token, isLoggedIn: true }
}

/** The persist transform of the 'auth' key (store.ts): only the session goes to storage. */
export const authPersistTransform = createTransform<AuthState, AuthState>(
  (state) => ({
    ...initialAuthState,
    user: toSessionUser(state.user),
    token: state.token,
    isLoggedIn: state.isLoggedIn,
  }),
  (stored) => restoreAuthState(stored),
  { whitelist: ['auth'] },
)
