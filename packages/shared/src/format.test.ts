import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  parseDayMonthYear,
  DEFAULT_SHOP_TIME_ZONE,
  formatCount,
  formatDate,
  formatDateTime,
  formatDollars,
  formatMoney,
  isTimeZone,
  isoDateIn,
} from './format'

describe('formatDate in the shop time zone', () => {
  it('dates an order placed at 21:30 on 31 December in Bermuda (01:30 UTC on 1 January) 31-12', () => {
    // Winter: Bermuda is on AST, UTC-4.
    expect(formatDate('2027-01-01T01:30:00.000Z')).toBe('31-12-2026')
    expect(formatDateTime('2027-01-01T01:30:00.000Z')).toBe('31-12-2026 21:30')
    expect(isoDateIn('2027-01-01T01:30:00.000Z')).toBe('2026-12-31')
    // A calendar date is that day everywhere, not midnight UTC read in Bermuda (the day before).
    expect(isoDateIn('2026-10-02')).toBe('2026-10-02')
  })

  it('moves to the new day at Bermuda midnight, not UTC midnight', () => {
    expect(formatDateTime('2027-01-01T03:59:00.000Z')).toBe('31-12-2026 23:59')
    expect(formatDateTime('2027-01-01T04:00:00.000Z')).toBe('01-01-2027 00:00')
  })

  it('follows the US daylight-saving change (second Sunday of March, first Sunday of November)', () => {
    // 8 March 2026: 02:00 AST becomes 03:00 ADT (UTC-3).
    expect(formatDateTime('2026-03-08T05:59:00.000Z')).toBe('08-03-2026 01:59')
    expect(formatDateTime('2026-03-08T06:00:00.000Z')).toBe('08-03-2026 03:00')
    // In summer 20:30 UTC-3 is 23:30 UTC: still the same day; 21:30 ADT is 00:30 UTC the next day.
    expect(formatDate('2026-07-15T00:30:00.000Z')).toBe('14-07-2026')
    expect(formatDateTime('2026-07-15T00:30:00.000Z')).toBe('14-07-2026 21:30')
    // 1 November 2026: 02:00 ADT falls back to 01:00 AST.
    expect(formatDateTime('2026-11-01T04:59:00.000Z')).toBe('01-11-2026 01:59')
    expect(formatDateTime('2026-11-01T05:00:00.000Z')).toBe('01-11-2026 01:00')
    expect(formatDateTime('2026-11-01T06:00:00.000Z')).toBe('01-11-2026 02:00')
  })

  it('uses another zone when the shop is configured with one', () => {
    expect(formatDate('2027-01-01T01:30:00.000Z', 'UTC')).toBe('01-01-2027')
    expect(formatDateTime('2027-01-01T01:30:00.000Z', 'Asia/Tokyo')).toBe('01-01-2027 10:30')
  })

  it('shows a calendar date (an expiry date) as that day whatever the zone', () => {
    expect(formatDate('2026-03-09')).toBe('09-03-2026')
    expect(formatDate('2026-03-09', 'Pacific/Kiritimati')).toBe('09-03-2026')
  })

  it('is empty for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('soon')).toBe('')
    expect(formatDateTime('')).toBe('')
    expect(isoDateIn('soon')).toBe('')
  })
})

describe('parseDayMonthYear', () => {
  it('reads a date typed as the shop shows it into the API calendar date', () => {
    expect(parseDayMonthYear('31-05-1990')).toBe('1990-05-31')
    expect(parseDayMonthYear(' 1/2/2001 ')).toBe('2001-02-01')
    expect(parseDayMonthYear('29.02.2024')).toBe('2024-02-29')
  })

  it('refuses what is not a real day, or not day-month-year', () => {
    expect(parseDayMonthYear('29-02-2023')).toBeNull()
    expect(parseDayMonthYear('31-13-1990')).toBeNull()
    expect(parseDayMonthYear('1990-05-31')).toBeNull()
    expect(parseDayMonthYear('')).toBeNull()
  })

  it('reads back what formatDate shows', () => {
    expect(parseDayMonthYear(formatDate('1987-11-03'))).toBe('1987-11-03')
  })
})

describe('isTimeZone', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone(DEFAULT_SHOP_TIME_ZONE)).toBe(true)
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('Bermuda/Hamilton')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})

describe('formatMoney', () => {
  it('keeps the US $ prefix and two decimals, with a thousands separator', () => {
    expect(formatMoney(123450)).toBe('US $1,234.50')
    expect(formatMoney(1250)).toBe('US $12.50')
    expect(formatMoney(0)).toBe('US $0.00')
    expect(formatMoney(5)).toBe('US $0.05')
    expect(formatMoney(123456789)).toBe('US $1,234,567.89')
    expect(formatMoney(99999)).toBe('US $999.99')
    expect(formatMoney(100000)).toBe('US $1,000.00')
  })

  it('writes any amount as the en-US number format would', () => {
    const reference = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const expected = `${cents < 0 ? '-' : ''}US $${reference.format(Math.abs(cents) / 100)}`
        expect(formatMoney(cents)).toBe(expected)
      }),
    )
  })

  it('puts the sign of a negative amount before the prefix', () => {
    expect(formatMoney(-500)).toBe('-US $5.00')
  })

  it('formats dollar amounts as the API sends them', () => {
    expect(formatDollars(1234.5)).toBe('US $1,234.50')
    expect(formatDollars(0.1 + 0.2)).toBe('US $0.30')
  })
})

describe('formatCount', () => {
  it('separates thousands as en-US does, without Intl', () => {
    for (const n of [0, 7, 100, 1000, 12_345, 1_000_000, -2500]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    }
  })
})
