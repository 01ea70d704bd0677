import { setupListeners } from '@reduxjs/toolkit/query'
import { restoreAuthState, storedAuthState } from '../features/auth/auth.persist'
import type { CartState } from '../features/cart/cart.slice'
import { restoreCartSyncState } from '../features/cart/cart-sync.slice'
import {
  PERSISTED_SLICES,
  sessionRestored,
  type AppStore,
  type PersistedState,
  type RootState,
} from './store'

/**
 * Browser storage of the session and both carts, in the format redux-persist wrote before
 * (one JSON object under 'persist:root' whose values are each slice's JSON), so what shoppers
 * stored then still comes back.
 */
const STORAGE_KEY = 'persist:root'
const STORAGE_META = JSON.stringify({ version: -1, rehydrated: true })

type Stored = Partial<Record<(typeof PERSISTED_SLICES)[number], unknown>>

function readStorage(): Stored {
  try {
    const outer = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>
    const stored: Stored = {}
    for (const key of PERSISTED_SLICES) {
      const value = outer[key]
      if (typeof value === 'string') stored[key] = JSON.parse(value)
    }
    return stored
  } catch {
    // Unreadable (storage off, or edited by hand): the shopper starts as a guest with empty carts.
    return {}
  }
}

const hasLines = (cart: unknown) => {
  const items = (cart as { items?: unknown } | null | undefined)?.items
  return Array.isArray(items) && items.length > 0
}

function persisted(state: RootState): PersistedState {
  return { auth: state.auth, cart: state.cart, backorderCart: state.backorderCart, cartSync: state.cartSync }
}

function writeStorage(state: PersistedState) {
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        auth: JSON.stringify(storedAuthState(state.auth)),
        cart: JSON.stringify(state.cart),
        backorderCart: JSON.stringify(state.backorderCart),
        cartSync: JSON.stringify({ owner: state.cartSync.owner, version: state.cartSync.version }),
        _persist: STORAGE_META,
      }),
    )
  } catch {
    // Storage full or refused: the session lasts as long as the page.
  }
}

/**
 * Puts the stored session and carts into the store, then keeps storage up to date. main.tsx waits
 * for it before the app starts. The carts' checks (zod, features/cart/cart.persist.ts) load only when
 * storage holds cart lines, so a first visit never loads them.
 */
export async function restoreSession(store: AppStore): Promise<void> {
  const stored = readStorage()
  const carts =
    hasLines(stored.cart) || hasLines(stored.backorderCart)
      ? await import('../features/cart/cart.persist')
      : null
  const restoreCart = (value: unknown): CartState => (carts ? carts.restoreCartState(value) : { items: [] })
  const restored: Partial<PersistedState> = {}
  if ('auth' in stored) restored.auth = restoreAuthState(stored.auth)
  if ('cart' in stored) restored.cart = restoreCart(stored.cart)
  if ('backorderCart' in stored) restored.backorderCart = restoreCart(stored.backorderCart)
  if ('cartSync' in stored) restored.cartSync = restoreCartSyncState(stored.cartSync)
  store.dispatch(sessionRestored(restored))

  let saved = persisted(store.getState())
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    timer = undefined
    writeStorage(saved)
  }
  store.subscribe(() => {
    const next = persisted(store.getState())
    if (
      next.auth === saved.auth &&
      next.cart === saved.cart &&
      next.backorderCart === saved.backorderCart &&
      next.cartSync === saved.cartSync
    )
      return
    saved = next
    // Several changes in one task are written once.
    timer ??= setTimeout(flush)
  })
  // A change made just before the tab closes is still written.
  addEventListener('pagehide', () => {
    if (timer !== undefined) {
      clearTimeout(timer)
      flush()
    }
  })
  setupListeners(store.dispatch)
}
