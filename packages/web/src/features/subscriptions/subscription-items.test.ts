import { describe, expect, it } from 'vitest'
import {
  deliveryTotalText,
  intervalLabel,
  itemsSummary,
  localIsoDate,
  subscriptionItems,
} from './subscription-items'

const item = {
  product_id: 7,
  name: 'Vitamin D3',
  price: 9.5,
  qty: 2,
  slug: 'vitamin-d3',
  thumbnail: '/media/a.webp',
  thumbnail_compress: '{}',
}

describe('subscriptionItems', () => {
  it('reads the JSON text the server sends', () => {
    expect(subscriptionItems(JSON.stringify([item]))).toEqual([item])
  })

  it('accepts a list that is already parsed', () => {
    expect(subscriptionItems([item])).toEqual([item])
  })

  it('gives no items for broken text or entries that are not products', () => {
    expect(subscriptionItems('[{')).toEqual([])
    expect(subscriptionItems(JSON.stringify([{ name: 'no id' }, item, 3]))).toEqual([item])
    expect(subscriptionItems(null)).toEqual([])
  })
})

describe('itemsSummary and intervalLabel', () => {
  it('names each product with its quantity above one', () => {
    expect(itemsSummary([item, { ...item, name: 'Gauze pads', qty: 1 }])).toBe('Vitamin D3 × 2, Gauze pads')
  })

  it('says month or months', () => {
    expect(intervalLabel(1)).toBe('Every month')
    expect(intervalLabel(3)).toBe('Every 3 months')
  })
})

describe('localIsoDate', () => {
  it('pads month and day', () => {
    expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05')
  })
})

describe('deliveryTotalText', () => {
  it('says the total per delivery with what it is made of, the same on every tab', () => {
    expect(deliveryTotalText({ sub_total: 25.77, shipping_charge: 10, tax_amount: 0, total: 35.77 })).toBe(
      'US $35.77 (items US $25.77 + shipping US $10.00)',
    )
    expect(deliveryTotalText({ sub_total: 120, shipping_charge: 0, tax_amount: 6, total: 126 })).toBe(
      'US $126.00 (items US $120.00 + free shipping + tax US $6.00)',
    )
  })
})
