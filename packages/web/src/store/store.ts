import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist'
// The ES build: under "type": "module" the CommonJS one's default import is its exports object.
import storage from 'redux-persist/es/storage'
import { PERSIST_TIMEOUT_MS } from '@shop/shared/constants'
import { authPersistTransform } from '../features/auth/auth.persist'
import { authSlice } from '../features/auth/auth.slice'
import { cartPersistTransform } from '../features/cart/cart.persist'
import { backorderCartSlice, cartSlice } from '../features/cart/cart.slice'
import { checkoutSlice } from '../features/checkout/checkout.slice'
import { api } from './api'

/** Slices kept in browser storage under 'persist:root' (spec 4 'Auth', 9). */
export const PERSISTED_SLICES = ['auth', 'cart', 'backorderCart']

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.name]: authSlice.reducer,
  [cartSlice.name]: cartSlice.reducer,
  [backorderCartSlice.name]: backorderCartSlice.reducer,
  // Not persisted: its figures are fetched again for the current cart, and it never holds the card.
  [checkoutSlice.name]: checkoutSlice.reducer,
})

export type RootState = ReturnType<typeof rootReducer>

const persistedReducer = persistReducer<RootState>(
  {
    key: 'root',
    storage,
    whitelist: PERSISTED_SLICES,
    timeout: PERSIST_TIMEOUT_MS,
    transforms: [authPersistTransform, cartPersistTransform],
  },
  rootReducer,
)

export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  })
  setupListeners(store.dispatch)
  return store
}

export const store = setupStore()
export const persistor = persistStore(store)

export type AppStore = ReturnType<typeof setupStore>
export type AppDispatch = AppStore['dispatch']
