import { CURRENCY_PREFIX } from './constants'
import { toCents, type Cents } from './money'

/**
 * How the shop shows dates, times and amounts, in the browser and on the server alike. Timestamps are
 * stored in UTC; a Bermuda shopper reads them in the shop's time zone, so an order placed at 9:30 pm
 * on 31 December is dated 31-12, not by the UTC date (already 1 January).
 */

/** The shop's time zone unless SHOP_TIME_ZONE says otherwise (Bermuda keeps US daylight-saving rules). */
export const DEFAULT_SHOP_TIME_ZONE = 'Atlantic/Bermuda'

/** Whether the runtime knows this IANA time zone name (e.g. 'Atlantic/Bermuda'). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

type DateParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>

// Building a DateTimeFormat is slow compared with using one; lists of orders format many dates.
const formatters = new Map<string, Intl.DateTimeFormat>()

function zonedParts(instant: Date, timeZone: string): DateParts {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, f)
  }
  const parts = { day: '', month: '', year: '', hour: '', minute: '' }
  for (const p of f.formatToParts(instant)) {
    if (p.type in parts) parts[p.type as keyof DateParts] = p.value
  }
  return parts
}

function instantOf(value: string | Date): Date | null {
  const d = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(d.getTime()) ? null : d
}

/**
 * A date as 'dd-mm-yyyy'. A timestamp ('2027-01-01T01:30:00.000Z') is read in the shop's time zone
 * ('31-12-2026' in Bermuda); a calendar date ('2026-03-09', an expiry date) is a day everywhere and
 * is shown as it is. Empty for a missing or unreadable value.
 */
export function formatDate(
  value: string | Date | null | undefined,
  timeZone: string = DEFAULT_SHOP_TIME_ZONE,
): string {
  if (!value) return ''
  if (typeof value === 'string') {
    const plain = PLAIN_DATE.exec(value)
    if (plain) return `${plain[3]}-${plain[2]}-${plain[1]}`
  }
  const instant = instantOf(value)
  if (!instant) return ''
  const p = zonedParts(instant, timeZone)
  return `${p.day}-${p.month}-${p.year}`
}

const DAY_MONTH_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/

/**
 * A date typed as the shop shows dates ('31-05-1990', also with '/' or '.') as the calendar date
 * 'yyyy-mm-dd' the API takes; null when it is not a real day.
 */
export function parseDayMonthYear(text: string): string | null {
  const m = DAY_MONTH_YEAR.exec(text.trim())
  if (!m) return null
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`
  const d = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null
}

/** A timestamp as 'dd-mm-yyyy HH:MM' (24-hour clock) in the shop's time zone. */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone: string = DEFAULT_SHOP_TIME_ZONE,
): string {
  const instant = value ? instantOf(value) : null
  if (!instant) return ''
  const p = zonedParts(instant, timeZone)
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`
}

/**
 * The calendar date ('yyyy-mm-dd') of a timestamp in the shop's time zone, for `<time dateTime>`; a
 * calendar date is a day everywhere and stays as it is (as formatDate reads it).
 */
export function isoDateIn(value: string | Date, timeZone: string = DEFAULT_SHOP_TIME_ZONE): string {
  if (typeof value === 'string' && PLAIN_DATE.test(value)) return value
  const instant = instantOf(value)
  if (!instant) return ''
  const p = zonedParts(instant, timeZone)
  return `${p.year}-${p.month}-${p.day}`
}

/** Thousands separated by commas: '1234567' as '1,234,567'. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/** A whole number with its thousands separated ('1,000 gloves'), without Intl, as formatMoney. */
export function formatCount(n: number): string {
  return `${n < 0 ? '-' : ''}${grouped(String(Math.abs(Math.trunc(n))))}`
}

/**
 * Cents as 'US $1,234.50': the shop's prefix, thousands separated, always two decimals. Written out
 * rather than with Intl.NumberFormat: building the first Intl formatter of a page loads the
 * browser's locale data, a long task on a slow phone, and every page shows prices.
 */
export function formatMoney(cents: Cents): string {
  const whole = Math.abs(Math.round(cents))
  const dollars = grouped(String(Math.floor(whole / 100)))
  const rest = String(whole % 100).padStart(2, '0')
  // The sign goes before the prefix ('-US $5.00'), as a refund or discount line reads.
  return `${cents < 0 && whole > 0 ? '-' : ''}${CURRENCY_PREFIX}${dollars}.${rest}`
}

/** A dollar amount as the API sends it, as 'US $1,234.50'. */
export function formatDollars(dollars: number): string {
  return formatMoney(toCents(dollars))
}

/** Average of positive stars to one decimal; non-positive stars are ignored (docs/requirements/limits.md). */
export function averageRating(stars: readonly number[]): number {
  const valid = stars.filter((s) => s > 0)
  if (valid.length === 0) return 0
  return Math.round((valid.reduce((a, b) => a + b, 0) / valid.length) * 10) / 10
}
