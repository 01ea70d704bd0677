import type { OrderStatus } from '@shop/shared/constants'
import { describe, expect, it } from 'vitest'
import { addressLines, latestTrackingEntries } from './order-display'

const entry = (status: OrderStatus, created_at: string) => ({
  verify_code: 'TRK1',
  created_at,
  status,
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

describe('addressLines', () => {
  it('reads the JSON text an order keeps', () => {
    const json = JSON.stringify({
      first_name: 'Ada',
      last_name: 'Smith',
      address: '1 Front Street',
      flat_apartment: 'Apt 2',
      city: 'Hamilton',
      zipcode: 'HM 11',
      country: 'Bermuda',
      phone: '4415551234',
    })
    expect(addressLines(json)).toEqual([
      'Ada Smith',
      'Apt 2, 1 Front Street',
      'Hamilton, HM 11',
      'Bermuda',
      '4415551234',
    ])
  })

  it('shows a plain text address as it is and nothing for an empty one', () => {
    expect(addressLines('12 Reid Street, Hamilton')).toEqual(['12 Reid Street, Hamilton'])
    expect(addressLines(null)).toEqual([])
    expect(addressLines('')).toEqual([])
  })
})
