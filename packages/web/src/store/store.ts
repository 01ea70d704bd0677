import { combineReducers, configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit'
import { authSlice, loggedOut } from '../features/auth/auth.slice'
import { backorderCartSlice, cartSlice } from '../features/cart/cart.slice'
import { cartSyncSlice } from '../features/cart/cart-sync.slice'
import { checkoutSlice } from '../features/checkout/checkout.slice'
import { api, type ApiExtra } from './api'
import { sessionEnded } from './session'

/** Slices kept in browser storage under 'persist:root' (docs/requirements/accounts.md §3; docs/requirements/limits.md §4). */
export const PERSISTED_SLICES = ['auth', 'cart', 'backorderCart', 'cartSync'] as const

const slicesReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.name]: authSlice.reducer,
  [cartSlice.name]: cartSlice.reducer,
  [backorderCartSlice.name]: backorderCartSlice.reducer,
  [cartSyncSlice.name]: cartSyncSlice.reducer,
  // Not persisted: its figures are fetched again for the current cart, and it never holds the card.
  [checkoutSlice.name]: checkoutSlice.reducer,
})

export type RootState = ReturnType<typeof slicesReducer>
export type PersistedState = Pick<RootState, (typeof PERSISTED_SLICES)[number]>

/** The session and carts read back from browser storage (store/persistence.ts), checked already. */
export const sessionRestored = createAction<Partial<PersistedState>>('session/restored')

export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (sessionRestored.match(action)) return slicesReducer({ ...state!, ...action.payload }, action)
  if (state && (loggedOut.match(action) || sessionEnded.match(action))) {
    // A signed-in shopper's carts are kept on the server (docs/decisions/0094-carts-kept-on-the-server-for-signed-in-shoppers.md): the next person on
    // this browser starts with empty carts, and they are not merged into anyone's at the next login.
    const emptied = { ...state, cart: undefined, backorderCart: undefined, cartSync: undefined }
    return slicesReducer(emptied as unknown as RootState, action)
  }
  return slicesReducer(state, action)
}

export interface StoreOptions {
  /** Given to the API's base query (the server renderer's in-process API). */
  extra?: ApiExtra
}

/**
 * The store as a guest sees it first, in the browser and in the server's render alike. The
 * browser then restores the session and carts from storage (persistence.ts) before hydrating.
 */
export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.extra ?? {} } }).concat(api.middleware),
  })
}

export type AppStore = ReturnType<typeof setupStore>
export type AppDispatch = AppStore['dispatch']
