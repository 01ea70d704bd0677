import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { linesAddedSince, mergeCarts } from '@shop/shared/cart-merge'
import type { CartLine } from '@shop/shared/schemas/cart'
import type { SavedCarts } from '@shop/shared/schemas/saved-cart'
import { toast } from '../../lib/toast'
import { savedCartApi } from './cart.api'
import type { CartState } from './cart.slice'
import { cartsRefreshed } from './cart.slice'
import { cartsMerged, cartsSaved, type CartSyncState } from './cart-sync.slice'

/** How often a signed-in, visible page asks whether its carts changed on another device. */
export const CART_POLL_MS = 5000
/** Changes made within this time are sent to the server as one. */
const PUSH_DELAY_MS = 400

interface SyncRootState {
  auth: { isLoggedIn: boolean; token: string | null; user: { id: number } | null }
  cart: CartState
  backorderCart: CartState
  cartSync: CartSyncState
}

interface SyncStore {
  getState(): SyncRootState
  dispatch: ThunkDispatch<SyncRootState, unknown, UnknownAction>
  subscribe(listener: () => void): () => void
}

/** What a device decides on: the lines' identity, quantity and purchase mode, never their price. */
function choicesOf(lines: readonly CartLine[]) {
  return lines.map((l) => `${l.rowId}|${l.id}|${l.qty}|${l.subscription?.interval ?? ''}`).join(',')
}

function sameChoices(a: { cart: readonly CartLine[]; backorderCart: readonly CartLine[] }, b: typeof a) {
  return choicesOf(a.cart) === choicesOf(b.cart) && choicesOf(a.backorderCart) === choicesOf(b.backorderCart)
}

/**
 * Keeps a signed-in shopper's carts on the server and in step on every device (docs/decisions/0094-carts-kept-on-the-server-for-signed-in-shoppers.md):
 * at login a guest's carts are merged into the account's and the shopper is told what changed;
 * each change is sent (PUT, after PUSH_DELAY_MS); a visible page polls the version every
 * CART_POLL_MS and on focus, and takes the server's carts when another device changed them. The
 * Redux carts stay the one place the pages and checkout read; this only mirrors them. Guests'
 * carts stay in the browser alone.
 */
/** What a guest's cart brought to the account's, for the login's notice: 'Gloves × 2, Gauze × 1 and 3 more'. */
export function mergedText(
  lines: readonly { name: string; qty: number; pack?: { label: string } }[],
): string {
  const named = lines.map(
    (l) => `${l.name}${l.pack && !l.name.endsWith(l.pack.label) ? `, ${l.pack.label}` : ''} × ${l.qty}`,
  )
  const shown = named.slice(0, 3).join(', ')
  return named.length > 3 ? `${shown} and ${named.length - 3} more` : shown
}

export function startCartSync(store: SyncStore): () => void {
  const signedInUser = () => {
    const { auth } = store.getState()
    return auth.isLoggedIn && auth.token && auth.user ? auth.user.id : null
  }
  let user: number | null = null
  // The carts as the server last had them: a different reference is a change to send.
  let sent = { cart: store.getState().cart, backorderCart: store.getState().backorderCart }
  let busy = false
  let pushTimer: ReturnType<typeof setTimeout> | undefined

  const linesNow = () => {
    const s = store.getState()
    return { cart: s.cart.items, backorderCart: s.backorderCart.items }
  }
  const markSent = () => {
    const s = store.getState()
    sent = { cart: s.cart, backorderCart: s.backorderCart }
  }
  /**
   * Takes the server's carts. What this browser added while the call that brought them was out
   * (`before`: its lines when the call left) goes back on them and is sent next: a tap made then
   * (one the app kept before it ran, carried out while the login's merge travelled) is not lost.
   */
  const adopt = (owner: number, carts: SavedCarts, before?: ReturnType<typeof linesNow>) => {
    const now = linesNow()
    const added = {
      cart: before ? linesAddedSince(before.cart, now.cart) : [],
      backorderCart: before ? linesAddedSince(before.backorderCart, now.backorderCart) : [],
    }
    store.dispatch(cartsRefreshed({ cart: carts.cart, backorderCart: carts.backorderCart }))
    store.dispatch(cartsSaved({ owner, version: carts.version }))
    markSent()
    if (added.cart.length + added.backorderCart.length === 0) return
    const kept = mergeCarts(carts, added)
    store.dispatch(cartsRefreshed({ cart: kept.cart, backorderCart: kept.backorderCart }))
  }
  const run = async (task: () => Promise<void>) => {
    if (busy) return
    busy = true
    try {
      await task()
    } catch {
      // Offline or refused: the browser keeps its carts and the next change or poll tries again.
    } finally {
      busy = false
      // Changes made while the call was out are looked at now.
      setTimeout(onChange)
    }
  }

  const push = (owner: number) =>
    run(async () => {
      const lines = linesNow()
      markSent()
      const answer = await store.dispatch(savedCartApi.endpoints.saveCarts.initiate(lines)).unwrap()
      if (signedInUser() === owner) store.dispatch(cartsSaved({ owner, version: answer.data.version }))
    })

  const signIn = (owner: number) =>
    run(async () => {
      const { cartSync } = store.getState()
      const before = linesNow()
      if (cartSync.owner === owner) {
        // This browser already held the account's carts: take the server's if another device
        // changed them since, else send what changed here while the page was away.
        const saved = await fetchCarts()
        if (saved.version !== cartSync.version) adopt(owner, saved, before)
        else if (!sameChoices(linesNow(), saved)) {
          // Marked before it goes, as push does: a change made while it travels is sent next.
          const lines = linesNow()
          markSent()
          const answer = await store.dispatch(savedCartApi.endpoints.saveCarts.initiate(lines)).unwrap()
          store.dispatch(cartsSaved({ owner, version: answer.data.version }))
        } else markSent()
        return
      }
      // A guest's carts join the account's; a previous customer's never do.
      const guest = cartSync.owner === null ? before : { cart: [], backorderCart: [] }
      const hadGuestLines = guest.cart.length + guest.backorderCart.length > 0
      const answer = await store.dispatch(savedCartApi.endpoints.mergeGuestCarts.initiate(guest)).unwrap()
      adopt(owner, answer.data, before)
      store.dispatch(cartsMerged(answer.data.notices))
      if (hadGuestLines) {
        const what = mergedText([...guest.cart, ...guest.backorderCart])
        toast.info(
          answer.data.notices.length > 0
            ? `The cart from before you logged in was added to your saved cart (${what}), with some changes: see your cart.`
            : `The cart from before you logged in was added to your saved cart: ${what}.`,
          { toastId: 'carts-merged' },
        )
      }
    })

  const fetchCarts = async () =>
    (
      await store
        .dispatch(
          savedCartApi.endpoints.getSavedCarts.initiate(undefined, { subscribe: false, forceRefetch: true }),
        )
        .unwrap()
    ).data

  const poll = () => {
    const owner = signedInUser()
    if (owner === null || pushTimer !== undefined || document.visibilityState === 'hidden') return
    void run(async () => {
      const { data } = await store
        .dispatch(
          savedCartApi.endpoints.getSavedCartVersion.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        )
        .unwrap()
      if (data.version === store.getState().cartSync.version) return
      const saved = await fetchCarts()
      // A change made here while the answer travelled wins: it is sent next.
      const s = store.getState()
      if (signedInUser() !== owner || s.cart !== sent.cart || s.backorderCart !== sent.backorderCart) return
      adopt(owner, saved)
    })
  }

  const onChange = () => {
    const owner = signedInUser()
    if (owner !== user) {
      user = owner
      if (owner !== null) void signIn(owner)
      return
    }
    if (owner === null || busy) return
    const s = store.getState()
    if (s.cart === sent.cart && s.backorderCart === sent.backorderCart) return
    clearTimeout(pushTimer)
    pushTimer = setTimeout(() => {
      pushTimer = undefined
      const now = signedInUser()
      if (now === owner) void push(owner)
    }, PUSH_DELAY_MS)
  }

  const unsubscribe = store.subscribe(onChange)
  const timer = setInterval(poll, CART_POLL_MS)
  const onVisible = () => poll()
  addEventListener('focus', onVisible)
  document.addEventListener('visibilitychange', onVisible)
  onChange()
  return () => {
    unsubscribe()
    clearInterval(timer)
    clearTimeout(pushTimer)
    removeEventListener('focus', onVisible)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
