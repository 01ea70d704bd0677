import { configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { useDispatch, useSelector } from 'react-redux'
import { adminApi, type AdminApiExtra } from './admin-api'
import {
  restoreStaffSession,
  STAFF_SESSION_KEY,
  staffSessionSlice,
  type StaffSessionState,
} from './staff-session'

function readStoredSession(): StaffSessionState {
  try {
    return restoreStaffSession(window.localStorage.getItem(STAFF_SESSION_KEY))
  } catch {
    return restoreStaffSession(null)
  }
}

/**
 * The back office's own Redux store: its API cache and the staff session, never mixed with the
 * shopper's persisted store (docs/decisions/0056-the-back-office-is-its-own-section.md).
 */
export function setupAdminStore(
  preloaded?: { staffSession?: StaffSessionState },
  options: { extra?: AdminApiExtra } = {},
) {
  const store = configureStore({
    reducer: {
      [adminApi.reducerPath]: adminApi.reducer,
      [staffSessionSlice.name]: staffSessionSlice.reducer,
    },
    preloadedState: { staffSession: preloaded?.staffSession ?? readStoredSession() },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.extra ?? {} } }).concat(adminApi.middleware),
  })
  setupListeners(store.dispatch)
  let saved = store.getState().staffSession
  store.subscribe(() => {
    const session = store.getState().staffSession
    if (session === saved) return
    saved = session
    try {
      if (session.token) window.localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(session))
      else window.localStorage.removeItem(STAFF_SESSION_KEY)
    } catch {
      // Storage refused (private mode): the session lasts as long as the page.
    }
  })
  return store
}

export type AdminStore = ReturnType<typeof setupAdminStore>
export type AdminState = ReturnType<AdminStore['getState']>
export type AdminDispatch = AdminStore['dispatch']

export const useAdminDispatch = useDispatch.withTypes<AdminDispatch>()
export const useAdminSelector = useSelector.withTypes<AdminState>()
