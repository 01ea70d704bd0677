import { describe, expect, it } from 'vitest'
import { monthsLater, renewalNotes } from './subscription-renewals'

describe('renewalNotes', () => {
  it('says when the card is charged again and about how much, per interval', () => {
    const notes = renewalNotes(
      [
        { price: 24.61, qty: 1, subscription: { interval: 3 } },
        { price: 1.16, qty: 1, subscription: { interval: 3 } },
        { price: 9, qty: 2, subscription: { interval: 1 } },
        { price: 50, qty: 1 },
      ],
      '2026-11-30',
    )
    expect(notes).toEqual([
      expect.stringMatching(
        /^Subscribe & Save: your card is charged again every month, first on 30-12-2026, about US \$18\.00 for these items/,
      ),
      expect.stringMatching(
        /^Subscribe & Save: your card is charged again every 3 months, first on 28-02-2027, about US \$25\.77 for these items at today's prices, plus shipping and tax then\./,
      ),
    ])
  })

  it('says nothing without a Subscribe & Save line', () => {
    expect(renewalNotes([{ price: 5, qty: 1 }], '2026-11-30')).toEqual([])
    expect(monthsLater('2026-01-31', 1)).toBe('2026-02-28')
  })
})
