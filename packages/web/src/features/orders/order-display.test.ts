import type { OrderStatus } from '@shop/shared/constants'
import { describe, expect, it } from 'vitest'
import { latestTrackingEntries, refundText } from './order-display'

const entry = (status: OrderStatus, created_at: string) => ({
  verify_code: 'TRK1',
  created_at,
  status,
  status_label: status,
  tracking_id: 'TRK1',
  notes: '',
})

describe('latestTrackingEntries', () => {
  it('keeps the latest three entries, newest first', () => {
    const entries = [
      entry('Pending', '2026-01-01T10:00:00.000Z'),
      entry('Shipped', '2026-01-03T10:00:00.000Z'),
      entry('Processing', '2026-01-02T10:00:00.000Z'),
      entry('Delivered', '2026-01-05T10:00:00.000Z'),
    ]
    expect(latestTrackingEntries(entries).map((e) => e.status)).toEqual([
      'Delivered',
      'Shipped',
      'Processing',
    ])
    expect(entries[0]!.status).toBe('Pending')
  })

  it('shows all entries when there are fewer than three', () => {
    expect(latestTrackingEntries([entry('Pending', '2026-01-01T10:00:00.000Z')])).toHaveLength(1)
    expect(latestTrackingEntries([])).toEqual([])
  })
})

describe('refundText', () => {
  it('says how much went back, to which card and on which day', () => {
    expect(
      refundText(
        { amount: 35.49, card_brand: 'Visa', card_last4: '4242', refunded_at: '2026-11-27T15:00:00.000Z' },
        'Atlantic/Bermuda',
      ),
    ).toBe(
      'US $35.49 was refunded to your Visa ending 4242 on 27-11-2026. Your bank may take a few working days to show it.',
    )
  })

  it('names no card it does not know', () => {
    expect(
      refundText(
        { amount: 10, card_brand: null, card_last4: null, refunded_at: '2026-11-27T15:00:00.000Z' },
        'UTC',
      ),
    ).toMatch(/^US \$10\.00 was refunded to your card on 27-11-2026\./)
  })
})
