import { isoDateIn } from '@shop/shared/format'
import { monthsLater } from '@shop/shared/subscription-renewals'
/** ISO-8601 timestamps as every table stores them. */
export function nowIso(): string {
  return new Date().toISOString()
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString()
}

export function addDays(iso: string, days: number): string {
  return addMinutes(iso, days * 24 * 60)
}

/** "Now" as the job runner and renewals see it; tests pass their own to run a date without waiting. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

/**
 * The shop's day: 'YYYY-MM-DD' of an instant in the shop's time zone. Every date rule a customer or
 * staff member reads is decided by it: the return window, renewals and their reminders, invoices due
 * and overdue, licence expiry, lots' expiry. At 21:30 in Bermuda it is still that day there, although UTC
 * has turned the page (docs/architecture.md, "One shop day").
 */
export function shopDay(at: Date | string, timeZone: string): string {
  return isoDateIn(at, timeZone)
}

/** The instant a calendar day ('YYYY-MM-DD') begins in a time zone, as ISO text (UTC). */
export function dayStartIn(day: string, timeZone: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`)
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMidnight))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asLocal = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return new Date(utcMidnight - (asLocal - utcMidnight)).toISOString()
}

/** The calendar day `days` after 'YYYY-MM-DD' (before, when negative). */
export function addDaysToDate(day: string, days: number): string {
  return addDays(`${day}T00:00:00.000Z`, days).slice(0, 10)
}

/** The calendar day after 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  return addDaysToDate(day, 1)
}

/** 'YYYY-MM-DD' `months` after `iso`, on the same day or the month's last day. */
export function addMonths(iso: string, months: number): string {
  // The one rule renewals count by, shared with the browser's 'first on' date.
  return monthsLater(iso, months)
}
