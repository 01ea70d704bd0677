import { describe, expect, it } from 'vitest'
import { restoreCartState } from './cart.persist'

const line = {
  id: 3,
  sku: 'SKU-3',
  name: 'Gauze',
  slug: 'gauze',
  old_price: 5,
  price: 4.5,
  discount: 10,
  discount_type: 'percent',
  avl_qty: 7,
  qty: 2,
  unit: 'pack',
  category: 'Wound Care',
  weight: '50 g',
  image: '/media/g.webp',
  thumbnail_compress: '{}',
  rowId: 'abc',
  back_order: 0,
}

describe('restoreCartState', () => {
  it('keeps well-formed lines as they were stored', () => {
    expect(restoreCartState({ items: [line] })).toEqual({ items: [line] })
  })

  it('drops lines that are not cart lines (an older shape, an edit by hand)', () => {
    const broken = [{ ...line, qty: 0 }, { ...line, price: 'free' }, { id: 4 }, null, 'x']
    expect(restoreCartState({ items: [...broken, line] })).toEqual({ items: [line] })
  })

  it('starts empty when the stored value is not a cart', () => {
    expect(restoreCartState(undefined)).toEqual({ items: [] })
    expect(restoreCartState(null)).toEqual({ items: [] })
    expect(restoreCartState({ items: 'nope' })).toEqual({ items: [] })
  })
})
