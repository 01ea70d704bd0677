import { describe, expect, it } from 'vitest'
import { listLineCents, listTotal } from './list-totals'

describe('list totals', () => {
  it('counts each line at today’s price times its quantity, to the cent', () => {
    expect(listLineCents({ price: 12.5, qty: 3 })).toBe(3750)
    expect(listLineCents({ price: 0.1, qty: 3 })).toBe(30)
  })

  it('leaves out a line no longer sold or not for this shopper, and says how many it counted', () => {
    const lines = [
      { price: 12.5, qty: 2 },
      { price: null, qty: 1 },
      { price: 40, qty: 1, professional: 'Clinic use only' },
      { price: 3.33, qty: 3 },
    ]
    expect(listLineCents(lines[1]!)).toBeNull()
    expect(listTotal(lines)).toEqual({ cents: 3499, counted: 2 })
  })
})
