import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CartNotice } from '@shop/shared/cart-refresh'

/**
 * Whose carts this browser holds and at which server version (docs/decisions/0094-carts-kept-on-the-server-for-signed-in-shoppers.md). `owner` null:
 * a guest's carts, merged into the account's at the next login. Kept in browser storage beside the
 * carts; the notices of a merge are shown once and not kept.
 */
export interface CartSyncState {
  owner: number | null
  version: number
  /** What the last login's merge changed, for the cart page to list. */
  mergeNotices: CartNotice[]
}

export const initialCartSyncState: CartSyncState = { owner: null, version: 0, mergeNotices: [] }

export const cartSyncSlice = createSlice({
  name: 'cartSync',
  initialState: initialCartSyncState,
  reducers: {
    /** The carts of this browser are the account's at this server version. */
    cartsSaved(state, action: PayloadAction<{ owner: number; version: number }>) {
      state.owner = action.payload.owner
      state.version = action.payload.version
    },
    /** A login merged the guest's carts: what it changed, to show. */
    cartsMerged(state, action: PayloadAction<CartNotice[]>) {
      state.mergeNotices = action.payload
    },
    mergeNoticesDismissed(state) {
      state.mergeNotices = []
    },
  },
})

export const { cartsSaved, cartsMerged, mergeNoticesDismissed } = cartSyncSlice.actions

/** What a login's merge changed (empty once dismissed). */
export const selectMergeNotices = (state: { cartSync: CartSyncState }) => state.cartSync.mergeNotices

/** Only a well-formed owner and version come back from browser storage. */
export function restoreCartSyncState(stored: unknown): CartSyncState {
  const s = stored as Partial<CartSyncState> | null | undefined
  const owner = typeof s?.owner === 'number' && Number.isInteger(s.owner) ? s.owner : null
  const version = typeof s?.version === 'number' && Number.isInteger(s.version) ? s.version : 0
  return { owner, version, mergeNotices: [] }
}

/**
 * True once the carts this browser shows are the signed-in account's (the login's merge has come
 * back), or for a guest. Until then a checkout would show the guest's cart alone.
 */
export const selectCartsAreTheAccounts = (state: {
  cartSync: CartSyncState
  auth: { isLoggedIn: boolean; user: { id: number } | null }
}) => !state.auth.isLoggedIn || !state.auth.user || state.cartSync.owner === state.auth.user.id
