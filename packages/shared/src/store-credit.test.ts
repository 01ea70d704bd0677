import { describe, expect, it } from 'vitest'
import { CARD_MINIMUM_CENTS, creditToSpend } from './store-credit'

describe('creditToSpend', () => {
  it('spends the whole balance when the order is larger', () => {
    expect(creditToSpend(1_000, 5_000)).toBe(1_000)
  })
  it('leaves the card its minimum when the balance covers the order', () => {
    expect(creditToSpend(10_000, 5_000)).toBe(5_000 - CARD_MINIMUM_CENTS)
  })
  it('spends nothing without a balance, or on an order at or under the card minimum', () => {
    expect(creditToSpend(0, 5_000)).toBe(0)
    expect(creditToSpend(1_000, CARD_MINIMUM_CENTS)).toBe(0)
    expect(creditToSpend(1_000, 10)).toBe(0)
  })
})
