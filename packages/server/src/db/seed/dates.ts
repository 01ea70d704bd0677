import type { Random } from './random'

/** Every demo date is relative to this fixed day, so the seed is the same whenever it runs. */
export const BASE_DATE_MS = Date.UTC(2026, 10, 1, 9, 0, 0)

const DAY_MS = 24 * 60 * 60 * 1000

/** The ISO timestamp a number of days (fractions allowed) before or after the base date. */
export function daysFromBase(days: number): string {
  return new Date(BASE_DATE_MS + Math.round(days * DAY_MS)).toISOString()
}

/** A timestamp between minDays and maxDays before the base date, at a random time of day. */
export function randomPastTimestamp(random: Random, minDays: number, maxDays: number): string {
  const days = random.int(minDays, maxDays) + random.int(0, 86_399) / 86_400
  return daysFromBase(-days)
}

/** A timestamp between the given one and the base date. */
export function randomTimestampAfter(random: Random, iso: string): string {
  const from = Date.parse(iso)
  const span = Math.max(0, BASE_DATE_MS - from)
  return new Date(from + Math.floor(random.float() * span)).toISOString()
}

/** A calendar day (YYYY-MM-DD) between minDays and maxDays after the base date. */
export function randomFutureDay(random: Random, minDays: number, maxDays: number): string {
  return daysFromBase(random.int(minDays, maxDays)).slice(0, 10)
}
