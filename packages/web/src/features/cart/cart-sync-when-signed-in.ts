import type { startCartSync } from './cart-sync'

type SyncStore = Parameters<typeof startCartSync>[0]

/**
 * Cart sync (cart-sync.ts) is a signed-in shopper's only: its code, with the saved-cart calls and
 * the carts' merge, loads once a shopper is signed in, not in every guest's first load
 * (docs/decisions/0116-react-renders-the-shop-again.md). For a shopper signed in when the app starts
 * it loads at once, and the returned promise resolves when it runs, so taps kept before the app ran
 * are carried out after it, as when it was in the first load. A guest's starts it by logging in; a
 * failed download (offline) is tried again at the store's next change.
 */
export function startCartSyncWhenSignedIn(store: SyncStore): Promise<void> {
  let loading: Promise<void> | undefined
  let unsubscribe = () => {}
  const startIfSignedIn = () => {
    if (loading || !store.getState().auth.isLoggedIn) return loading
    unsubscribe()
    loading = import('./cart-sync').then(
      ({ startCartSync }) => {
        startCartSync(store)
      },
      () => {
        loading = undefined
        unsubscribe = store.subscribe(startIfSignedIn)
      },
    )
    return loading
  }
  unsubscribe = store.subscribe(startIfSignedIn)
  return startIfSignedIn() ?? Promise.resolve()
}
