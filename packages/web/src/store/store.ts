import { combineReducers, configureStore } from '@reduxjs/toolkit'
// The action names only: redux-persist itself is loaded after the first paint (persistence.ts).
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants'
import { authSlice } from '../features/auth/auth.slice'
import { backorderCartSlice, cartSlice } from '../features/cart/cart.slice'
import { checkoutSlice } from '../features/checkout/checkout.slice'
import { api, type ApiExtra } from './api'

/** Slices kept in browser storage under 'persist:root' (docs/requirements/accounts.md §3; docs/requirements/limits.md §4). */
export const PERSISTED_SLICES = ['auth', 'cart', 'backorderCart']

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.name]: authSlice.reducer,
  [cartSlice.name]: cartSlice.reducer,
  [backorderCartSlice.name]: backorderCartSlice.reducer,
  // Not persisted: its figures are fetched again for the current cart, and it never holds the card.
  [checkoutSlice.name]: checkoutSlice.reducer,
})

export type RootState = ReturnType<typeof rootReducer>

export interface StoreOptions {
  /** Given to the API's base query (the server renderer's in-process API). */
  extra?: ApiExtra
}

/**
 * The store as a guest sees it first, in the browser and in the server's render alike. The
 * browser then restores the session and carts from storage (persistence.ts), after hydrating.
 */
export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: options.extra ?? {} },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  })
}

export type AppStore = ReturnType<typeof setupStore>
export type AppDispatch = AppStore['dispatch']
