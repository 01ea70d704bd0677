import { createAction, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
import {
  addLine,
  cartKindOf,
  changeLineInterval,
  decrementLine,
  incrementLine,
  removeLine,
  updateLineQuantity,
  type CartKind,
} from '@shop/shared/cart-lines'
import type { Carts } from '@shop/shared/cart-refresh'
import type { CartLine } from '@shop/shared/schemas/cart'

/** One cart's state: its lines only; totalCount and subTotal are derived (cart.selectors.ts). */
export interface CartState {
  items: CartLine[]
}

const initialState: CartState = { items: [] }

/** Both carts replaced at once after the check against current prices and stock (a line may move). */
export const cartsRefreshed = createAction<Carts>('carts/refreshed')

/** docs/requirements/carts-and-checkout.md §1: one factory, used for the normal and the backorder cart. */
function createCartSlice<Name extends CartKind>(name: Name) {
  return createSlice({
    name,
    initialState,
    reducers: {
      itemAdded: {
        reducer(state, action: PayloadAction<CartLine>) {
          state.items = addLine(state.items, action.payload)
        },
        // The rowId is made here, outside the reducer, so the reducer stays pure.
        prepare(line: Omit<CartLine, 'rowId'>) {
          return { payload: { ...line, rowId: nanoid() } as CartLine }
        },
      },
      quantityUpdated(state, action: PayloadAction<{ rowId: string; qty: number }>) {
        state.items = updateLineQuantity(state.items, action.payload.rowId, action.payload.qty)
      },
      itemIncremented(state, action: PayloadAction<string>) {
        state.items = incrementLine(state.items, action.payload)
      },
      itemDecremented(state, action: PayloadAction<string>) {
        state.items = decrementLine(state.items, action.payload)
      },
      itemRemoved(state, action: PayloadAction<string>) {
        state.items = removeLine(state.items, action.payload)
      },
      intervalChanged(state, action: PayloadAction<{ rowId: string; months: number }>) {
        state.items = changeLineInterval(state.items, action.payload.rowId, action.payload.months)
      },
      cleared(state) {
        state.items = []
      },
      /** Undo of Clear Cart: the cleared lines come back beside anything added since. */
      restored(state, action: PayloadAction<CartLine[]>) {
        state.items = action.payload.reduce((items, line) => addLine(items, line), state.items)
      },
    },
    extraReducers: (builder) => {
      builder.addCase(cartsRefreshed, (state, action) => {
        state.items = action.payload[name]
      })
    },
  })
}

export const cartSlice = createCartSlice('cart')
export const backorderCartSlice = createCartSlice('backorderCart')

/** The slice of a cart kind, for components that act on either cart. */
export const cartSlices = { cart: cartSlice, backorderCart: backorderCartSlice } as const

/** Empties the normal cart (checkout dispatches it after a paid order). */
export const cartCleared = cartSlice.actions.cleared
/** Empties the backorder cart (checkout dispatches it after a placed pre-order). */
export const backorderCartCleared = backorderCartSlice.actions.cleared

/** Adds a line to the cart it belongs in: a line with a back_order flag always goes to the backorder cart. */
export function itemAddedToCart(line: Omit<CartLine, 'rowId'>) {
  return cartSlices[cartKindOf(line)].actions.itemAdded(line)
}
