import type { OrderStatus } from '@shop/shared/constants'
import { describe, expect, it } from 'vitest'
import { latestTrackingEntries, localDateTime } from './order-display'

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

describe('localDateTime', () => {
  it("shows a timestamp in the browser's zone as dd-mm-yyyy HH:MM", () => {
    const iso = '2026-03-09T22:05:00.000Z'
    const d = new Date(iso)
    const two = (n: number) => String(n).padStart(2, '0')
    expect(localDateTime(iso)).toBe(
      `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`,
    )
    expect(localDateTime(iso)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)
  })

  it('shows nothing for an unreadable timestamp', () => {
    expect(localDateTime('not a date')).toBe('')
  })
})
