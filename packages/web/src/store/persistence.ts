import { setupListeners } from '@reduxjs/toolkit/query'
import { persistReducer, persistStore } from 'redux-persist'
// The ES build: under "type": "module" the CommonJS one's default import is its exports object.
import storage from 'redux-persist/es/storage'
import { PERSIST_TIMEOUT_MS } from '@shop/shared/constants'
import { authPersistTransform } from '../features/auth/auth.persist'
import { cartPersistTransform } from '../features/cart/cart.persist'
import { PERSISTED_SLICES, rootReducer, type AppStore, type RootState } from './store'

/**
 * Browser storage of the session and both carts under 'persist:root'. main.tsx loads this module
 * beside the page's own chunks and waits for it before the app starts, so redux-persist and the
 * carts' zod checks stay out of the first load; it resolves once the stored state is back.
 */
export function restoreSession(store: AppStore): Promise<void> {
  const persisted = persistReducer<RootState>(
    {
      key: 'root',
      storage,
      whitelist: PERSISTED_SLICES,
      timeout: PERSIST_TIMEOUT_MS,
      transforms: [authPersistTransform, cartPersistTransform],
    },
    rootReducer,
  )
  store.replaceReducer(persisted as unknown as typeof rootReducer)
  setupListeners(store.dispatch)
  return new Promise((resolve) => {
    persistStore(store, null, resolve)
  })
}
