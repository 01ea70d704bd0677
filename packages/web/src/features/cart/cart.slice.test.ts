import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { lineFromProduct } from '@shop/shared/cart-lines'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { describe, expect, it } from 'vitest'
import {
  selectCartProductIds,
  selectCartTotals,
  selectCombinedCartCount,
  selectIsInCart,
} from './cart.selectors'
import {
  backorderCartCleared,
  backorderCartSlice,
  cartCleared,
  cartSlice,
  cartsRefreshed,
  itemAddedToCart,
} from './cart.slice'

const product = (id: number, stock: number, price = 10): ProductSummary => ({
  id,
  sku: `SKU-${id}`,
  product_name: `Product ${id}`,
  product_code: `PC-${id}`,
  slug: `product-${id}`,
  category: 'Gloves',
  category_slug: 'gloves',
  category_id: 1,
  brand: 'Acme',
  brand_slug: 'acme',
  brand_id: 1,
  selling_price: price,
  discounted_price: null,
  discount_value: 0,
  discount_type: null,
  quantity: stock,
  quantity_used: 0,
  stock,
  unit: 'box',
  weight: '1 kg',
  thumbnail: '',
  thumbnail_name: '',
  thumbnail_compress: '',
  expiry_date: null,
  back_order: stock > 0 ? 0 : 1,
  has_subscription: false,
})

const newLine = (p: ProductSummary, qty = 1) =>
  lineFromProduct(p, { rowId: '', qty, backOrder: p.stock > 0 ? 0 : 1 })

function makeStore() {
  return configureStore({
    reducer: combineReducers({ cart: cartSlice.reducer, backorderCart: backorderCartSlice.reducer }),
  })
}

describe('cart slices', () => {
  it('adds to the normal cart, and a back_order line to the backorder cart, each with a new rowId', () => {
    const store = makeStore()
    store.dispatch(itemAddedToCart(newLine(product(1, 5), 2)))
    store.dispatch(itemAddedToCart(newLine(product(2, 0))))
    const { cart, backorderCart } = store.getState()
    expect(cart.items.map((l) => [l.id, l.qty])).toEqual([[1, 2]])
    expect(backorderCart.items.map((l) => [l.id, l.qty, l.back_order])).toEqual([[2, 1, 1]])
    expect(cart.items[0]!.rowId).not.toBe('')
    expect(cart.items[0]!.rowId).not.toBe(backorderCart.items[0]!.rowId)
  })

  it('merges a second add of the same product into its line', () => {
    const store = makeStore()
    store.dispatch(itemAddedToCart(newLine(product(1, 5))))
    store.dispatch(itemAddedToCart(newLine(product(1, 5), 3)))
    expect(store.getState().cart.items.map((l) => l.qty)).toEqual([4])
  })

  it('updates, increments, decrements (not below 1) and removes by rowId, one cart at a time', () => {
    const store = makeStore()
    store.dispatch(itemAddedToCart(newLine(product(1, 50))))
    const rowId = store.getState().cart.items[0]!.rowId
    const { quantityUpdated, itemIncremented, itemDecremented, itemRemoved } = cartSlice.actions
    store.dispatch(quantityUpdated({ rowId, qty: 6 }))
    store.dispatch(itemIncremented(rowId))
    expect(store.getState().cart.items[0]!.qty).toBe(7)
    store.dispatch(quantityUpdated({ rowId, qty: 1 }))
    store.dispatch(itemDecremented(rowId))
    expect(store.getState().cart.items[0]!.qty).toBe(1)
    store.dispatch(backorderCartSlice.actions.itemRemoved(rowId))
    expect(store.getState().cart.items).toHaveLength(1)
    store.dispatch(itemRemoved(rowId))
    expect(store.getState().cart.items).toEqual([])
  })

  it('clears each cart on its own (checkout clears the one it paid for)', () => {
    const store = makeStore()
    store.dispatch(itemAddedToCart(newLine(product(1, 5))))
    store.dispatch(itemAddedToCart(newLine(product(2, 0))))
    store.dispatch(cartCleared())
    expect(store.getState().cart.items).toEqual([])
    expect(store.getState().backorderCart.items).toHaveLength(1)
    store.dispatch(backorderCartCleared())
    expect(store.getState().backorderCart.items).toEqual([])
  })

  it('brings cleared lines back on undo, beside a line added since', () => {
    const store = makeStore()
    store.dispatch(itemAddedToCart(newLine(product(1, 5))))
    const lines = store.getState().cart.items
    store.dispatch(cartCleared())
    store.dispatch(itemAddedToCart(newLine(product(3, 5))))
    store.dispatch(cartSlice.actions.restored(lines))
    expect(
      store
        .getState()
        .cart.items.map((l) => l.id)
        .sort(),
    ).toEqual([1, 3])
  })

  it('replaces both carts at once after a refresh', () => {
    const store = makeStore()
    store.dispatch(itemAddedToCart(newLine(product(1, 5))))
    const moved = { ...store.getState().cart.items[0]!, back_order: 1 as const }
    store.dispatch(cartsRefreshed({ cart: [], backorderCart: [moved] }))
    expect(store.getState().cart.items).toEqual([])
    expect(store.getState().backorderCart.items).toEqual([moved])
  })
})

describe('cart selectors', () => {
  it('derive totals per cart, the combined count, membership and product ids', () => {
    const store = makeStore()
    store.dispatch(itemAddedToCart(newLine(product(1, 5, 2.5), 2)))
    store.dispatch(itemAddedToCart(newLine(product(2, 0, 4), 3)))
    const state = store.getState()
    expect(selectCartTotals(state, 'cart')).toEqual({ totalCount: 2, subTotalCents: 500 })
    expect(selectCartTotals(state, 'backorderCart')).toEqual({
      totalCount: 3,
      subTotalCents: 1200,
    })
    expect(selectCombinedCartCount(state)).toBe(5)
    expect(selectIsInCart(state, 1)).toBe(true)
    expect(selectIsInCart(state, 2)).toBe(true)
    expect(selectIsInCart(state, 3)).toBe(false)
    expect(selectCartProductIds(state)).toEqual([1, 2])
  })

  it('return the same totals object while the lines are unchanged', () => {
    const store = makeStore()
    store.dispatch(itemAddedToCart(newLine(product(1, 5))))
    expect(selectCartTotals(store.getState())).toBe(selectCartTotals(store.getState()))
  })
})
